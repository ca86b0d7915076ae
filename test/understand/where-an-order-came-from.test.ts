import { describe, expect, it } from "vitest";
import { interpret, layers, CLUB } from "../assembly/support/interpret.js";
import { inspect, paint, routine, stepsOf, weld } from "./support.js";

/**
 * A sentence saying where an order came from ("my supervisor asked for it", "that's what the
 * sheet says") orders nothing, in both dialects; one that carries content of its own still asks.
 */
describe("where an order came from, said of it", () => {
  it("adds nothing to the order on the graph cells", () => {
    expect(stepsOf("weld 1 please. my foreman asked for it")).toEqual([weld("Pos_1")]);
    expect(stepsOf("inspect 3, thats what the sheet says")).toEqual([inspect("Pos_3")]);
    expect(paint("spray booth 2. she wanted it today")).toEqual([routine("spray_paint", "Booth_2")]);
  });

  it("adds nothing to an order on the assembly cell", () => {
    expect(layers(interpret("a club please. my wife asked for it"))).toEqual(CLUB);
  });

  it("asks when the report carries content of its own", () => {
    expect(stepsOf("weld 1. that is what he wants at 2")).toMatch(/^unknown: /);
  });
});
