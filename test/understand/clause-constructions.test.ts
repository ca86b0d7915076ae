import { describe, expect, it } from "vitest";
import { goalToSteps, type SequenceStep } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { attach, inspect, move, release, releaseAndHome, stepsOf, weld } from "./support.js";

/**
 * Constructions that once acted on less than was said (a place after a release, "both A and B",
 * "the same two", "after this", "…, but do X first", "the safe point of X"): each is checked on
 * both graph cells with phrasings of its own.
 */
const paintshop = loadGraphSnapshot("paintshop");
const paint = (text: string): SequenceStep[] | string => {
  const result = understandWithRules(paintshop, text, { startPosition: "Home" });
  if (!result.goal) return `intent ${result.intent}`;
  return result.goal.goal === "unknown" ? `unknown: ${result.goal.reason}` : goalToSteps(result.goal);
};
const dry = (position: string): SequenceStep => ({ action: "routine", routine: "dry", position });
const prime = (position: string): SequenceStep => ({ action: "routine", routine: "prime", position });

describe("a place said after a release", () => {
  it("home is where to go next", () => {
    expect(stepsOf("put the camera away, home")).toEqual([releaseAndHome]);
    expect(paint("hang up the gun, home")).toEqual([releaseAndHome]);
  });
  it("another place is asked, never dropped", () => {
    expect(paint("stow the tool, booth 2")).toMatch(/^unknown: .*Booth_2/);
    expect(stepsOf("release the tool, position 1")).toMatch(/^unknown: .*Pos_1/);
  });
});

