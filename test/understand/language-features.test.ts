import { describe, expect, it } from "vitest";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { attach, inspect, move, release, releaseAndHome, stepsOf, weld, welding } from "./support.js";

describe("routine words and synonyms from the cell file", () => {
  it.each([
    ["weld at position 1", [weld("Pos_1")]],
    ["tack weld position 2", [weld("Pos_2")]],
    ["inspect position 3", [inspect("Pos_3")]],
    ["scan area 3", [inspect("Pos_3")]],
    ["take a picture at station 2", [inspect("Pos_2")]],
    ["check with the camera at spot 1", [inspect("Pos_1")]],
    ["examine pos 2", [inspect("Pos_2")]],
    ["inspect the weld at position 2", [inspect("Pos_2")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
});

describe("position references", () => {
  it.each([
    ["go to position 1", "Pos_1"],
    ["go to pos 1", "Pos_1"],
    ["go to pos. 1", "Pos_1"],
    ["go to station 1", "Pos_1"],
    ["go to area 1", "Pos_1"],
    ["go to spot 1", "Pos_1"],
    ["go to Pos_1", "Pos_1"],
    ["go to pos1", "Pos_1"],
    ["go to position one", "Pos_1"],
    ["go to the first position", "Pos_1"],
    ["go to the 2nd station", "Pos_2"],
    ["go to safe position 2", "Safe_Pos_2"],
    ["go to Safe_Pos_3", "Safe_Pos_3"],
    ["go to the tool weld safe position", "Tool_Weld_Safe_Position"],
    ["go to the camera stand", "Tool_Camera_Position"],
    ["go home", "Home"],
    ["return to the home position", "Home"],
  ])("%s → %s", (text, position) => expect(stepsOf(text)).toEqual([move(position)]));
});

describe("lists and ranges", () => {
  const all = [inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")];
  it.each([
    ["inspect positions 1, 2 and 3", all],
    ["inspect position 1 & 2", [inspect("Pos_1"), inspect("Pos_2")]],
    ["inspect positions 1 to 3", all],
    ["inspect positions 1-3", all],
    ["inspect positions 1 through 3", all],
    ["inspect position 1 and position 3", [inspect("Pos_1"), inspect("Pos_3")]],
    ["inspect the first and second positions", [inspect("Pos_1"), inspect("Pos_2")]],
    ["weld at 1 and 2", [weld("Pos_1"), weld("Pos_2")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
});

describe("all / every / full with except", () => {
  it("'all' with a routine means every work position where it is supported, and says what was left out", () => {
    const result = understandWithRules(welding, "weld all positions");
    expect(stepsOf("weld all positions")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(result.notes.join(" ")).toMatch(/Pos_3.*left out/);
  });
  it.each([
    ["inspect every position", [inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")]],
    ["do a full inspection", [inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")]],
    ["complete inspection please", [inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")]],
    ["weld everything", [weld("Pos_1"), weld("Pos_2")]],
    ["inspect all positions except 2", [inspect("Pos_1"), inspect("Pos_3")]],
    ["inspect every position but not position 3", [inspect("Pos_1"), inspect("Pos_2")]],
    ["visit all positions", [move("Pos_1"), move("Pos_2"), move("Pos_3")]],
    ["visit all safe positions", [move("Safe_Pos_1"), move("Safe_Pos_2"), move("Safe_Pos_3")]],
    ["inspect all 3 positions", [inspect("Pos_1"), inspect("Pos_2"), inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
});

describe("compounds", () => {
  it.each([
    ["weld position 2 then inspect position 1", [weld("Pos_2"), inspect("Pos_1")]],
    ["weld position 2 and then inspect position 1", [weld("Pos_2"), inspect("Pos_1")]],
    ["weld position 2, after that inspect position 1", [weld("Pos_2"), inspect("Pos_1")]],
    ["weld and inspect pos 1", [weld("Pos_1"), inspect("Pos_1")]],
    ["weld pos 1 and 2 then inspect 3", [weld("Pos_1"), weld("Pos_2"), inspect("Pos_3")]],
    ["move to position 1 and back home", [move("Pos_1"), move("Home")]],
    ["go to position 1 and come back", [move("Pos_1"), move("Home")]],
    ["weld pos 1 then pos 2", [weld("Pos_1"), weld("Pos_2")]],
    ["weld position 1 then go home", [weld("Pos_1"), move("Home")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
});

describe("'it' and 'there' name the last position", () => {
  it.each([
    ["go to position 2 and weld there", [move("Pos_2"), weld("Pos_2")]],
    ["weld pos 1 then inspect it", [weld("Pos_1"), inspect("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("uses the conversation's last position across inputs", () => {
    expect(stepsOf("inspect it", { context: { lastPosition: "Pos_2" } })).toEqual([inspect("Pos_2")]);
    expect(stepsOf("inspect there")).toMatch(/^unknown: Which position/);
  });
});

describe("polite forms, case, punctuation and spacing", () => {
  it.each([
    "Please weld at position 1",
    "could you weld at position 1, please?",
    "Can you weld at position 1?",
    "WELD AT POSITION 1!!!",
    "  weld   at\tposition   1  ",
    "weld at position 1.",
    "hey robot, kindly weld at position 1 thanks",
  ])("%s", (text) => expect(stepsOf(text)).toEqual([weld("Pos_1")]));
});

describe("tool words", () => {
  it.each([
    ["grab the welder", [attach("Welder")]],
    ["equip the welder", [attach("Welder")]],
    ["mount the welding torch", [attach("Welder")]],
    ["pick up the camera", [attach("Camera")]],
    ["pick the camera up", [attach("Camera")]],
    ["put the camera away", [release]],
    ["put the camera back", [release]],
    ["return the tool", [release]],
    ["return the tool and go home", [releaseAndHome]],
    ["put back camera and return to home position", [releaseAndHome]],
    ["finish up", [releaseAndHome]],
    ["wrap up", [releaseAndHome]],
    ["grab the tool and weld at position 1", [attach("Welder"), weld("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("never adds tool operations the operator did not ask for", () => {
    expect(stepsOf("weld at position 1")).toEqual([weld("Pos_1")]);
    expect(stepsOf("inspect position 1 then go home")).toEqual([inspect("Pos_1"), move("Home")]);
  });
});

describe("typos within a small edit distance of the cell's words", () => {
  it.each([
    ["wled at postion 1", [weld("Pos_1")]],
    ["inspcet position 2", [inspect("Pos_2")]],
    ["go to posiiton 3", [move("Pos_3")]],
    ["atach the camrea", [attach("Camera")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("says what it read and lowers the confidence", () => {
    const result = understandWithRules(welding, "wled at postion 1");
    expect(result.confidence).toBeLessThan(1);
    expect(result.notes.join(" ")).toContain("'wled' as 'weld'");
  });
});

describe("what is missing becomes a question, never a plan", () => {
  it.each([
    ["weld", /Which position should I weld at\? Pos_1 or Pos_2/],
    ["inspect", /Which position should I inspect at\? Pos_1, Pos_2 or Pos_3/],
    ["go to", /Where should I go\?/],
    ["inspect position 7", /no position 7/],
    ["go to the safe position", /Which safe position\? Safe_Pos_1, Safe_Pos_2 or Safe_Pos_3/],
    ["attach", /Which tool should I attach\? Welder or Camera/],
    ["position 1", /What should I do at Pos_1\?/],
  ])("%s", (text, question) => expect(stepsOf(text)).toMatch(question));
});

describe("an explicitly named position where the routine is not supported", () => {
  it("keeps the operator's positions and explains what is supported (the planner then refuses)", () => {
    const result = understandWithRules(welding, "weld at position 1, 2, and 3");
    expect(result.intent).toBe("action");
    expect(stepsOf("weld at position 1, 2, and 3")).toEqual([weld("Pos_1"), weld("Pos_2"), weld("Pos_3")]);
    expect(result.notes.join(" ")).toMatch(
      /I cannot weld at Pos_3: tack_weld is supported only at Pos_1 and Pos_2/,
    );
  });
});

describe("bad input", () => {
  it.each([
    ["", "unknown"],
    ["   ", "unknown"],
    ["\u0000\u0007\u001b[31m", "unknown"],
    ["asdfgh", "unknown"],
    ["Hello", "unknown"],
    ["tell me a joke", "unknown"],
    ["What's the weather?", "unknown"],
  ])("%j → %s with suggestions made from the cell", (text, intent) => {
    const result = understandWithRules(welding, text);
    expect(result.intent).toBe(intent);
    expect(result.goal?.goal === "unknown" && result.goal.reason).toMatch(/weld at position 1/);
  });
  it("refuses huge input quickly with a clear reason", () => {
    const started = performance.now();
    const result = understandWithRules(welding, "weld at position 1 ".repeat(100_000));
    expect(performance.now() - started).toBeLessThan(100);
    expect(result.intent).toBe("unknown");
    expect(result.goal?.goal === "unknown" && result.goal.reason).toMatch(/at most 1000/);
  });
  it("reads control characters as spaces", () => {
    expect(stepsOf("weld\u0000at\u0007position\u001f1")).toEqual([weld("Pos_1")]);
  });
});

describe("typo guesses are not acted on blindly", () => {
  it("a verb read only from a typo, with nothing named, is unknown ('tell me a story' is not 'store')", () => {
    const result = understandWithRules(welding, "tell me a story");
    expect(result.intent).toBe("unknown");
    expect(result.goal?.goal).toBe("unknown");
  });
});

describe("negation: what the operator says not to do is never planned", () => {
  it.each([
    ["don't weld position 3, just 1 and 2", [weld("Pos_1"), weld("Pos_2")]],
    ["inspect all positions, not 2", [inspect("Pos_1"), inspect("Pos_3")]],
    ["inspect everything but don't inspect position 1", [inspect("Pos_2"), inspect("Pos_3")]],
    ["don't weld, inspect position 1", [inspect("Pos_1")]],
    ["never weld position 3, weld 1", [weld("Pos_1")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it.each(["do not weld position 3", "never go to position 3"])(
    "%s alone asks what to do instead",
    (text) => {
      expect(stepsOf(text)).toMatch(/^unknown: Understood, I will not do that/);
    },
  );
});
