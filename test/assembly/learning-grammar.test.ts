import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileOf, generateGrammar } from "../../scripts/generate-grammar.mjs";
import { detectLearning, unnamedSaveAt } from "../../src/assembly/detect-learning.js";
import { normalizeCommand } from "../../src/assembly/normalize-command.js";
import { cell, interpret, layers } from "./support/interpret.js";

const isLayer = (word: string) => cell.itemNames.includes(word);
/** The learning frame the grammar reads in a command, as the interpreter normalises it. */
const frame = (text: string) => detectLearning(normalizeCommand(text), isLayer);

describe("learning frames grammar", () => {
  it("names the command before 'call' or 'remember … as', with the thing named in any of its words", () => {
    expect(frame("make a blt and call that one the tower")).toEqual({
      name: "tower",
      alias: "tower",
      body: "make a blt",
      kind: "name",
    });
    // "that one" then nothing: the reading falls back to "that", so the name is "one".
    expect(frame("make a blt and call that one")).toMatchObject({ name: "one", body: "make a blt" });
    expect(frame("make a blt, then call it as the big one")).toMatchObject({
      name: "big_one",
      body: "make a blt , then",
    });
    expect(frame("make a club and remember it under lunch")).toMatchObject({
      name: "lunch",
      body: "make a club",
    });
    expect(frame("recall it x")).toBeNull();
  });

  it("reads a name that carries its own layers, after a colon or run on", () => {
    expect(frame("save this as snack: bread, tomato, bread")).toMatchObject({
      name: "snack",
      body: "bread , tomato , bread",
    });
    expect(frame("save this as snack bread tomato bread")).toMatchObject({
      name: "snack",
      body: "bread tomato bread",
    });
    expect(frame("remember bread, meat, bread as the simple as well")).toMatchObject({
      name: "simple_as_well",
      body: "bread , meat , bread",
    });
  });

  it("gives way to the next frame when a frame names nothing but filler", () => {
    expect(frame("call it please")).toBeNull();
    expect(frame("call it please, remember it as snack")).toMatchObject({ name: "snack", body: "call it" });
  });

  it("reads 'this is my …', 'when I say …', '… every time I say …' as names and aliases", () => {
    expect(frame("this one will be the special")).toMatchObject({ name: "special", body: "", kind: "name" });
    expect(frame("this is great")).toBeNull();
    expect(frame("when i say lunch, make a blt")).toEqual({
      name: "lunch",
      alias: "lunch",
      body: "make a blt",
      kind: "alias",
    });
    expect(frame("from now on if i say go that means go home")).toMatchObject({
      alias: "go",
      body: "go home",
    });
    expect(frame("make a blt every time i say sandwich")).toMatchObject({
      name: "sandwich",
      body: "make a blt",
    });
  });

  it("reads definitions with 'teach' and 'means', trying the shorter lead-ins when the longer do not read", () => {
    expect(frame("teach you a new recipe: snack is bread, cheese, bread")).toMatchObject({
      name: "snack",
      body: "bread , cheese , bread",
      kind: "definition",
    });
    expect(frame("teach you is x")).toMatchObject({ name: "you", body: "x" });
    expect(frame("teach you , is x")).toBeNull();
    expect(frame("in future means x")).toMatchObject({ name: "in_future", body: "x" });
    expect(frame("from now on careful means slow speed")).toMatchObject({
      name: "careful",
      body: "slow speed",
    });
    // A name of more than four words (as said, with its article) is not a definition.
    expect(frame("big tasty club thing means a club")).toMatchObject({ name: "big_tasty_club_thing" });
    expect(frame("the big tasty club thing means a club")).toBeNull();
  });

  it("finds where a save with no name starts", () => {
    expect(unnamedSaveAt("make a veggie and save it")).toBe(13);
    expect(unnamedSaveAt("save it for later")).toBe(0);
    expect(unnamedSaveAt("save it now")).toBeNull();
    expect(interpret("make a veggie and save it")!.user_feedback).toMatch(/call that the/);
  });

  it("builds the layers a frame carries and learns them under its name", () => {
    const result = interpret("save this as snack: bread, tomato, bread")!;
    expect(layers(result)).toEqual(["bread", "tomato", "bread"]);
    expect(result.composite_name).toBe("snack");
  });

  it("is what Peggy generates from the grammar (run `npm run grammar` after changing it)", () => {
    expect(readFileSync(fileOf("learning", "js"), "utf8")).toBe(generateGrammar(".", "learning"));
  });
});