describe('"both A and B" opens the list it stands before', () => {
  it.each([
    ["inspect both pos 3 and pos 1", [inspect("Pos_3"), inspect("Pos_1")]],
    ["check both one and three", [inspect("Pos_1"), inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("dry both booth one and booth two")).toEqual([dry("Booth_1"), dry("Booth_2")]));
  it('"both" alone still refers to the list before it', () =>
    expect(stepsOf("weld 1 and 2, then check both")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_1"),
      inspect("Pos_2"),
    ]));
});

describe('"the same N" refers to the list said before', () => {
  it("when the count fits", () => {
    expect(stepsOf("weld 1 and 2 and afterwards check the same two")).toEqual([
      weld("Pos_1"),
      weld("Pos_2"),
      inspect("Pos_1"),
      inspect("Pos_2"),
    ]);
    expect(paint("prime booths 1 and 3, then dry the same two")).toEqual([
      prime("Booth_1"),
      prime("Booth_3"),
      dry("Booth_1"),
      dry("Booth_3"),
    ]);
  });
  it("else it is asked", () =>
    expect(stepsOf("weld 1 and 2 then check the same three")).toMatch(/^unknown: Which positions/));
});

describe('"after this" / "once that is done" is "then"', () => {
  it.each([
    ["weld position 2, after this inspect it", [weld("Pos_2"), inspect("Pos_2")]],
    ["weld position 1 and once that is done check position 3", [weld("Pos_1"), inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("prime booth 2, after this dry it")).toEqual([prime("Booth_2"), dry("Booth_2")]));
  it('"after" before a clause still orders it', () =>
    expect(stepsOf("inspect 1 after you weld it")).toEqual([weld("Pos_1"), inspect("Pos_1")]));
});

describe('"…, but do X first" orders, it does not exclude', () => {
  it("welding cell", () =>
    expect(stepsOf("check positions 1 to 3 but do number 3 first")).toEqual([
      inspect("Pos_3"),
      inspect("Pos_1"),
      inspect("Pos_2"),
    ]));
  it("paint shop", () =>
    expect(paint("dry booths 1, 2 and 3, but do booth 2 first")).toEqual([
      dry("Booth_2"),
      dry("Booth_1"),
      dry("Booth_3"),
    ]));
  it('a "but" with no "first" still excludes', () =>
    expect(stepsOf("inspect all positions but 2")).toEqual([inspect("Pos_1"), inspect("Pos_3")]));
});

describe("a place related to another, read from the cell", () => {
  it("the group member next to a place (the cell's moves)", () => {
    expect(stepsOf("move to the approach position of position 1")).toEqual([move("Safe_Pos_1")]);
    expect(stepsOf("head to the safe spot of pos 3")).toEqual([move("Safe_Pos_3")]);
  });
  it("the place of a tool is its stand", () => {
    expect(paint("go to the position of the primer gun")).toEqual([move("Tool_Primer_Gun_Position")]);
    expect(stepsOf("move to the place of the camera")).toEqual([move("Tool_Camera_Position")]);
  });
});

describe("more clause constructions", () => {
  it("one move however many words say it", () => {
    expect(stepsOf("please head back to the home position")).toEqual([move("Home")]);
    expect(paint("please head back to the home position")).toEqual([move("Home")]);
  });
  it("a routine in a clause restricting places is not a second command", () => {
    expect(stepsOf("weld all positions that can be welded")).toEqual([weld("Pos_1"), weld("Pos_2")]);
    expect(paint("prime every booth that can be primed")).toEqual([
      prime("Booth_1"),
      prime("Booth_2"),
      prime("Booth_3"),
    ]);
  });
  it("a related place of a tool's stand", () =>
    expect(stepsOf("go to the safe position of the camera")).toEqual([move("Tool_Camera_Safe_Position")]));
  it('"it and position 3" lists the place said before', () => {
    expect(stepsOf("after welding position 2, check it and position 3")).toEqual([
      weld("Pos_2"),
      inspect("Pos_2"),
      inspect("Pos_3"),
    ]);
    expect(paint("after priming booth 2, dry it and booth 3")).toEqual([
      prime("Booth_2"),
      dry("Booth_2"),
      dry("Booth_3"),
    ]);
  });
  it('"and after" and a leading "first … after" are "then"', () => {
    expect(paint("prime booth 1 and after go home")).toEqual([prime("Booth_1"), move("Home")]);
    expect(stepsOf("first you inspect 3, after you weld 2")).toEqual([inspect("Pos_3"), weld("Pos_2")]);
    expect(stepsOf("first inspect 2, then weld 1 after you inspect 1")).toEqual([
      inspect("Pos_2"),
      inspect("Pos_1"),
      weld("Pos_1"),
    ]);
  });
  it("a release said twice in a row is one", () =>
    expect(paint("we are done for today, pack it up")).toEqual([releaseAndHome]));
});

describe("repeats, manner and releases", () => {
  it('"do the same for X": every verb said so far, at X', () => {
    expect(stepsOf("check position 3, then weld 1, and do the same for position 2")).toEqual([
      inspect("Pos_3"),
      weld("Pos_1"),
      inspect("Pos_2"),
      weld("Pos_2"),
    ]);
    expect(paint("mask booth 1, prime it, then do the same with booth 3")).toEqual([
      { action: "routine", routine: "apply_mask", position: "Booth_1" },
      prime("Booth_1"),
      { action: "routine", routine: "apply_mask", position: "Booth_3" },
      prime("Booth_3"),
    ]);
  });
  it("a manner word inside a cell phrase does not break it", () =>
    expect(stepsOf("take a careful look at position 2")).toEqual([inspect("Pos_2")]));
  it('", after VERB" is "then"; "after" before a clause still orders', () => {
    expect(paint("prime booth 2, after go home")).toEqual([prime("Booth_2"), move("Home")]);
    expect(stepsOf("inspect 1 after welding it")).toEqual([weld("Pos_1"), inspect("Pos_1")]);
  });
  it("releases said more than once, home among them, are one release and home", () =>
    expect(stepsOf("we're done here, stow the welder and go home")).toEqual([releaseAndHome]));
  it('"in reverse order" turns the places round, never typo-read as "release"', () =>
    expect(paint("dry every booth in reverse order")).toEqual([
      dry("Booth_3"),
      dry("Booth_2"),
      dry("Booth_1"),
    ]));
  it('"the safe one" is not safe position 1', () =>
    expect(stepsOf("go to the safe one")).toMatch(/^unknown/));
});

describe("a number written with a period before a place noun is an ordinal", () => {
  it.each([
    ["please make the welding at the 1. position", [weld("Pos_1")]],
    ["camera on, then check 3. position", [attach("Camera"), inspect("Pos_3")]],
    ["go to the 2. safe position", [move("Safe_Pos_2")]],
  ])("%s (one step per place, never two)", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => expect(paint("prime the 2. booth")).toEqual([prime("Booth_2")]));
  it("a period after a number that ends a sentence still ends it", () =>
    expect(stepsOf("weld 2. Then go home.")).toEqual([weld("Pos_2"), move("Home")]));
});

describe("a tool's own home is its stand; the arm's is the home position", () => {
  it.each([
    ["Put the camera back to its base.", [release]],
    ["bring the welder back to its home please", [release]],
    ["put the camera back to its base and go home", [releaseAndHome]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("the arm sent to its home moves", () => {
    expect(stepsOf("take the robot back to its base")).toEqual([move("Home")]);
    expect(stepsOf("send the arm back to its home position")).toEqual([move("Home")]);
  });
  it("on the paint shop", () =>
    expect(paint("put the primer gun back to its home")).toEqual([{ action: "release_tool" }]));
});

describe("a header naming the next or a new ticket orders nothing itself", () => {
  it.each([
    ["next ticket: weld 2", [weld("Pos_2")]],
    ["new job - inspect 3", [inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () => expect(paint("next ticket: prime booth 1")).toEqual([prime("Booth_1")]));
});

describe('"once you have VERBed X, Y": the listener\'s own step first', () => {
  it.each([
    ["Once you've welded position 1, take a photo there.", [weld("Pos_1"), inspect("Pos_1")]],
    ["once you have welded 2, inspect it", [weld("Pos_2"), inspect("Pos_2")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("once you have primed booth 1, dry it")).toEqual([prime("Booth_1"), dry("Booth_1")]));
  it("waiting on the world is still asked", () =>
    expect(stepsOf("weld 1 once it cools")).toMatch(/^unknown: .*once/));
});

describe("a story about someone else beside the order orders nothing", () => {
  it.each([
    ["weld 2. my boss is watching", [weld("Pos_2")]],
    ["inspect 3, he says it is urgent", [inspect("Pos_3")]],
  ])("%s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("on the paint shop", () =>
    expect(paint("prime booth 1. my boss is watching")).toEqual([prime("Booth_1")]));
  it("a report that carries content is asked", () =>
    expect(stepsOf("weld 2. she said do 3 too")).toMatch(/^unknown: /));
});
