import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements, sceneWith, BLT, CLUB, VEGGIE } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * Taking an item out of a product said with the verbs of taking away ("take the cheese off",
 * "pull the tomato out of the club", "take out the meat") and the cell's removal verbs ("scrap",
 * "ditch", "nix", "86"): never read as adding. A verb of the dialect that does not add, said of an
 * item after a product ("toss the meat", "lift the cheese"), waits for review. On the sandwich
 * cell and its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
type Result = ReturnType<typeof interpret>;
const without = (layers: string[], item: string) => layers.filter((layer) => layer !== item);
const acts = (result: Result) => result !== null && result.sequence.length > 0;
const products = (result: Result) =>
  Object.values(placements(result))
    .map((layers) => layers.join(" "))
    .sort();
const sorted = (...layers: string[][]) => layers.map((l) => l.join(" ")).sort();
const renamedSorted = (...layers: string[][]) => layers.map((l) => renameText(l.join(" "))).sort();

describe("taking an item off or out of a product", () => {
  it("said after a count, it is taken out of every copy", () => {
    expect(products(interpret("three clubs, take the tomato off"))).toEqual(
      sorted(...[1, 2, 3].map(() => without(CLUB, "tomato"))),
    );
    expect(products(interpret("a blt, pull the lettuce out"))).toEqual(sorted(without(BLT, "lettuce")));
    expect(products(interpret("a veggie and take out the cheese"))).toEqual(
      sorted(without(VEGGIE, "cheese")),
    );
    expect(products(renamed("two veggies, take the rice off"))).toEqual(
      renamedSorted(without(VEGGIE, "cheese"), without(VEGGIE, "cheese")),
    );
  });

  it("said of one of them, it is taken out of that one", () => {
    expect(products(interpret("two blts, take the tomato off the first one"))).toEqual(
      sorted(without(BLT, "tomato"), BLT),
    );
    expect(products(renamed("two clubs, get the fish off the last one"))).toEqual(
      renamedSorted(CLUB, without(CLUB, "meat")),
    );
  });

  it("out of a product named with 'the': the stack on the table, or that product when none is", () => {
    expect(products(interpret("pull the cheese out of the veggie"))).toEqual(
      sorted(without(VEGGIE, "cheese")),
    );
    const live = interpret("take the lettuce out of the blt", {
      scene: sceneWith({ stacks: { assembly_fixture: BLT } }),
    });
    expect(live!.sequence[0].instruction).toBe("clear_assembly");
    expect(products(live)).toEqual(sorted(without(BLT, "lettuce")));
  });

  it("a product taken off a zone is never built there", () => {
    expect(acts(interpret("take the club off the left"))).toBe(false);
  });
});

describe("verbs of removal are never read as adding", () => {
  it("the cell's removal verbs take the item out", () => {
    expect(products(interpret("club, 86 the cheese"))).toEqual(sorted(without(CLUB, "cheese")));
    expect(products(interpret("a veggie, scrap the cheese"))).toEqual(sorted(without(VEGGIE, "cheese")));
    expect(products(interpret("blt, ditch lettuce"))).toEqual(sorted(without(BLT, "lettuce")));
    expect(products(interpret("one club but axe the meat"))).toEqual(sorted(without(CLUB, "meat")));
    expect(products(interpret("a veggie, throw out the tomato"))).toEqual(sorted(without(VEGGIE, "tomato")));
    expect(products(renamed("a club, cut the ginger"))).toEqual(renamedSorted(without(CLUB, "tomato")));
    expect(products(renamed("veggie, lose the rice"))).toEqual(renamedSorted(without(VEGGIE, "cheese")));
  });

  it("a verb that does not add, said of an item after a product, waits", () => {
    for (const text of [
      "a veggie, toss the meat",
      "a veggie, drop meat",
      "a cheese sandwich, lift the tomato",
    ])
      expect(acts(interpret(text))).toBe(false);
    expect(acts(renamed("a veggie, throw the fish"))).toBe(false);
    // With a particle of placing, the same verbs add.
    expect(products(interpret("a veggie, toss some meat on"))).toEqual(
      sorted(["bread", "lettuce", "tomato", "cheese", "meat", "bread"]),
    );
  });
});
