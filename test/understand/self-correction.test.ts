import { describe, expect, it } from "vitest";
import { goalToSteps } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { applySelfCorrections } from "../../src/understand/self-correction.js";
import { interpret, layers, placements } from "../assembly/support/interpret.js";
import { inspect, paint, stepsOf, weld } from "./support.js";

/** A speaker's self-correction replaces the last thing of its kind, in both dialects; an unclear one asks. */
const kinds: Record<string, string> = { one: "number", two: "number", position: "place", left: "zone" };
const correct = (text: string) => applySelfCorrections(text.split(" "), (word) => kinds[word] ?? null);

describe("the self-correction construction", () => {
  it("replaces the last word of the replacement's kind, with the words that lead it", () => {
    expect(correct("weld position one no wait position two").tokens.join(" ")).toBe("weld position two");
    expect(correct("weld position one , sorry i mean two").tokens.join(" ")).toBe("weld position two");
    expect(correct("stack on the left no wait on the right").unresolved).toBe(true);
    kinds.right = "zone";
    expect(correct("stack on the left no wait on the right").tokens.join(" ")).toBe("stack on the right");
  });

  it("takes back the whole name its target belongs to, as the dialect tells", () => {
    const joins = (previous: string, name: string[]) => `${previous} ${name.join(" ")}` === "big one";
    const said = "weld the big one no wait two".split(" ");
    expect(applySelfCorrections(said, (word) => kinds[word] ?? null, joins).tokens.join(" ")).toBe(
      "weld the two",
    );
  });

  it("a change relative to what was said ('make it one less …') takes nothing back", () => {
    expect(correct("stack two cheese , actually make it one less cheese").tokens.join(" ")).toBe(
      "stack two cheese , one less cheese",
    );
    expect(correct("stack cheese no wait make it 2 more").tokens.join(" ")).toBe("stack cheese 2 more");
    expect(correct("weld one no wait make it two").tokens.join(" ")).toBe("weld two");
  });

  it("asks when nothing of the replacement's kind was said, or nothing follows the marker", () => {
    expect(correct("weld one no wait the seam")).toMatchObject({
      unresolved: true,
      takenBack: ["no", "wait"],
    });
    expect(correct("weld one no wait")).toMatchObject({ unresolved: true });
    // "make that", "change it to" after a marker lead the replacement; a soft marker then corrects.
    expect(correct("weld one no wait make that two").tokens.join(" ")).toBe("weld two");
    expect(correct("weld one , actually change it to two").tokens.join(" ")).toBe("weld two");
    expect(correct("weld one , actually make it the seam")).toMatchObject({ unresolved: true });
    // Opening the command, "i mean" takes nothing back.
    expect(correct("i mean weld one")).toMatchObject({
      unresolved: false,
      tokens: ["i", "mean", "weld", "one"],
    });
  });
});

describe("self-correction in the graph dialect", () => {
  it("takes back a number, a place or a whole clause (welding)", () => {
    expect(stepsOf("weld position one uh no wait position two")).toEqual([weld("Pos_2")]);
    expect(stepsOf("inspect 1, sorry, i meant 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("weld 1 or rather inspect 1")).toEqual([inspect("Pos_1")]);
    expect(stepsOf("weld 1 then weld 2 no wait inspect 2")).toEqual([weld("Pos_1"), inspect("Pos_2")]);
    // "actually" corrects only where it resolves; elsewhere it is a filler.
    expect(stepsOf("go to position two um actually safe position two")).toEqual([
      { action: "move", position: "Safe_Pos_2" },
    ]);
    expect(stepsOf("actually, weld 2")).toEqual([weld("Pos_2")]);
    // A lone "sorry" in mid-command takes back too; opening the command it is only polite.
    expect(stepsOf("inspect 1, sorry, 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("sorry, inspect 3")).toEqual([inspect("Pos_3")]);
    expect(stepsOf("weld 1 and actually also inspect 1")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
    expect(stepsOf("inspect position 2 no wait make that 3")).toEqual([inspect("Pos_3")]);
  });

  it("works on any cell's words (paint shop) and asks when unclear", () => {
    const paintshop = loadGraphSnapshot("paintshop");
    const paint = (text: string) => {
      const goal = understandWithRules(paintshop, text, { startPosition: "Home" }).goal;
      return goal && goal.goal !== "unknown" ? goalToSteps(goal) : (goal?.goal ?? null);
    };
    expect(paint("prime booth 1 no wait booth 2")).toEqual([
      { action: "routine", routine: "prime", position: "Booth_2" },
    ]);
    expect(paint("prime booth 1 no wait")).toBe("unknown");
  });

  it("asks when a clause said after the corrected words would be taken back with them", () => {
    // Replacing the places would drop the clause between; neither reading is a guess to act on.
    expect(stepsOf("inspect 2 and attach the welder, sorry I mean 1 and 3")).toMatch(/^unknown: /);
    expect(stepsOf("weld position 1 then take the camera, no wait position 2")).toMatch(/^unknown: /);
    expect(paint("mask booth 1 then take the spray gun, no wait booth 2 and booth 3")).toBe("asked");
    // A number alone replaces only the number; said right after its target, a correction replaces it.
    expect(stepsOf("weld 1 and take the camera, no wait 2")).toEqual([
      weld("Pos_2"),
      { action: "attach_tool", tool: "Camera" },
    ]);
    expect(stepsOf("go home and then weld 1, no wait 1 and 2")).toEqual([
      { action: "move", position: "Home" },
      weld("Pos_1"),
      weld("Pos_2"),
    ]);
  });
});

describe("a correction's kind and a restarted verb (graph cells)", () => {
  it("the replacement's kind is its longest reading: a tool named by a routine word is a tool", () => {
    expect(stepsOf("attach the camera uh the welding torch i mean")).toEqual([
      { action: "attach_tool", tool: "Welder" },
    ]);
    expect(paint("take the sprayer uh the priming gun i mean")).toEqual([
      { action: "attach_tool", tool: "Primer_Gun" },
    ]);
  });
  it("a verb said again after another verb restarts the clause", () => {
    expect(stepsOf("weld um go weld 1 and 2")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(paint("mask uh go mask booth 3")).toEqual([
      { action: "routine", routine: "apply_mask", position: "Booth_3" },
    ]);
    // Each verb with its own object is a clause of its own.
    expect(stepsOf("inspect 1 go inspect 2")).toEqual([inspect("Pos_1"), inspect("Pos_2")]);
  });
});

describe("self-correction in the assembly dialect", () => {
  it("takes back an item, a recipe, a zone or a count", () => {
    expect(layers(interpret("add cheese no wait tomato"))).toEqual(["tomato"]);
    expect(layers(interpret("make a classic, actually make that a veggie"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(placements(interpret("make a cheese sandwich on the left, no sorry, on the right"))).toEqual({
      assembly_right: ["bread", "cheese", "bread"],
    });
    expect(layers(interpret("add two ham, i mean three ham"))).toEqual(["meat", "meat", "meat"]);
    expect(placements(interpret("put the ham on the left uh actually on the right"))).toEqual({
      assembly_right: ["meat"],
    });
    expect(layers(interpret("actually, add ham"))).toEqual(["meat"]);
    expect(layers(interpret("add ham, sorry, tomato"))).toEqual(["tomato"]);
  });

  it("asks rather than guess when the correction's target is unclear", () => {
    const unclear = interpret("add cheese no wait");
    expect(unclear?.sequence).toEqual([]);
    expect(unclear?.user_feedback).toContain("took something back");
  });
});
