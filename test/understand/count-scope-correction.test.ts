import { describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { asks, inspect, move, paint, routine, stepsOf, weld, welding } from "./support.js";

/*
 * Constructions the fifth blind welding set showed acting wrongly, each tested with other words,
 * numbers and cells than that set, and with a near miss that must ask.
 */
const accountOf = (text: string) => understandWithRules(welding, text).account!;

describe("a routine word as a noun modifier names the places that support it", () => {
  it("starts no clause of its own (welding, paint shop)", () => {
    expect(stepsOf("inspect both welding spots")).toEqual([inspect("Pos_1"), inspect("Pos_2")]);
    expect(stepsOf("scan the two weld positions")).toEqual([inspect("Pos_1"), inspect("Pos_2")]);
    expect(paint("tape off both spray booths")).toEqual([
      routine("apply_mask", "Booth_1"),
      routine("apply_mask", "Booth_2"),
    ]);
    expect(paint("prime every paint booth")).toEqual([
      routine("prime", "Booth_1"),
      routine("prime", "Booth_2"),
    ]);
  });

  it("asks when the count does not fit those places", () => {
    asks("inspect all three weld spots");
    asks("weld both inspection positions");
    expect(paint("spray both primer booths")).toBe("asked");
  });

  it("stays a verb before a numbered place (two clauses said without a comma)", () => {
    expect(stepsOf("inspect three weld position two")).toEqual([inspect("Pos_3"), weld("Pos_2")]);
  });
});

describe("a clause that only leaves places out, after a sentence end", () => {
  it("leaves them out of what came before, and never repeats it", () => {
    expect(stepsOf("inspect 3 only. skip 1")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("inspect 1, 2 and 3. not 2")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
    expect(paint("prime booth 2 and 3. skip 3")).toEqual([routine("prime", "Booth_2")]);
  });

  it("asks when nothing is left", () => {
    asks("weld 2. skip 2");
  });
});

describe("repetition counts are never places, nor fillers", () => {
  it("reads a count of one as no change", () => {
    expect(stepsOf("each position go to one time")).toEqual([move("Pos_1"), move("Pos_2"), move("Pos_3")]);
    expect(stepsOf("weld spot 2 one more time")).toEqual([weld("Pos_2")]);
    expect(paint("inspect the rack 1 time")).toEqual([routine("coating_inspection", "Drying_Rack")]);
  });

  it("asks about a count above five, and never takes its number as a place", () => {
    asks("go to every position eight times");
    asks("inspect position 1 six times");
    expect(accountOf("weld position 1 ten times").unexplained).toEqual(["ten", "times"]);
  });

  it("leaves 'time' a filler only where no number counts it", () => {
    expect(stepsOf("time to inspect spot three")).toEqual([inspect("Pos_3")]);
  });
});

describe("negation words are never fillers", () => {
  it("reads a negation after the places it leaves out, at a clause's end", () => {
    expect(stepsOf("inspect the second and third positions, the first not.")).toEqual([
      inspect("Pos_2"),
      inspect("Pos_3"),
    ]);
    expect(paint("mask booth 1, booth 3 no")).toEqual([routine("apply_mask", "Booth_1")]);
  });

  it("asks when a 'no' is placed nowhere, or leaves nothing", () => {
    asks("weld 1 and 2, the 2 no more");
    asks("inspect position 2 no");
  });
});

describe("self-corrections said with more words", () => {
  it("'actually no, make that N' and 'change that to' replace the last thing of its kind", () => {
    expect(stepsOf("inspect spot three actually no make that two")).toEqual([inspect("Pos_2")]);
    expect(stepsOf("weld position 1, sorry no, make that 2")).toEqual([weld("Pos_2")]);
    expect(stepsOf("inspect 3 change that to 1")).toEqual([inspect("Pos_1")]);
    expect(paint("prime booth 3 actually no make that booth 1")).toEqual([routine("prime", "Booth_1")]);
    expect(accountOf("weld 2 actually no make that 1").unexplained).toEqual([]);
  });

  it("a longer replacement phrase replaces as long a phrase", () => {
    expect(stepsOf("head to approach position one no wait approach position three")).toEqual([
      move("Safe_Pos_3"),
    ]);
    expect(paint("go to booth entry 2 no wait booth entry 3")).toEqual([move("Booth_Entry_3")]);
  });

  it("a 'no' after a hesitation repairs what it can, else it asks", () => {
    expect(stepsOf("grab the welder um no the camera")).toEqual([{ action: "attach_tool", tool: "Camera" }]);
    asks("weld position two actually no make that");
    asks("weld 2 uh no");
  });

  it("works the same way in the assembly dialect", () => {
    expect(layers(interpret("add ham actually no make that cheese"))).toEqual(["cheese"]);
  });
});

describe("a move said after a routine is a clause of its own", () => {
  it("never makes the routine happen at the move's place", () => {
    asks("inspect and go home");
    expect(stepsOf("weld 1 and head home")).toEqual([weld("Pos_1"), move("Home")]);
    expect(stepsOf("go and inspect position 2")).toEqual([inspect("Pos_2")]);
  });
});

describe("a range opened by 'from' after a plural place noun", () => {
  it("reads 'from N until M' and 'from N to M'", () => {
    expect(stepsOf("weld the spots from 1 to 2")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(paint("prime booths from one until three")).toEqual([
      routine("prime", "Booth_1"),
      routine("prime", "Booth_2"),
      routine("prime", "Booth_3"),
    ]);
  });

  it("keeps 'from' with a single place as where a move starts", () => {
    expect(stepsOf("go from position 1 to position 3")).toEqual([move("Pos_1"), move("Pos_3")]);
  });
});
