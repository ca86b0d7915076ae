export const grammarFile: string;
export const parserFile: string;
export function generateGrammar(root?: string): string;
