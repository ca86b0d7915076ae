export function makeParserOnce(source: string): string;
