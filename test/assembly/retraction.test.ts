import { describe, expect, it } from "vitest";
import { retractionIn } from "../../src/assembly/retraction.js";

describe("a retraction said in a clause", () => {
  it("is found in every form, with what it was said of", () => {
    const said: Array<[string, string]> = [
      ["sorry i made a mistake earlier", "i made a mistake earlier"],
      ["oh made a mistake", "made a mistake"],
      ["my mistake", "my mistake"],
      ["my bad , cheese", "my bad"],
      ["oops", "oops"],
      ["whoops , put it back", "whoops"],
      ["that was wrong", "that was wrong"],
      ["thats wrong", "thats wrong"],
      ["that is wrong just now", "that is wrong just now"],
      ["we grabbed the wrong slice", "we grabbed the wrong slice"],
      ["you gave me the wrong ticket", "you gave me the wrong ticket"],
      ["wrong one", "wrong one"],
      ["that was a mistake", "that was a mistake"],
      ["i messed up", "messed up"],
      ["screwed up before", "screwed up before"],
      ["you got it wrong", "got it wrong"],
      ["i goofed", "i goofed"],
    ];
    for (const [text, found] of said) expect(retractionIn(text)?.[0], text).toBe(found);
  });

  it("is not found where none is said, nor inside another word", () => {
    for (const text of ["make a blt", "wrongly placed", "the bad tomato", "mistakes were made", "my badge"])
      expect(retractionIn(text), text).toBeNull();
  });
});
