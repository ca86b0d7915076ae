import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import peggy from "peggy";
import { describe, expect, it } from "vitest";
import { hoistConstants, testFirstCharacters } from "../../scripts/generate-grammar.mjs";
import { makeParserOnce } from "../../scripts/parser-made-once.mjs";

/*
 * The generated parsers keep their functions between calls (scripts/parser-made-once.mjs): each
 * call must still start from the grammar's own state, after a failed parse too, and a parse started
 * from inside another must not disturb it.
 */
const GRAMMAR = `
{{ let runs = 0; }}
{ let words = 0; runs++; }
Sentence = head:Word rest:(" " @Word)* inner:Inner? { return { words, runs: runs > 0, inner }; }
Word = [a-z]+ { words++; return text(); }
Inner = " (" sub:$[a-z ]+ ")" { return options.parseInner ? options.parseInner(sub) : sub; }
`;

async function parser(): Promise<(input: string, options?: object) => { words: number; inner?: unknown }> {
  const source = peggy.generate(GRAMMAR, { output: "source", format: "es" });
  const file = join(mkdtempSync(join(tmpdir(), "cellpilot-parser-")), "grammar.js");
  writeFileSync(file, makeParserOnce(testFirstCharacters(hoistConstants(source))));
  return (await import(pathToFileURL(file).href)).parse;
}

describe("a parser made once", () => {
  it("starts every parse from the grammar's per-parse state", async () => {
    const parse = await parser();
    expect(parse("weld two spots").words).toBe(3);
    expect(parse("go").words).toBe(1);
    expect(() => parse("go 2")).toThrow();
    expect(parse("go home").words).toBe(2);
  });

  it("reads a parse started inside another without disturbing it", async () => {
    const parse = await parser();
    const result = parse("a b (c d e)", { parseInner: (text: string) => parse(text).words });
    expect(result).toEqual({ words: 2, runs: true, inner: 3 });
  });
});
