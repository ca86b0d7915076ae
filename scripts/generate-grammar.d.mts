type GrammarName = "position" | "scope" | "discourse" | "learning" | "ordering" | "edit";
export const grammars: Record<GrammarName, string | string[]>;
export const grammarFile: string;
export const parserFile: string;
export function fileOf(name: GrammarName, ext: "peggy" | "js"): string;
export function generateGrammar(root?: string, name?: GrammarName): string;
export function hoistConstants(source: string): string;
export function testFirstCharacters(source: string): string;
