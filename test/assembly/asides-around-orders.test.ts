import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers, placements, sceneWith } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Asides around an order on assembly cells (the shared frames are in
 * test/understand/asides-around-orders.test.ts): a retraction said first, a pace reason in any
 * degree, how long a speed holds, "could we …", and "would you like X", which orders nothing.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a retraction said before an order", () => {
  it("is a clause of its own: with nothing built or held, the order is what instead", () => {
    expect(placements(interpret("whoops, my bad - a veggie on the left please"))).toEqual({
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(layers(renamed("my mistake earlier, just a cheese platter"))).toEqual(["wafer", "rice", "wafer"]);
    expect(interpret("oops, a club")?.account?.unexplained).toEqual([]);
  });

  it("with layers built it still asks; a held tile goes back first", () => {
    const built = sceneWith({ stacks: { assembly_fixture: ["bread", "meat"] } });
    expect(interpret("oops, make a blt", { scene: built })?.sequence).toEqual([]);
    expect(
      instructions(interpret("my mistake, make a club", { scene: sceneWith({ holding: "ham" }) }))[0],
    ).toBe("return_to_stack");
  });

  it("said after the build it still asks what instead", () =>
    expect(interpret("make a blt, oops, my mistake")?.sequence).toEqual([]));

  it("the speaker's or the arm's deed with 'the wrong one' is the reason of a recovery", () => {
    expect(instructions(interpret("you picked the wrong one - put it back please"))).toEqual([
      "return_to_stack",
    ]);
    expect(interpret("put it back, I chose the wrong one")?.account?.unexplained).toEqual([]);
  });
});

describe("a pace reason in any degree, and how long a speed holds", () => {
  it("'in a bit of a rush', 'running a little late' are reasons of a change that agrees", () => {
    expect(instructions(interpret("we're running a little late, make a blt quickly"))[0]).toBe(
      "adjust_speed",
    );
    expect(
      interpret("I'm in a real hurry - could you hurry up and make a veggie")?.account?.unexplained,
    ).toEqual([]);
  });

  it("'for the next few builds' beside a speed is talk; beside a build it is held", () => {
    expect(interpret("please go faster for the next couple of orders")?.sequence).toEqual([
      { instruction: "adjust_speed", params: { level: "fast" } },
    ]);
    expect(renamed("slow down for the next 3 platters")?.sequence).toEqual([
      { instruction: "adjust_speed", params: { level: "slow" } },
    ]);
    expect(interpret("add ham for the next few builds")?.account?.unexplained).not.toEqual([]);
  });
});

describe("requests with the speaker in them, and wishes asked of the listener", () => {
  it("'could we / can we …' orders", () => {
    expect(instructions(interpret("can we begin again please"))).toEqual(["clear_assembly", "go_home"]);
    expect(layers(renamed("could we do a cheese platter"))).toEqual(["wafer", "rice", "wafer"]);
  });

  it("'would you like X' asks the listener and orders nothing; 'would you (like to) make X' orders", () => {
    for (const text of ["would you like some cheese?", "Would you like ham", "would you prefer the tomato"])
      expect(interpret(text)?.sequence, text).toEqual([]);
    expect(renamed("would you like ginger")?.sequence).toEqual([]);
    expect(layers(interpret("would you add tomato"))).toEqual(["tomato"]);
    expect(layers(interpret("would you like to stack bread and cheese"))).toEqual(["bread", "cheese"]);
  });
});
