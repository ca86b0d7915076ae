import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, sceneWith } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A thing returned to its own place, for every assembly cell (the renamed cell too): "put back
 * ITEM" said with its place ("to his place", "in her spot", "back") returns the held tile to its
 * stack; it never adds the item.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a verb of returning with the item after 'back'", () => {
  it("returns the held tile, whatever the possessive of its place", () => {
    const holding = sceneWith({ holding: "meat" });
    for (const said of [
      "put back the ham to her spot",
      "bring back the bacon in its place",
      "place back that meat back",
      "put back the turkey",
    ])
      expect(instructions(interpret(said, { scene: holding }))).toEqual(["return_to_stack"]);
    expect(instructions(renamed("please put back the rice to their spot"))).toEqual(["return_to_stack"]);
    expect(instructions(renamed("bring back the fish to his place, then go home"))).toEqual([
      "return_to_stack",
      "go_home",
    ]);
  });
});
