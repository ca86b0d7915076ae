import { afterAll, describe, expect, it } from "vitest";
import { goalToSteps, type SequenceStep } from "../../src/contracts/goal.js";
import { createInterpretContext } from "../../src/assembly/create-interpret-context.js";
import { interpretRules } from "../../src/assembly/interpret-rules.js";
import { loadAssemblyCell } from "../../src/assembly/load-assembly-cell.js";
import { seededRandom } from "../../src/assembly/seeded-random.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { withoutDiscourseFrames } from "../../src/understand/discourse-frames.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { renameText, writeRenamedCell } from "../assembly/support/renamed-cell.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { inspect, move, stepsOf, weld } from "./support.js";

/*
 * Politeness around a command, as constructions (not the evaluation sets' lines): polite
 * conditions, request frames and remark sentences, in both dialects and on every cell; and the
 * near-misses that must still ask (graph cells) or be held for review (assembly).
 */

const frameless = (text: string) => withoutDiscourseFrames(text.split(" ")).join(" ");
const paintshop = loadGraphSnapshot("paintshop");
const paint = (text: string): SequenceStep[] | string => {
  const result = understandWithRules(paintshop, text, { startPosition: "Home" });
  if (!result.goal) return `intent ${result.intent}`;
  return result.goal.goal === "unknown" ? "asked" : goalToSteps(result.goal);
};
/** Whether a graph command is asked about rather than acted on, and which words it names. */
const asked = (text: string) => {
  const result = understandWithRules(loadGraphSnapshot("welding"), text, { startPosition: "Home" });
  return result.goal?.goal === "unknown" ? (result.account?.unexplained ?? []) : null;
};
const held = (text: string) => {
  const result = interpret(text)!;
  return result.sequence.length === 0 ? (result.account?.unexplained ?? []) : null;
};

describe("polite conditions: about the listener or the request, never about the cell", () => {
  it.each([
    ["x if you are free", "x"],
    ["if you have a minute , x", "x"],
    ["whenever you get the chance x", "x"],
    ["x if thats okay with you", "x"],
    ["x if it is no bother", "x"],
    ["if its not too much to ask , x", "x"],
    ["if this isnt too much trouble x", "x"],
    ["x if you would be so kind", "x"],
    ["x if youd be good enough", "x"],
    ["x if you wouldnt mind", "x"],
    ["x when convenient", "x"],
    ["x when ready", "x"],
  ])("%s → %s", (text, rest) => expect(frameless(text)).toBe(rest));

  it.each([
    "x if it is free",
    "x if it is ready",
    "x when the part is cool",
    "x if you see a gap",
    "x unless you are busy",
    "x if that is fine",
    "x if booth 2 is free",
  ])("a real condition stays: %s", (text) => expect(frameless(text)).toBe(text));

  it("acts on the command inside, on the welding and the paint shop cell", () => {
    expect(stepsOf("If that's okay with you, go to safe position 3.")).toEqual([move("Safe_Pos_3")]);
    expect(stepsOf("Whenever you're free, inspect 1 and 3. Cheers!")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_3"),
    ]);
    expect(paint("If it's no bother, dry booth 1. Much appreciated.")).toEqual([
      { action: "routine", routine: "dry", position: "Booth_1" },
    ]);
  });

  it("asks about a real condition: 'if', 'when' outside a frame", () => {
    expect(asked("Go to position 2 if it's free.")).toEqual(expect.arrayContaining(["if"]));
    expect(asked("Weld position 2 when the seam cools.")).toEqual(expect.arrayContaining(["when"]));
    expect(paint("Dry booth 2 if booth 1 is free.")).toBe("asked");
    expect(held("Make a club when the left is empty.")).toEqual(expect.arrayContaining(["when"]));
    // The alias frame still reads its "when".
    expect(interpret("when I say snacky, make a cheese sandwich")?.account?.unexplained).toEqual([]);
  });

  it("holds nothing back on the assembly cell", () => {
    expect(layers(interpret("If you're not busy, add a slice of ham.")!)).toEqual(["meat"]);
  });
});

