export const grammars: Record<"position" | "scope" | "discourse", string>;
export const grammarFile: string;
export const parserFile: string;
export function fileOf(name: "position" | "scope" | "discourse", ext: "peggy" | "js"): string;
export function generateGrammar(root?: string, name?: "position" | "scope" | "discourse"): string;
