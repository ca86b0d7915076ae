import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileOf, generateGrammar } from "../../scripts/generate-grammar.mjs";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { buildCellLexicon } from "../../src/understand/cell-lexicon.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { scanMentions } from "../../src/understand/scan-mentions.js";
import { readScopeWords } from "../../src/understand/scope-words.js";

/** What the grammar's Scope rule reads at token `start` (tokens split on spaces). */
function reader(cell: string) {
  const lexicon = buildCellLexicon(loadGraphSnapshot(cell));
  return (sentence: string, start = 0) => {
    const tokens = sentence.split(" ");
    const startsRoutine = (at: number) => {
      const routine = lexicon.phrases.get(tokens[at])?.find((entry) => entry.kind === "routine");
      return routine?.kind === "routine" ? { name: routine.name, length: 1 } : undefined;
    };
    return readScopeWords(tokens, lexicon, startsRoutine)(start);
  };
}

/** The scope and exclusion mentions the scan makes of a sentence. */
function scopeMentions(cell: string) {
  const lexicon = buildCellLexicon(loadGraphSnapshot(cell));
  return (sentence: string) =>
    scanMentions(sentence.split(" "), lexicon).mentions.filter(
      (mention) => mention.kind === "exclude" || mention.kind === "all",
    );
}

/** The places a command acts on, in order. */
function places(cell: string) {
  const snapshot = loadGraphSnapshot(cell);
  return (text: string) => {
    const goal = understandWithRules(snapshot, text, { startPosition: snapshot.home }).goal;
    if (goal === null || goal.goal === "unknown") return null;
    const steps = goal.goal === "sequence" ? goal.steps : [goal];
    return steps.map((step) => ("position" in step ? step.position : null));
  };
}

describe("scope and exclusion grammar, welding cell", () => {
  const read = reader("welding");
  const scan = scopeMentions("welding");
  const acts = places("welding");

  it("reads the longest exclusion phrase; a lone 'not' or 'never' negates", () => {
    expect(read("but not 3")).toEqual({ mention: { kind: "exclude", negation: false }, next: 2 });
    expect(read("apart from 2")).toEqual({ mention: { kind: "exclude", negation: false }, next: 2 });
    expect(read("except for 2")?.next).toBe(2);
    // A bare "but" is marked: the frames tell an exclusion from an ordering ("but do 2 first").
    expect(read("but 2")).toEqual({ mention: { kind: "exclude", negation: false, but: true }, next: 1 });
    expect(read("not 3")).toEqual({ mention: { kind: "exclude", negation: true }, next: 1 });
    expect(read("never weld")?.mention).toEqual({ kind: "exclude", negation: true });
    expect(read("from 2")).toBeNull();
  });

  it("negates a routine after 'skip' or 'without', excludes anything else", () => {
    expect(read("skip inspection")?.mention).toEqual({ kind: "exclude", negation: true });
    expect(read("skip 2")?.mention).toEqual({ kind: "exclude", negation: false });
    expect(read("without inspection")?.mention).toEqual({ kind: "exclude", negation: true });
  });

  it("reads quantifiers and references to a list said before", () => {
    expect(read("all positions")).toEqual({ mention: { kind: "all" }, next: 1 });
    expect(read("it all")).toEqual({ mention: { kind: "all" }, next: 2 });
    // "them both" is the two named before (read as "them all" it inspected a third place).
    expect(read("them both")).toEqual({ mention: { kind: "all", count: 2, reference: true }, next: 2 });
    expect(read("both positions")).toEqual({ mention: { kind: "all", count: 2, reference: true }, next: 2 });
    expect(read("those two positions")).toEqual({
      mention: { kind: "all", count: 2, reference: true },
      next: 3,
    });
    expect(read("them")).toEqual({ mention: { kind: "all", count: undefined, reference: true }, next: 1 });
    expect(read("the same ones", 1)?.next).toBe(3);
    expect(read("the same position", 1)).toBeNull();
    expect(read("it")).toBeNull();
  });

  it("gives the frames the exclusions that leave places out", () => {
    expect(scan("weld every position but not number three")).toEqual([
      { kind: "all" },
      { kind: "exclude", negation: false },
    ]);
    expect(acts("inspect all the positions apart from to")).toEqual(["Pos_1", "Pos_3"]);
    expect(acts("inspect everything except 2")).toEqual(["Pos_1", "Pos_3"]);
    expect(acts("weld 1 and 2 then inspect both")).toEqual(["Pos_1", "Pos_2", "Pos_1", "Pos_2"]);
    expect(acts("inspect all positions except")).toBeNull();
  });
});

describe("scope and exclusion grammar, paint shop cell", () => {
  const read = reader("paintshop");
  const acts = places("paintshop");

  it("reads the same words over the cell's own nouns and routines", () => {
    expect(read("skip drying")?.mention).toEqual({ kind: "exclude", negation: true });
    expect(read("those two booths")?.next).toBe(3);
    expect(read("the same booths", 1)).toEqual({
      mention: { kind: "all", count: undefined, reference: true },
      next: 3,
    });
  });

  it("leaves out the places said after an exclusion", () => {
    expect(acts("paint every booth but not booth 1")).toEqual(["Booth_2"]);
    expect(acts("paint booth 1 and 3 then dry those two")).toEqual([
      "Booth_1",
      "Booth_3",
      "Booth_1",
      "Booth_3",
    ]);
  });
});

describe("scope grammar parser", () => {
  it("is what Peggy generates from the grammar (run `npm run grammar` after changing it)", () => {
    expect(readFileSync(fileOf("scope", "js"), "utf8")).toBe(generateGrammar(".", "scope"));
  });
});
