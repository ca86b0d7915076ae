import { describe, expect, it } from "vitest";
import { asks, paint, release, releaseAndHome, stepsOf } from "./support.js";

/*
 * The tool on the robot described by the attaching verb (held-tool.ts), on both graph cells.
 */
describe("the tool described as mounted is the tool held", () => {
  it.each([
    ["stow the attached tool, then go home", [releaseAndHome]],
    ["put away the tool now attached", [release]],
    ["unload the tool currently loaded and go home", [releaseAndHome]],
  ])("welding: %s", (text, expected) => expect(stepsOf(text)).toEqual(expected));
  it("paint shop", () => expect(paint("put away the tool currently attached")).toEqual([release]));
  it("attaching 'the tool' still asks which", () => asks("mount the tool"));
});
