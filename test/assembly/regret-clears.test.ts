import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Clearing said as regret: a start over or clear with its reason beside it — whoever changed whose
 * mind ("she changed her mind"), a redo ("we'll redo it") — or an interjection before it ("argh,
 * scratch that, start over"), which takes nothing back. A place noun after a zone word ("the left
 * tray") is the zone. For every assembly cell (the renamed one too).
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const understood = (result: ReturnType<typeof interpret>) =>
  (result?.account?.unexplained ?? []).length === 0;

describe("a clear said with its reason", () => {
  it("reads anyone's change of mind as the reason", () => {
    for (const said of [
      "she changed her mind, clear the right",
      "the guest changed their mind - start over",
    ]) {
      const result = interpret(said);
      expect(instructions(result), said).toContain("clear_assembly");
      expect(understood(result), said).toBe(true);
    }
    const result = renamed("scrap the platter on the right, they changed their minds");
    expect(instructions(result)).toEqual(["set_active_zone", "clear_assembly"]);
    expect(understood(result)).toBe(true);
  });

  it("reads a redo as the reason, and a place noun after a zone word as the zone", () => {
    const result = interpret("clear the right tray, we'll redo it");
    expect(result?.sequence).toEqual([
      { instruction: "set_active_zone", params: { zone: "assembly_right" } },
      { instruction: "clear_assembly", params: {} },
    ]);
    expect(understood(result)).toBe(true);
    expect(understood(renamed("empty the middle tray, I'm remaking that one"))).toBe(true);
  });
});

describe("an interjection before a take-back", () => {
  it("takes nothing back: the start over is done", () => {
    for (const said of ["argh, scratch that, start over", "ugh forget it"]) {
      const result = interpret(said);
      expect(instructions(result), said).toEqual(["clear_assembly", "go_home"]);
      expect(understood(result), said).toBe(true);
    }
  });
});
