import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { BLT, CHEESE, CLUB, interpret, layers, placements } from "../assembly/support/interpret.js";
import { renameBack, renamedInterpreter } from "../assembly/support/renamed-cell.js";
import { attach, inspect, move, paint, release, routine, stepsOf, weld } from "./support.js";

/*
 * Talk an operator wraps around an order, read by the shared core for both dialects and every cell:
 * written step markers, contractions written without their apostrophe, words of address.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamedCell = renamedInterpreter(temp.dir);
/** The renamed cell's placements, its item names said back in the demo cell's words. */
const renamed = (text: string) =>
  Object.fromEntries(
    Object.entries(placements(renamedCell(text))).map(([zone, items]) => [zone, items.map(renameBack)]),
  );

describe("written step markers number steps, never places", () => {
  it("reads '1) … 2) …', '(a) … (b) …' and '1. … 2. …' as steps on the graph cells", () => {
    expect(stepsOf("1) weld pos 2 2) take a photo of pos 2 3) home")).toEqual([
      weld("Pos_2"),
      inspect("Pos_2"),
      move("Home"),
    ]);
    expect(stepsOf("(a) attach the welder (b) weld 1")).toEqual([attach("Welder"), weld("Pos_1")]);
    expect(stepsOf("Do this: 1) inspect 3 2) inspect 1")).toEqual([inspect("Pos_3"), inspect("Pos_1")]);
    expect(paint("1. Prime booth 2. 2. Go home.")).toEqual([routine("prime", "Booth_2"), move("Home")]);
    expect(paint("a) mask booth 3 b) back to home")).toEqual([
      routine("apply_mask", "Booth_3"),
      move("Home"),
    ]);
  });

  it("reads them as steps on the assembly cells, the renamed one too", () => {
    expect(placements(interpret("1) bread 2) cheese 3) bread, on the right"))).toEqual({
      assembly_right: CHEESE,
    });
    expect(placements(interpret("(a) a club on the left (b) a BLT on the right"))).toEqual({
      assembly_left: CLUB,
      assembly_right: BLT,
    });
    expect(renamed("1. A club on the left. 2. A BLT on the right.")).toEqual({
      assembly_left: CLUB,
      assembly_right: BLT,
    });
  });

  it("leaves numbers that do not count steps from the first as they are", () => {
    expect(stepsOf("inspect (pos 1 and 2) then home")).toEqual([
      inspect("Pos_1"),
      inspect("Pos_2"),
      move("Home"),
    ]);
  });
});

describe("contractions written without the apostrophe", () => {
  it("are the contraction on the graph cells", () => {
    expect(stepsOf("dont inspect 2, only 1 and 3")).toEqual([inspect("Pos_1"), inspect("Pos_3")]);
    expect(stepsOf("thats all for now, take the welder off")).toEqual([release]);
    expect(stepsOf("weld 2 and im done")).toEqual(stepsOf("weld 2 and i'm done"));
    expect(paint("ok thats it, go home")).toEqual([move("Home")]);
    expect(paint("lets prime booth 1")).toEqual([routine("prime", "Booth_1")]);
  });

  it("read the same on the assembly cells", () => {
    expect(layers(interpret("a BLT and thats it"))).toEqual(BLT);
    expect(renamed("lets do a cheese sandwich on the left")).toEqual({ assembly_left: CHEESE });
  });
});

describe("words of address around an order", () => {
  it("are talk on every cell", () => {
    expect(stepsOf("Sir, weld position 2 also.")).toEqual([weld("Pos_2")]);
    expect(stepsOf("inspect 3, madam")).toEqual([inspect("Pos_3")]);
    expect(paint("Ma'am, please mask booth 1.")).toEqual([routine("apply_mask", "Booth_1")]);
    expect(layers(interpret("Sir, one club please"))).toEqual(CLUB);
    expect(renamed("a BLT on the left, sir")).toEqual({ assembly_left: BLT });
  });
});

describe("a header before the order", () => {
  it("is talk on the graph cells when it holds no word that could instruct", () => {
    expect(stepsOf("Job 4471: tack pos 1")).toEqual([weld("Pos_1")]);
    expect(stepsOf("Day shift - inspect 2 and 3")).toEqual([inspect("Pos_2"), inspect("Pos_3")]);
    expect(stepsOf("For the weekly audit: take a photo of 1")).toEqual(stepsOf("take a photo of 1"));
    expect(stepsOf("Quality note, inspect 3 please")).toEqual([inspect("Pos_3")]);
    expect(paint("Urgent: prime booth 2 then go home")).toEqual([routine("prime", "Booth_2"), move("Home")]);
    expect(paint("request 7, mask booth 1")).toEqual([routine("apply_mask", "Booth_1")]);
  });

  it("is no header when it holds a cell word, an action or a time", () => {
    // "Weld 2:" names what to do; "for the morning" says when.
    expect(stepsOf("Weld 2: then inspect it")).toEqual([weld("Pos_2"), inspect("Pos_2")]);
    expect(paint("for the morning - mask booth 1")).toBe("asked");
  });

  it("is talk on the assembly cells, several headed orders in one line too", () => {
    expect(layers(interpret("Job 12: a BLT, hold the tomato"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(placements(interpret("table 4 veggie on the left, table 5 BLT on the right"))).toEqual({
      assembly_left: ["bread", "lettuce", "tomato", "cheese", "bread"],
      assembly_right: BLT,
    });
    expect(renamed("Office party priority: a club on the right")).toEqual({ assembly_right: CLUB });
    expect(renamed("request 3 - cheese sandwich, left side")).toEqual({ assembly_left: CHEESE });
  });
});
