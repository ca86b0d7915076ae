export const grammars: Record<"position" | "scope" | "ordering", string[]>;
export const grammarFile: string;
export const parserFile: string;
export function fileOf(name: "position" | "scope" | "ordering", ext: "peggy" | "js"): string;
export function generateGrammar(root?: string, name?: "position" | "scope" | "ordering"): string;
