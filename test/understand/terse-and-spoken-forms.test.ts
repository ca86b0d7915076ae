import { describe, expect, it } from "vitest";
import { goalToSteps, type SequenceStep } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { inspect, move, release, stepsOf, weld, welding } from "./support.js";

/**
 * Terse, non-native and spoken forms, each a construction read from the cell file: abbreviations
 * and inflections of cell words, role and description names of places, a bare place or tool,
 * objects before their verbs, number homophones inside a spoken list. Checked on both graph cells.
 */
const paintshop = loadGraphSnapshot("paintshop");
const paint = (text: string): SequenceStep[] | string => {
  const result = understandWithRules(paintshop, text, { startPosition: "Home" });
  if (!result.goal) return `intent ${result.intent}`;
  return result.goal.goal === "unknown" ? `unknown: ${result.goal.reason}` : goalToSteps(result.goal);
};
const routine = (name: string, position: string): SequenceStep => ({
  action: "routine",
  routine: name,
  position,
});
const intentOf = (text: string) => understandWithRules(welding, text).intent;

describe("abbreviations and inflections of cell words", () => {
  it("a prefix of one meaning, its period ending no sentence", () => {
    expect(stepsOf("exam. station 2 & 3")).toEqual([inspect("Pos_2"), inspect("Pos_3")]);
    expect(paint("insp. booth 1 & 3")).toEqual([
      routine("coating_inspection", "Booth_1"),
      routine("coating_inspection", "Booth_3"),
    ]);
  });
  it("an inflected form", () => {
    expect(stepsOf("would you mind fetching the camera")).toEqual([
      { action: "attach_tool", tool: "Camera" },
    ]);
    expect(paint("priming booth 2 now")).toEqual([routine("prime", "Booth_2")]);
  });
  it("never a short word, nor onto two meanings", () => {
    expect(stepsOf("tak the camera")).toMatch(/^unknown: /);
    // Said with the rest of the phrase "tack weld", it is that phrase's word (clipped-and-reordered.test.ts).
    expect(stepsOf("tak weld 1")).toEqual([weld("Pos_1")]);
    expect(stepsOf("wel 1")).toMatch(/^unknown/);
  });
  it('a verb run together with "to"', () => expect(stepsOf("goto safe pos 1")).toEqual([move("Safe_Pos_1")]));
});

