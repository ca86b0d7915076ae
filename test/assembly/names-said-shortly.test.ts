import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Names said shortly or the other way round, for every assembly cell (the renamed cell too): a
 * direction clipped after a motion verb, "home" with a place noun, and "the PRODUCT of WORD" for a
 * recipe named "WORD PRODUCT".
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const moves = (result: ReturnType<typeof interpret>) =>
  (result?.sequence ?? []).map((s) => `${s.params.direction} ${s.params.distance_cm}`);

describe("a direction clipped after a motion verb", () => {
  it("is the one direction whose name the clip fits", () => {
    expect(moves(interpret("shift L 5 mm"))).toEqual(["left 0.5"]);
    expect(moves(interpret("move it dn a bit"))).toEqual(["down 0.5"]);
    expect(moves(renamed("nudge b 3cm"))).toEqual(["backward 3"]);
  });

  it("not after a motion verb it is no direction", () => {
    expect(instructions(interpret("b 3cm"))).not.toContain("move_relative");
  });
});

describe("'home' with a place noun", () => {
  it("goes home, the noun read", () => {
    expect(instructions(interpret("the home spot please"))).toEqual(["go_home"]);
    expect(interpret("back to home pos")?.account?.unexplained).toEqual([]);
    expect(instructions(renamed("a blt, then home location"))).toContain("go_home");
  });
});

describe("'the PRODUCT of WORD' for a recipe named 'WORD PRODUCT'", () => {
  it("is that recipe, plural or not", () => {
    expect(placements(interpret("the sandwich of vegetables on the right"))).toEqual({
      assembly_right: ["bread", "lettuce", "tomato", "cheese", "bread"],
    });
    expect(layers(renamed("I want a platter of vegetable"))).toEqual([
      "wafer",
      "seaweed",
      "ginger",
      "rice",
      "wafer",
    ]);
  });

  it("with items after 'of' it is still a sandwich of those items", () => {
    expect(layers(interpret("a sandwich of ham and tomato"))).toEqual(["bread", "meat", "tomato", "bread"]);
  });
});

describe("a distance said with a zone word", () => {
  it("is never a zone to work on", () => {
    expect(instructions(interpret("go over to the left stack 4 cm"))).not.toContain("set_active_zone");
    expect(instructions(renamed("shift to the right side a bit"))).toEqual(["move_relative"]);
    expect(instructions(interpret("switch to the right stack"))).toEqual(["set_active_zone"]);
  });
});
