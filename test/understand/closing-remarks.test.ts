import { describe, expect, it } from "vitest";
import { interpret, layers } from "../assembly/support/interpret.js";
import { move, paint, release, releaseAndHome, routine, stepsOf, weld } from "./support.js";

/*
 * Being done, said around an order (remark-sentences.ts, discourse-grammar.peggy): "we're finished
 * with it", "today is finish" and "… and that's it" are remarks; being done is an order only where
 * the cell file makes its words one ("we are done": put the tool away and go home), the spoken
 * "were" of "we're" included.
 */
describe("being done with a thing or the day is a remark", () => {
  it("welding", () => {
    expect(stepsOf("Weld 2, we're finished with it.")).toEqual([weld("Pos_2")]);
    expect(stepsOf("today is finished, go home")).toEqual([move("Home")]);
  });

  it("paint shop", () => {
    expect(paint("Put the spray gun back. I think we're finished with it.")).toEqual([release]);
    expect(paint("Today is finish, go home.")).toEqual([move("Home")]);
  });

  it("a thing of the cell in it keeps it from being a remark", () =>
    expect(stepsOf("We're finished with the camera, put it back")).toMatch(/^unknown: /));
});

describe("the cell file's closing words order, said as spoken", () => {
  it("'were done' is 'we're done'", () => {
    expect(stepsOf("ok were done for the day")).toEqual([releaseAndHome]);
    expect(paint("so were done for the day, thank you")).toEqual([releaseAndHome]);
  });
});

describe("'and that's it' closes an order", () => {
  it.each([
    ["inspect three and that is all for now", "welding"],
    ["dry booth 1 and thats everything", "paintshop"],
  ])("%s", (text, cell) =>
    expect(cell === "welding" ? stepsOf(text) : paint(text)).toEqual(
      cell === "welding"
        ? [{ action: "routine", routine: "camera_inspection", position: "Pos_3" }]
        : [routine("dry", "Booth_1")],
    ),
  );
  it("assembly", () =>
    expect(layers(interpret("a cheese sandwich and that's all for now"))).toEqual([
      "bread",
      "cheese",
      "bread",
    ]));
});