describe("places named by the cell's roles and descriptions", () => {
  it("a role is a group prefix", () => {
    expect(stepsOf("check every work spot")).toEqual([inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")]);
    expect(paint("prime each work booth")).toEqual([
      routine("prime", "Booth_1"),
      routine("prime", "Booth_2"),
      routine("prime", "Booth_3"),
    ]);
    expect(stepsOf("head to the safe approach point of position 2")).toEqual([move("Safe_Pos_2")]);
  });
  it("a part of the description in brackets names its place", () => {
    expect(stepsOf("tack the left seam")).toEqual([weld("Pos_1")]);
    expect(paint("dry the small parts")).toEqual([routine("dry", "Booth_2")]);
    expect(paint("dry the large panels")).toEqual([routine("dry", "Booth_1")]);
  });
  it("never a part holding a command or grammar word", () =>
    expect(paint("go to no top coat extraction")).toMatch(/^unknown/));
});

describe("a bare place, a bare tool", () => {
  it("a place where the cell does nothing is gone to", () => {
    expect(stepsOf("approach 2")).toEqual([move("Safe_Pos_2")]);
    expect(stepsOf("safe position 1")).toEqual([move("Safe_Pos_1")]);
    expect(paint("entry 3")).toEqual([move("Booth_Entry_3")]);
  });
  it("a place where work is done is asked", () =>
    expect(paint("booth 2")).toMatch(/^unknown: What should I do/));
  it("a tool at a place: the one routine that needs it", () => {
    expect(stepsOf("camera 1 and 2")).toEqual([inspect("Pos_1"), inspect("Pos_2")]);
    expect(paint("masker 1")).toEqual([routine("apply_mask", "Booth_1")]);
  });
  it("a tool and a stand noun: the tool's stand", () => {
    expect(stepsOf("go to the welder stand please")).toEqual([move("Tool_Weld_Position")]);
    expect(paint("head over to the primer gun holder")).toMatch(/^unknown/);
  });
  it("a tool put back, no verb", () => {
    expect(stepsOf("welder back please")).toEqual([release]);
    expect(paint("primer gun back")).toEqual([release]);
  });
});

describe("objects before their verbs", () => {
  it("after an object-first clause, the objects after 'and' go with the verb after them", () => {
    expect(stepsOf("the welder take and position one weld")).toEqual([
      { action: "attach_tool", tool: "Welder" },
      weld("Pos_1"),
    ]);
    expect(paint("the primer gun grab and booth three prime")).toEqual([
      { action: "attach_tool", tool: "Primer_Gun" },
      routine("prime", "Booth_3"),
    ]);
  });
  it("a verb-first clause keeps its list", () =>
    expect(stepsOf("weld 1 and 2 then inspect 3")).toEqual([weld("Pos_1"), weld("Pos_2"), inspect("Pos_3")]));
});

describe("number homophones in a spoken list", () => {
  it.each([
    ["check stations won too and three", [inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")]],
    ["weld position tree", [weld("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it('"too" closing a command is "also", not 2', () =>
    expect(stepsOf("weld position one too")).toEqual([weld("Pos_1")]));
});

describe("questions and chat", () => {
  it.each([
    ["did the last inspection fail?", "question"],
    ["name the positions", "question"],
    ["which jobs you can do?", "question"],
    ["great work, cheers", "unknown"],
  ])("%s → %s", (text, intent) => expect(intentOf(text)).toBe(intent));
});

describe("more terse forms", () => {
  it("a tool and a particle: the cell's tool verb ending in it", () => {
    expect(paint("camera on")).toEqual([{ action: "attach_tool", tool: "Camera" }]);
    expect(paint("masker off")).toEqual([release]);
    expect(stepsOf("welder back")).toEqual([release]);
  });
  it("a particle not right after the tool is not read so", () =>
    expect(intentOf("uh which tool do you have on now")).toBe("question"));
  it('"for ROUTINE" beside a tool or an attach is the purpose', () => {
    expect(paint("grab the primer gun for priming")).toEqual([{ action: "attach_tool", tool: "Primer_Gun" }]);
    expect(stepsOf("for welding, fetch the torch")).toEqual([{ action: "attach_tool", tool: "Welder" }]);
  });
  it("places only, one of them where nothing is done: a route", () => {
    expect(paint("booth 2 then home")).toEqual([move("Booth_2"), move("Home")]);
    expect(stepsOf("pos 3, safe 3, home")).toEqual([move("Pos_3"), move("Safe_Pos_3"), move("Home")]);
  });
  it('"both" after clauses of one place each: the places named so far', () =>
    expect(paint("first prime booth 1. then prime booth 2. then dry both")).toEqual([
      routine("prime", "Booth_1"),
      routine("prime", "Booth_2"),
      routine("dry", "Booth_1"),
      routine("dry", "Booth_2"),
    ]));
  it('"only not the three": a bare number after a negation is a place left out', () => {
    expect(stepsOf("check everything, only not the one")).toEqual([inspect("Pos_2"), inspect("Pos_3")]);
    expect(paint("dry booths 1 to 3, not the two")).toEqual([
      routine("dry", "Booth_1"),
      routine("dry", "Booth_3"),
    ]);
  });
  it('"all three" closing a clause', () =>
    expect(stepsOf("check all three, then weld the first two")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_2"),
      inspect("Pos_3"),
      weld("Pos_1"),
      weld("Pos_2"),
    ]));
});
