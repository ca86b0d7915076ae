import { afterAll, describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "../assembly/support/interpret.js";
import { renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { attach, inspect, move, paint, routine, stepsOf, weld, welding } from "./support.js";

/*
 * Asides around an order, one construction for both dialects (discourse-grammar.peggy,
 * talk-around-commands.ts): hedges, apologies, the speaker's inexperience, a question announced,
 * praise of the request, talk parted from the order by a dash. Every word of an aside is talk;
 * a clause with a cell word, a number, a negation or an unknown word is never one.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const fillers = (text: string) =>
  (understandWithRules(welding, text, { startPosition: "Home" }).account?.used ?? [])
    .filter((use) => use.as === "filler")
    .map((use) => use.text);

describe("hedges and apologies before an order", () => {
  it.each([
    ["Sorry if this is a silly question, but could you weld 2?", [weld("Pos_2")]],
    ["I may be mistaken, but I think you should inspect position one", [inspect("Pos_1")]],
    ["correct me if I'm wrong - weld position 1 first, then inspect it", [weld("Pos_1"), inspect("Pos_1")]],
    ["If I'm not mistaken, go to safe 2", [move("Safe_Pos_2")]],
    ["I hope I'm doing this right - attach the camera", [attach("Camera")]],
    ["I should have mentioned this earlier, can you go home", [move("Home")]],
    ["We're still new to this, so sorry to disturb - inspect 3 please", [inspect("Pos_3")]],
    ["sorry to bother - could you weld two", [weld("Pos_2")]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));

  it("paint shop", () => {
    expect(paint("Apologies if this is confusing - would you dry booth 2?")).toEqual([
      routine("dry", "Booth_2"),
    ]);
    expect(paint("I could be wrong, but mask booth 1 please")).toEqual([routine("apply_mask", "Booth_1")]);
  });

  it("assembly cells, the renamed copy too", () => {
    expect(layers(interpret("I'm pretty new here - could I get a cheese sandwich?"))).toEqual([
      "bread",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("Sorry if this sounds wrong: a club with no ginger"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "wafer",
    ]);
  });

  it("its words are fillers in the account", () =>
    expect(fillers("apologies if this is wrong - weld 1")).toEqual(
      expect.arrayContaining(["apologies", "if", "this", "is", "wrong"]),
    ));

  it("a condition, a correction and a negation stay what they are", () => {
    // No apology, no speaker: a real condition.
    expect(stepsOf("weld position 2 if it is wrong")).toMatch(/^unknown: /);
    expect(stepsOf("weld 1, sorry, 3")).toEqual([weld("Pos_3")]);
    expect(stepsOf("I might be wrong, but weld 1 and not 2")).toEqual([weld("Pos_1")]);
    expect(layers(interpret("add ham, sorry to interrupt, no ham, add cheese"))).not.toContain("meat");
    // "I'm new" with anything more is no aside ("new at position 2").
    expect(stepsOf("I'm new at position 2, weld 1")).toMatch(/^unknown: /);
  });
});

describe("a question announced", () => {
  it("what follows is asked, not done", () => {
    expect(understandWithRules(welding, "One question for you: where is the robot now?").intent).toBe(
      "question",
    );
    expect(
      understandWithRules(welding, "sorry - a quick question, which tool is attached at the moment?").intent,
    ).toBe("question");
  });
  it("an order after it is still an order", () =>
    expect(stepsOf("quick question, weld 1")).toEqual([weld("Pos_1")]));
});

describe("praise and talk around the order", () => {
  it("'that'd be great', 'it would be lovely' close an order", () => {
    expect(stepsOf("go to position two, it'd be lovely")).toEqual([move("Pos_2")]);
    expect(placements(interpret("a veggie on the left, thatd be brilliant"))).toEqual({
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
  });

  it("'anyway' and a tag question are talk; a dash parts clauses like a comma", () => {
    expect(layers(renamed("Great day today, isn't it? Anyway - a cheese platter"))).toEqual([
      "wafer",
      "rice",
      "wafer",
    ]);
    expect(stepsOf("hello - sorry - inspect one, anyway")).toEqual([inspect("Pos_1")]);
    expect(paint("nice weather, isn't it - anyhow, dry booth 3")).toEqual([routine("dry", "Booth_3")]);
  });
});
