import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Where a product goes, said against where it does not, and said gladly (read-build-scope.ts
 * `notZone`): "only on the right side, not in the middle" puts it on the right — the zone after
 * "not" is no second product. Said with no zone of the product, or against the zone said, it waits.
 * "gladly" (a speaker's "please", Danish and Swedish "gerne") is politeness. Every assembly cell.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const understood = (result: ReturnType<typeof interpret>) =>
  (result?.account?.unexplained ?? []).length === 0;
const zonesOf = (result: ReturnType<typeof interpret>) => {
  const zones: Record<string, number> = {};
  let zone = "assembly_fixture";
  for (const step of result?.sequence ?? [])
    if (step.instruction === "set_active_zone") zone = String(step.params.zone);
    else if (step.instruction === "add_layer") zones[zone] = (zones[zone] ?? 0) + 1;
  return Object.keys(zones);
};

describe("a zone said with 'not' beside the product's zone", () => {
  it("is where it does not go", () => {
    for (const said of [
      "a club on the left, not on the right",
      "make a veggie on the left side and not in the middle please",
      "a BLT to the left, but not the right",
    ]) {
      const result = interpret(said);
      expect(zonesOf(result), said).toEqual(["assembly_left"]);
      expect(understood(result), said).toBe(true);
    }
    const platter = renamed("a platter of rice, only on the left, not in the middle");
    expect(zonesOf(platter)).toEqual(["assembly_left"]);
    expect(understood(platter)).toBe(true);
  });

  it("with no zone of the product, or the same one, waits", () => {
    expect(understood(interpret("a club, not on the left"))).toBe(false);
    expect(understood(renamed("a fish platter on the right, not on the right"))).toBe(false);
  });
});

describe("'gladly' is politeness", () => {
  it("before a zone said in a sentence of its own, or an edit", () => {
    const result = renamed("Could you make a rice platter? Gladly on the left side.");
    expect(zonesOf(result)).toEqual(["assembly_left"]);
    expect(understood(result)).toBe(true);
    expect(understood(interpret("a club, gladly with extra ham"))).toBe(true);
  });
});
