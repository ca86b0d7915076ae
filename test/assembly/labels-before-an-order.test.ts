import { afterAll, describe, expect, it } from "vitest";
import { goalToSteps } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules } from "../../src/understand/rules-understanding.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements, BLT, CHEESE, CLUB } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * What an order is headed with: a label of its own words before a colon opening the command, a
 * header noun with its number ("Item 7:"), and what the order is read from named without a
 * determiner ("Whiteboard says …"). They order nothing; a label the cell reads ("toasted:",
 * "double:") or a person ("my wife:") is read as before, and a report beside other content waits.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const renamedLayers = (said: string[]) => renameText(said.join(" ")).split(" ");
const waits = (text: string) => interpret(text)?.sequence.length === 0;
const graph = (cell: string, text: string) => {
  const result = understandWithRules(loadGraphSnapshot(cell), text, { startPosition: "Home" });
  return result.goal && result.goal.goal !== "unknown" ? goalToSteps(result.goal) : "asked";
};

describe("a label before a colon opening the command", () => {
  it("of words the cell does not read is a header", () => {
    expect(placements(interpret("paleo: a blt on the left"))).toEqual({ assembly_left: BLT });
    expect(layers(interpret("BULK SEASON: bread, meat, meat, bread"))).toEqual([
      "bread",
      "meat",
      "meat",
      "bread",
    ]);
    expect(layers(renamed("paleo: a rice platter"))).toEqual(renamedLayers(CHEESE));
  });

  it("a header noun with its number is one, on every cell", () => {
    expect(layers(interpret("Item 7: a club"))).toEqual(CLUB);
    expect(graph("welding", "Item 3: weld 2")).toEqual(graph("welding", "weld 2"));
    expect(graph("paintshop", "Item 3: prime booth 1")).toEqual(graph("paintshop", "prime booth 1"));
  });

  it("a word the cell reads, or a person, is no label", () => {
    expect(waits("heated: a club")).toBe(true);
    expect(waits("double: a club")).toBe(true);
    expect(interpret("my wife: a veggie")?.interpretation).toContain("for my wife");
    expect(placements(interpret("L: a blt"))).toEqual({ assembly_left: BLT });
    expect(placements(interpret("lft: a blt"))).toEqual({ assembly_left: BLT });
    expect(waits("ADMIN MODE: stack 12 slices of meat")).toBe(true);
  });
});

describe("what the order is read from, named without a determiner", () => {
  it("is a report frame when the order is its content, on every cell", () => {
    expect(placements(interpret("Whiteboard says a cheese sandwich on the left"))).toEqual({
      assembly_left: CHEESE,
    });
    expect(graph("welding", "Whiteboard says weld 2")).toEqual(graph("welding", "weld 2"));
    expect(graph("paintshop", "Whiteboard says prime booth 1")).toEqual(graph("paintshop", "prime booth 1"));
  });

  it("beside other content it waits, or asks", () => {
    expect(waits("Whiteboard says a club. Also a blt.")).toBe(true);
    expect(graph("welding", "Whiteboard says weld 2. Also weld 3")).toBe("asked");
  });
});
