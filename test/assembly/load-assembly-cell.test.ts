import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { buildAssemblyCell, loadAssemblyCell } from "../../src/assembly/load-assembly-cell.js";
import { AssemblyCellFileSchema } from "../../src/contracts/assembly.js";
import { resolveCellPath, readCellKind } from "../../src/knowledge/cell-registry.js";
import { shortestPath } from "../../src/knowledge/shortest-path.js";
import { lineOf, makeTempDir, writeCellFile } from "../fixtures/temp-dir.js";

const sandwichText = () => readFileSync(resolveCellPath("sandwich"), "utf8");
let cleanup = () => {};
afterEach(() => cleanup());

describe("the sandwich cell file", () => {
  it("is an assembly cell with DESIGN's items, slots, zones, recipes and composites", () => {
    const cell = loadAssemblyCell("sandwich");
    expect(readCellKind(cell.path)).toBe("assembly");
    expect(cell.itemNames).toEqual(["bread", "meat", "cheese", "lettuce", "tomato"]);
    expect([...cell.slotOf.values()]).toEqual([
      "bread_slot",
      "meat_slot",
      "cheese_slot",
      "lettuce_slot",
      "tomato_slot",
    ]);
    expect(cell.zoneNames).toEqual(["assembly_fixture", "assembly_left", "assembly_right"]);
    expect(cell.zoneOf.get("assembly_center")).toBe("assembly_fixture");
    expect(cell.file.recipes.find((recipe) => recipe.name === "club")?.layers).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(cell.file.limits).toEqual({ max_layers_per_stack: 8, max_tiles_per_item: 5 });
    expect(cell.file.motion).toMatchObject({
      lift_clearance_cm: 5,
      drop_approach_cm: 3,
      tile_cm: 1,
      relative_move_cm: 1,
    });
    expect(cell.file.distance_words).toMatchObject({
      tiny: 0.3,
      "a bit": 0.5,
      "a little": 0.5,
      small: 0.5,
      large: 2,
      "a lot": 2,
      far: 2,
    });
  });

  it("reaches every location from home through its motion graph", () => {
    const cell = loadAssemblyCell("sandwich");
    for (const location of cell.snapshot.positions.keys()) {
      expect(shortestPath(cell.snapshot, "home", location).length, location).toBeGreaterThan(0);
    }
  });

  it("refuses a malformed file naming the file, the line and the field", () => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const text = sandwichText().replace("category: dairy", "category: sweets");
    const path = writeCellFile(temp.dir, "broken.cell.yaml", text);
    expect(() => loadAssemblyCell(path)).toThrow(
      new RegExp(`broken\\.cell\\.yaml:${lineOf(text, "category: sweets")}: items\\[2\\]\\.category`),
    );
  });

  it("refuses a recipe with an unknown item and a location that cannot be reached", () => {
    const file = AssemblyCellFileSchema.parse(parseYaml(sandwichText()));
    const badRecipe = {
      ...file,
      recipes: [...file.recipes, { name: "odd", layers: ["bread", "avocado"], words: [] }],
    };
    expect(() => buildAssemblyCell(badRecipe, "x.yaml")).toThrow(/layer 'avocado' is not an item/);
    const island = { ...file, moves: file.moves.filter((move) => !move.includes("tomato_slot")) };
    expect(() => buildAssemblyCell(island, "x.yaml")).toThrow(/tomato_slot' cannot be reached from home/);
  });
});
