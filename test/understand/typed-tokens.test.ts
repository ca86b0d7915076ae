import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AccountBuilder, accountConfidence, CLEAR_CONFIDENCE } from "../../src/understand/account.js";
import { GRAMMAR_WORDS } from "../../src/understand/grammar-roles.js";
import { typeTokens } from "../../src/understand/typed-tokens.js";
import { buildWordLexicon } from "../../src/understand/word-lexicon.js";

const lexicon = buildWordLexicon([
  { phrase: "weld", sense: { kind: "routine", value: "tack_weld" } },
  { phrase: "camera", sense: { kind: "tool", value: "Camera" } },
  { phrase: "cheddar", sense: { kind: "item", value: "cheese" } },
  { phrase: "position", sense: { kind: "noun", value: "position" } },
  // Cell words one letter from grammar words: the grammar word must stay itself.
  { phrase: "thin", sense: { kind: "item", value: "thin" } },
  { phrase: "exclude", sense: { kind: "verb", value: "exclude" } },
]);
const takesNumber = (word: string) => word === "position";
const kinds = (text: string) =>
  typeTokens(text, lexicon, { takesNumber }).tokens.map((token) =>
    token.kind === "number" ? `number:${token.value}` : `${token.kind}:${token.text}`,
  );

describe("typed tokens", () => {
  it("reads homophones as numbers only in a number slot", () => {
    expect(kinds("uh weld position too please")).toEqual([
      "filler:uh",
      "cell:weld",
      "cell:position",
      "number:2",
      "word:please",
    ]);
    expect(kinds("weld all apart from to")).toContain("number:2");
    expect(kinds("weld one and for")).toEqual(["cell:weld", "number:1", "grammar:and", "number:4"]);
    expect(kinds("go to position 3")).toContain("word:to");
    expect(kinds("weld for me")).not.toContain("number:4");
  });

  it("mends spelling and sound slips onto cell words only", () => {
    const typed = typeTokens("weldd the kamera posishun", lexicon).tokens;
    expect(typed.map((token) => token.text)).toEqual(["weld", "the", "camera", "position"]);
    expect(typed[0].heard).toEqual({ from: "weldd", via: "typo" });
    expect(typed[2].heard?.via).toBe("typo");
    expect(typed[3].heard?.via).toBe("sound");
    expect(kinds("then including")).toEqual(["grammar:then", "grammar:including"]);
  });

  it("mends a sound only said in as many syllables, or with letters only dropped", () => {
    const cell = buildWordLexicon([
      { phrase: "salad", sense: { kind: "item", value: "lettuce" } },
      { phrase: "welder", sense: { kind: "tool", value: "Welder" } },
    ]);
    // Double Metaphone gives "salt" and "salad" one code; a listener hears one and two beats.
    expect(typeTokens("add salt", cell).tokens.at(-1)).toMatchObject({ kind: "word", text: "salt" });
    expect(typeTokens("add salud", cell).tokens.at(-1)).toMatchObject({ kind: "cell", text: "salad" });
    expect(typeTokens("the weldr", cell).tokens.at(-1)).toMatchObject({ kind: "cell", text: "welder" });
  });

  it("keeps a slip as said when what it was mended into would be read as a filler", () => {
    // "over" is a cell word only in "over there"; alone it is the dialect's filler, "oven" is neither.
    const cell = buildWordLexicon([{ phrase: "over there", sense: { kind: "zone", value: "fixture" } }]);
    const typed = typeTokens("put it in the oven", cell, { fillers: new Set(["over"]) }).tokens;
    expect(typed.at(-1)).toMatchObject({ kind: "word", text: "oven" });
    expect(typeTokens("put it ovre there", cell).tokens.at(-1)).toMatchObject({
      kind: "cell",
      text: "over there",
    });
  });

  it("never reads a grammar word as a cell word", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GRAMMAR_WORDS), (word) => {
        const token = typeTokens(word, lexicon).tokens[0];
        return token === undefined || token.heard === undefined;
      }),
    );
  });

  it("accounts for every word and caps confidence when one is unexplained", () => {
    const typed = typeTokens("um weld position 1 twice", lexicon, { takesNumber }).tokens;
    const account = new AccountBuilder(typed);
    account.use(1, "verb");
    account.use(2, "name");
    account.use(3, "number");
    const built = account.build();
    expect(built.used).toContainEqual({ text: "um", as: "filler" });
    expect(built.unexplained).toEqual(["twice"]);
    expect(
      accountConfidence(
        built,
        typed.flatMap((token) => (token.heard ? [token.heard] : [])),
      ),
    ).toBeLessThan(CLEAR_CONFIDENCE);
    account.use(4, "modifier");
    expect(accountConfidence(account.build(), [])).toBe(1);
  });
});
