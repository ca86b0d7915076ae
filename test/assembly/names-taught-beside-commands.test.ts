import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { saveLearnedComposite } from "../../src/assembly/assembly-pipeline.js";
import type { AssemblyCellContext } from "../../src/assembly/assembly-pipeline.js";
import { CLUB, interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A name taught in a command that says more after the name: the name ends where the name ends
 * (a command after it is a command, never part of the name), and what is saved under it is only
 * what it names. Checked on the sandwich cell and on its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const saved = (result: ReturnType<typeof interpret>) =>
  (result?.composite_sequence ?? result?.sequence ?? []).map((step) => step.params.item);

describe("a name said before a command of its own", () => {
  it.each([
    ["save bread, cheese, bread as melt and make a melt on the left and a club on the right", "melt"],
    ["store bread, ham, bread as the simple and build a club on the right", "simple"],
    ["remember bread, lettuce, bread as the green one, then make a blt", "green_one"],
  ])("%s: the name is %s; whether its layers are made too is not said, so it waits", (said, name) => {
    const result = interpret(said);
    expect(result?.composite_name).toBe(name);
    expect(result?.sequence).toEqual([]);
    expect(result?.account?.unexplained.length).toBeGreaterThan(0);
  });
  it.each([
    [
      "bread, cheese, bread, call it the melt and then make a club on the right",
      "melt",
      ["bread", "cheese", "bread"],
    ],
    ["make a blt and call it lunch, then go home", "lunch", ["bread", "meat", "lettuce", "tomato", "bread"]],
    [
      "bread, ham, bread, remember that as the simple and build a club on the left",
      "simple",
      ["bread", "meat", "bread"],
    ],
  ])("%s: the name is %s and saves only its own layers", (said, name, own) => {
    const result = interpret(said);
    expect(result?.composite_name).toBe(name);
    expect(saved(result)).toEqual(own);
    expect(result?.sequence.length).toBeGreaterThan(own.length);
  });
  it("a name used again after its layers saves only them", () => {
    const result = interpret("bread, cheese, bread, save it as the melt, then make a melt on the right");
    expect(Object.values(placements(result))).toEqual([
      ["bread", "cheese", "bread"],
      ["bread", "cheese", "bread"],
    ]);
    expect(saved(result)).toEqual(["bread", "cheese", "bread"]);
  });
  it("a name for the previous command with another command after it waits", () => {
    const result = interpret("call it the melt and make a club");
    expect(result?.composite_name).toBeNull();
    expect(result?.sequence).toEqual([]);
  });
});

describe("a name with 'and' in it, and layers after the name, stay the name's", () => {
  it.each([
    ["save bread, ham, cheese, bread as the ham and cheese", "ham_and_cheese"],
    ["remember bread, meat, bread as surf and turf", "surf_and_turf"],
  ])("%s", (said, name) => {
    const result = interpret(said);
    expect(result?.composite_name).toBe(name);
    expect(result?.composite_sequence).toBeUndefined();
  });
  it("layers after a name with 'then' are its layers", () => {
    const result = interpret("save this as snack: bread, then tomato, then bread");
    expect(result?.composite_name).toBe("snack");
    expect(layers(result)).toEqual(["bread", "tomato", "bread"]);
    expect(result?.composite_sequence).toBeUndefined();
  });
});

describe("what is saved", () => {
  it("is the composite's own sequence when the command does more", async () => {
    const result = interpret("bread, cheese, bread, call it the melt and then make a club on the right");
    const learned: unknown[] = [];
    const context = {
      memoryStore: { learn: async (composite: unknown) => void learned.push(composite) },
    } as unknown as AssemblyCellContext;
    expect(await saveLearnedComposite(result!, context, "…")).toBe(true);
    expect(learned).toMatchObject([{ name: "melt", sequence: result?.composite_sequence }]);
    expect(placements(result)).toMatchObject({ assembly_right: CLUB });
  });
});

describe("on the renamed cell", () => {
  it("the name ends where the name ends", () => {
    const result = renamed(
      "save bread, meat, bread as tom and make a tom on the left and a club on the right",
    );
    expect(result?.composite_name).toBe("tom");
    expect(result?.sequence).toEqual([]);
  });
  it("and saves only its own layers", () =>
    expect(saved(renamed("bread, rice, bread, call it the melt and then make a club on the right"))).toEqual([
      "wafer",
      "rice",
      "wafer",
    ]));
});
