import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A reason said after the edit it explains (read-build-reason.ts): its subject a person or an item
 * the edit named, naming nothing else of the cell, no wish and no verb of the dialect — it orders
 * nothing. "substitute A for B" is said both ways round: on a product that holds B and not A, the
 * B is what goes (apply-operations.ts); "swap" keeps its one reading.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a reason after the edit it explains", () => {
  it("with a person or the edited item as its subject, orders nothing", () => {
    expect(layers(interpret("a club, no tomato, tomato gives me a rash"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("a BLT, hold the lettuce, Maria never eats it"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a club, no ginger, ginger upsets my stomach"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "seaweed",
      "wafer",
    ]);
  });

  it("naming another item, a wish or no edit before it, it waits", () => {
    expect(interpret("a club, no tomato, cheese gives me a rash")?.sequence).toEqual([]);
    expect(interpret("a club, no tomato, Maria likes lettuce")?.sequence).toEqual([]);
    expect(interpret("a club, tomato gives me a rash")?.sequence).toEqual([]);
  });
});

describe("substitute said either way round", () => {
  it("takes out the one the product holds", () => {
    expect(layers(interpret("a veggie, substitute the lettuce for ham"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(layers(interpret("a veggie, sub the tomato for turkey"))).toEqual([
      "bread",
      "lettuce",
      "meat",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("a veggie, substitute the rice for fish"))).not.toContain("rice");
  });

  it("holding both, or said with swap, it keeps its one reading", () => {
    expect(layers(interpret("a club, substitute the tomato for cheese"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a blt, swap the cheese for tomato"))).not.toContain("cheese");
  });
});
