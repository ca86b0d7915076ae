export const grammars: Record<"position" | "scope", string>;
export const grammarFile: string;
export const parserFile: string;
export function fileOf(name: "position" | "scope", ext: "peggy" | "js"): string;
export function generateGrammar(root?: string, name?: "position" | "scope"): string;
