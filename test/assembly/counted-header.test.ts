import { describe, expect, it } from "vitest";
import { interpret } from "./support/interpret.js";

const sandwiches = (text: string) =>
  interpret(text)
    ?.interpretation.split("; ")
    .map((part) => part.split(" ")[0]);

/** A count said with the product noun counts the one recipe that follows it. */
describe("a counted header", () => {
  it("counts a single recipe said after it, in either order", () => {
    expect(sandwiches("two sandwich veggie please")).toEqual(["veggie", "veggie"]);
    expect(sandwiches("make 2 sandwiches, a club")).toEqual(["club", "club"]);
  });

  it("is only a header when it lists as many recipes as it counts", () => {
    expect(sandwiches("make two sandwiches: a club and a veggie")).toEqual(["club", "veggie"]);
    expect(sandwiches("make a sandwich, a club")).toEqual(["club"]);
  });
});