describe("request frames", () => {
  it.each([
    ["could i trouble you to x", "x"],
    ["might i ask for x", "x"],
    ["i wonder if you could x", "x"],
    ["id be grateful if you could x", "x"],
    ["it would be lovely if you could x", "x"],
    ["i hate to ask , but x", "x"],
    ["i hope this is not too much to ask , but x", "x"],
    ["could you do me a favour and x", "x"],
    ["a small favor , x", "x"],
    ["would you mind awfully x", "x"],
    ["could you be a gem and x", "x"],
    ["thank you so much for your patience today", ""],
    ["x for us", "x"],
    ["i was wondering whether you might possibly be able to x", "x"],
    ["could i possibly trouble you for x", "x"],
    ["i hate to ask again , but might you x", "x"],
    // "take your time" is no courtesy: the assembly dialect reads it as a speed.
    ["x . feel free to skip it", "x . skip it"],
    // Leave given is the request: "you are welcome to …", "you're free to …".
    ["you are welcome to x", "x"],
    ["youre free to x", "x"],
    ["x , youre welcome", "x , youre welcome"],
  ])("%s → %s", (text, rest) => expect(frameless(text)).toBe(rest));

  it("acts on the command inside, in both dialects", () => {
    expect(stepsOf("Could I trouble you to weld position 1? Thanks ever so much.")).toEqual([weld("Pos_1")]);
    expect(stepsOf("I wonder if you could go to the camera stand.")).toEqual([move("Tool_Camera_Position")]);
    expect(stepsOf("You're welcome to inspect position 2.")).toEqual([inspect("Pos_2")]);
    expect(paint("you are free to prime booth 2 now")).toEqual(paint("prime booth 2 now"));
    expect(layers(interpret("you're welcome to build me a club on the left")!)).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("I'd be grateful if you could make a veggie on the left.")!)).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(
      layers(interpret("Could I trouble you to add two slices of cheese? Thanks ever so much.")!),
    ).toEqual(["cheese", "cheese"]);
  });

  it("a 'not' in a frame is the frame's; one outside negates", () =>
    expect(asked("We're not ready for inspection at 2.")).not.toBeNull());
});

describe("a verb of the cell's said with '-ing' on its first word", () => {
  it("is that verb ('stopping by' of 'stop by'); alone it is asked about", () => {
    expect(stepsOf("Would you mind stopping by safe position 2 and then home?")).toEqual([
      move("Safe_Pos_2"),
      move("Home"),
    ]);
    expect(asked("swinging position 1")).not.toBeNull();
  });
});

describe("remark sentences: a sentence or clause that instructs nothing", () => {
  it("sets aside greetings, thanks and statements about the speaker, the day or the reason", () => {
    expect(stepsOf("We're a bit short-staffed today, so please weld 1.")).toEqual([weld("Pos_1")]);
    expect(stepsOf("It's been a long week. Inspect station 2, if you would be so kind.")).toEqual([
      inspect("Pos_2"),
    ]);
    expect(stepsOf("Weld 1. Hope you're well!")).toEqual([weld("Pos_1")]);
    expect(stepsOf("Weld 1. That's all for now.")).toEqual([weld("Pos_1")]);
    expect(paint("Hi! I'm a bit late today, so please prime booth 2.")).toEqual([
      { action: "routine", routine: "prime", position: "Booth_2" },
    ]);
    expect(layers(interpret("Add tomato and lettuce. It's for my boss, so no rush.")!)).toEqual([
      "tomato",
      "lettuce",
    ]);
  });

  it.each([
    ["Weld 2. Do it tomorrow.", "tomorrow"],
    ["Inspect 3. That was a mistake.", "mistake"],
    ["Weld 1. There is somebody near the cell.", "somebody"],
    ["We're in the way, weld 1.", "way"],
    ["Weld 1. Hope the camra is fine.", "fine"],
    ["Weld 1. I'd like it done ten times.", "times"],
  ])("never sets aside what could instruct: %s", (text, word) =>
    expect(asked(text)).toEqual(expect.arrayContaining([word])),
  );

  it("keeps a negation and a number after a command", () =>
    expect(frameless("weld 1 . not 2")).toBe("weld 1 . not 2"));

  it.each([
    ["Make a BLT. It's for tomorrow.", "tomorrow"],
    ["Add cheese, there's someone at the table.", "someone"],
  ])("holds for review on the assembly cell: %s", (text, word) =>
    expect(held(text)).toEqual(expect.arrayContaining([word])),
  );

  it("reads the same on a cell with every item renamed", () => {
    const temp = makeTempDir();
    afterAll(() => temp.cleanup());
    const platter = loadAssemblyCell(writeRenamedCell(temp.dir));
    const run = (text: string) =>
      interpretRules(renameText(text), createInterpretContext(platter, { random: seededRandom(1) }))!;
    expect(run("Add tomato. It's for a demo, so no rush.").sequence.length).toBeGreaterThan(0);
    expect(run("Add tomato. It's for tomorrow.").sequence).toEqual([]);
  });
});
