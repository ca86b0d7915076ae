type Grammar = "position" | "scope" | "discourse" | "ordering";
export const grammars: Record<Grammar, string[]>;
export const grammarFile: string;
export const parserFile: string;
export function fileOf(name: Grammar, ext: "peggy" | "js"): string;
export function generateGrammar(root?: string, name?: Grammar): string;
