import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FRAME_WORDS } from "../../src/understand/discourse-frames.js";
import { parse } from "../../src/understand/discourse-grammar.js";

/** The precheck before a frame is parsed skips only words no frame can have second. */
describe("the words of the discourse frames", () => {
  const grammar = readFileSync(
    new URL("../../src/understand/discourse-grammar.peggy", import.meta.url),
    "utf8",
  )
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n");
  const literalWords = [...grammar.matchAll(/"([^"]*)"/g)]
    .flatMap((match) => match[1].split(/\s+/))
    .filter(Boolean);

  it("holds every word the grammar spells a frame with", () => {
    expect(literalWords.length).toBeGreaterThan(100);
    expect(literalWords.filter((word) => !FRAME_WORDS.has(word))).toEqual([]);
  });

  it("finds no frame of one word before another word, but 'sorry'", () => {
    const oneWord = [...FRAME_WORDS].filter((word) =>
      [true, false].some((opening) =>
        [true, false].some(
          (clauseStart) =>
            (parse(`${word} zzz weld 2 `, { peg$silentFails: 1, opening, clauseStart }) as number) > 0,
        ),
      ),
    );
    expect(oneWord).toEqual(["sorry"]);
  });
});
