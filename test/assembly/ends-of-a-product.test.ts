import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * The ends of a product and the close of a list (read-build-end.ts): "no bread on top", "without the
 * top bread", "leave the top slice of bread off", "nothing on top" leave off the outer layer that
 * closes the product — never every layer of the outer item — and "… at the bottom" the one that
 * opens it; said after a layer list with no closing layer, "nothing on top" says the list is all.
 * "nothing other" closes an order as "nothing else" does; "only" before a list said after its zone
 * leads the list in ("… and on the left only bread and cheese"). For every assembly cell.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const understood = (result: ReturnType<typeof interpret>) =>
  (result?.account?.unexplained ?? []).length === 0;
const zonesOf = (result: ReturnType<typeof interpret>) => {
  const zones: Record<string, string[]> = {};
  let zone = "assembly_fixture";
  for (const step of result?.sequence ?? [])
    if (step.instruction === "set_active_zone") zone = String(step.params.zone);
    else if (step.instruction === "add_layer") (zones[zone] ??= []).push(String(step.params.item));
  return zones;
};

describe("an end of a product left off", () => {
  it("the top outer layer only", () => {
    for (const said of [
      "a cheese sandwich, no bread on top",
      "a cheese sandwich without the top bread",
      "cheese sandwich please, hold the top slice",
      "a cheese sandwich but leave the top slice of bread off",
      "one cheese sandwich with nothing on top",
    ]) {
      const result = interpret(said);
      expect(layers(result), said).toEqual(["bread", "cheese"]);
      expect(understood(result), said).toBe(true);
    }
    const platter = renamed("a veggie platter, keep the top wafer off");
    expect(layers(platter)).toEqual(["wafer", "seaweed", "ginger", "rice"]);
    expect(understood(platter)).toBe(true);
  });

  it("the bottom one, said so", () =>
    expect(layers(interpret("a blt, no bread at the bottom"))).toEqual([
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]));

  it("after a list with no closing layer, nothing on top is the list", () => {
    const result = interpret("bread, ham and cheese on the right, nothing on top");
    expect(zonesOf(result)).toEqual({ assembly_right: ["bread", "meat", "cheese"] });
    expect(understood(result)).toBe(true);
  });

  it("'nothing' no construction reads still waits", () => {
    expect(understood(interpret("a club, nothing"))).toBe(false);
    expect(understood(renamed("a club, nothing ginger"))).toBe(false);
  });
});

describe("the close and lead of a list", () => {
  it("'nothing other' closes it", () => {
    for (const said of ["Wafer, fish, wafer only. Nothing other.", "a fish platter and nothing other"])
      expect(understood(renamed(said)), said).toBe(true);
    expect(layers(interpret("bread, cheese, bread. Nothing other."))).toEqual(["bread", "cheese", "bread"]);
  });

  it("'only' before a list said after its zone", () => {
    const result = interpret("on the right a club, and on the left only bread and ham, nothing on top");
    expect(zonesOf(result)).toEqual({
      assembly_right: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
      assembly_left: ["bread", "meat"],
    });
    const platter = renamed("wafer, fish, wafer on the left and only rice on the right");
    expect(zonesOf(platter)).toEqual({ assembly_left: ["wafer", "fish", "wafer"], assembly_right: ["rice"] });
  });
});
