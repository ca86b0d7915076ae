import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements, CLUB, VEGGIE, BLT } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * Several products in one order, and an edit aimed at some of them — by ordinal, zone, recipe,
 * "one of them" or "both" — said before the edit or after it, in the same sentence or the next:
 * the edit changes exactly the products aimed at. An aim that picks none of them, or several where
 * it meant one, waits for review. On the sandwich cell and its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const without = (layers: string[], item: string) => layers.filter((layer) => layer !== item);
const held = (result: ReturnType<typeof interpret>) =>
  result !== null && result.sequence.length === 0 && (result.held_sequence ?? []).length > 0;
/** The products built, sorted, as the judges' recipes_in_zones reads them. */
const products = (result: ReturnType<typeof interpret>) =>
  Object.values(placements(result))
    .map((layers) => layers.join(" "))
    .sort();
const sorted = (...layers: string[][]) => layers.map((l) => l.join(" ")).sort();
const renamedLayers = (layers: string[]) => renameText(layers.join(" ")).split(" ");

describe("an aim said before its edit", () => {
  it("an ordinal picks that copy of a counted product", () => {
    expect(products(interpret("make three clubs, the first one without tomato"))).toEqual(
      sorted(without(CLUB, "tomato"), CLUB, CLUB),
    );
    const last = interpret("two veggies, the last one with double cheese");
    expect(Object.values(placements(last)).at(-1)).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "cheese",
      "cheese",
      "bread",
    ]);
  });

  it("a zone with 'one' picks the product on that zone, also in the next sentence", () => {
    expect(
      placements(interpret("a club on the left and a club on the right. the right one no cheese")),
    ).toEqual({
      assembly_left: CLUB,
      assembly_right: without(CLUB, "cheese"),
    });
    expect(placements(renamed("Two clubs, left and right. The left one without ginger."))).toEqual({
      assembly_left: renamedLayers(without(CLUB, "tomato")),
      assembly_right: renamedLayers(CLUB),
    });
  });

  it("a possessive with no owner named is one of them", () => {
    expect(products(interpret("two clubs, his without tomato"))).toEqual(
      sorted(CLUB, without(CLUB, "tomato")),
    );
  });
});

describe("an aim said after its edit", () => {
  it("a zone with 'one' takes the edit said before it", () => {
    expect(placements(interpret("two blts on the left and right, extra bacon on the right one"))).toEqual({
      assembly_left: BLT,
      assembly_right: ["bread", "meat", "meat", "lettuce", "tomato", "bread"],
    });
  });

  it("a recipe said with 'the' is the product of that recipe, never a new one", () => {
    expect(
      placements(
        interpret("a club on the left and a veggie in the middle, and add extra lettuce to the club"),
      ),
    ).toEqual({
      assembly_left: ["bread", "meat", "cheese", "lettuce", "lettuce", "tomato", "bread"],
      assembly_fixture: VEGGIE,
    });
    expect(
      placements(renamed("a veggie on the right and a club on the left. Double rice in the veggie one.")),
    ).toEqual({
      assembly_right: renamedLayers(["bread", "lettuce", "tomato", "cheese", "cheese", "bread"]),
      assembly_left: renamedLayers(CLUB),
    });
  });

  it("'one of them' is the last of identical copies", () => {
    expect(products(interpret("two veggies and no lettuce on one of them"))).toEqual(
      sorted(VEGGIE, without(VEGGIE, "lettuce")),
    );
  });

  it("'both' takes the edit to every product listed", () => {
    expect(
      placements(interpret("a blt on the left and a veggie on the right, extra tomato on both")),
    ).toEqual({
      assembly_left: ["bread", "meat", "lettuce", "tomato", "tomato", "bread"],
      assembly_right: ["bread", "lettuce", "tomato", "tomato", "cheese", "bread"],
    });
  });
});

describe("'one' right after the products, said in one breath", () => {
  it("splits one off the count", () => {
    expect(products(interpret("three clubs one without cheese"))).toEqual(
      sorted(CLUB, CLUB, without(CLUB, "cheese")),
    );
    expect(products(renamed("make 2 blts one of em no seaweed"))).toEqual(
      sorted(renamedLayers(BLT), renamedLayers(without(BLT, "lettuce"))),
    );
  });
});

describe("an aim that picks no product, or several where one was meant, waits for review", () => {
  it.each([
    "two clubs, the third one without tomato",
    "a club on the left and a veggie on the right, no cheese on the middle one",
    "two veggies, the veggie without tomato",
    "a club and a blt, no tomato on one of them",
    "a club and a club, the one on the right without tomato",
  ])("%s", (text) => {
    expect(held(interpret(text))).toBe(true);
    expect(held(renamed(text))).toBe(true);
  });
});
