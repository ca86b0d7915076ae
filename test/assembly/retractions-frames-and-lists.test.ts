import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { instructions, interpret, layers, placements, sceneWith } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * Constructions sandwich.blind5 / blind3 and the generated set showed missing, each written once
 * for every assembly cell (several tested on the renamed cell too), with phrasings other than the
 * sets' and near misses that must still ask or be held.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const unexplained = (text: string) => interpret(text)?.account?.unexplained ?? [];
const built = sceneWith({ stacks: { assembly_fixture: ["bread", "meat", "cheese", "bread"] } });

describe("a retraction with nothing instead", () => {
  it("asks before it undoes built layers; the held tile still goes back", () => {
    for (const text of ["whoops, that's wrong", "my bad", "I made a mistake"]) {
      const result = interpret(text, { scene: built });
      expect(result?.sequence, text).toEqual([]);
      expect(result?.user_feedback, text).toMatch(/What was wrong/);
    }
    expect(instructions(interpret("my bad", { scene: { ...built, holding: "cheese" } }))).toEqual([
      "return_to_stack",
    ]);
    // Said outright, the clear is done.
    expect(instructions(interpret("start over", { scene: built }))).toEqual(["clear_assembly", "go_home"]);
  });

  it("taking back the build of the same command asks what instead", () => {
    for (const text of ["make a club, whoops, my mistake", "a veggie on the left. oops, wrong sandwich"])
      expect(interpret(text)?.sequence, text).toEqual([]);
  });
});

describe("time said around an instruction", () => {
  it("'before I forget,' / 'before we wrap up,' leaves the instruction as said", () => {
    const plain = layers(interpret("make a club. add tomato"));
    for (const text of [
      "make a club. before I forget, add tomato",
      "make a club. Before we wrap up, add tomato",
    ])
      expect(layers(interpret(text)), text).toEqual(plain);
    expect(layers(renamed("make a club. before you finish, add tomato"))).toEqual(
      layers(renamed("make a club. add tomato")),
    );
  });

  it("'before you go home' keeps its order: the instruction, then home", () => {
    expect(instructions(interpret("before you go home, add some ham"))).toEqual(["add_layer", "go_home"]);
  });

  it("'when you're done' / 'once you've finished' is then; a return home run on into a build is held", () => {
    for (const text of [
      "make a veggie and once you've finished go home",
      "a club, and after you're done head home",
    ])
      expect(instructions(interpret(text)).slice(-1), text).toEqual(["go_home"]);
    expect(unexplained("add ham go home")).toContain("home");
    expect(interpret("make a veggie then go home add ham")?.sequence).toEqual([]);
  });
});

describe("talk around a command", () => {
  it("an apology after talk, words of address at the ends, a vocative after a greeting", () => {
    const holding = { scene: sceneWith({ holding: "tomato" }) };
    expect(instructions(interpret("Hello. I'm really sorry, could you put it back?", holding))).toEqual([
      "return_to_stack",
    ]);
    for (const text of [
      "hey mate make a veggie",
      "make a veggie pal",
      "Morning, lovely machine! A veggie please.",
    ])
      expect(layers(interpret(text)), text).toEqual(["bread", "lettuce", "tomato", "cheese", "bread"]);
    // After something said, "I'm sorry" still corrects it.
    expect(layers(interpret("add ham, I'm sorry, tomato"))).toEqual(["tomato"]);
  });

  it("what the speaker is orders nothing; 'I like it' copies nothing", () => {
    expect(layers(interpret("We're vegetarian. Make a veggie."))).toEqual(layers(interpret("make a veggie")));
    expect(interpret("make a club. I like it")?.sequence.length).toBe(6);
  });

  it("'is possible to' (non-native), 'that is enough', 'like I said'", () => {
    expect(placements(interpret("is possible to make a club on the left"))).toEqual({
      assembly_left: ["bread", "meat", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(layers(interpret("a cheese sandwich, that is enough"))).toEqual(["bread", "cheese", "bread"]);
    expect(layers(interpret("like I said, a veggie"))).toEqual(layers(interpret("a veggie")));
  });
});

describe("terse and colloquial forms", () => {
  it("written shorthands of the edit words", () => {
    expect(layers(interpret("a veggie dbl tomato"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "tomato",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("a club w/o cheese"))).toEqual(["wafer", "fish", "seaweed", "ginger", "wafer"]);
  });

  it("a zone as its letter after a sandwich; 'pop' puts or goes", () => {
    expect(Object.keys(placements(interpret("blt L, cheese sandwich R")))).toEqual([
      "assembly_left",
      "assembly_right",
    ]);
    expect(Object.keys(placements(renamed("veggie R")))).toEqual(["assembly_right"]);
    expect(placements(interpret("pop some tomato on the left"))).toEqual({ assembly_left: ["tomato"] });
    expect(instructions(interpret("make a blt, then pop back home")).slice(-1)).toEqual(["go_home"]);
  });

  it("in a list of sandwiches each with its zone, an item named like a recipe is that recipe", () => {
    expect(placements(interpret("blt right, cheese left"))).toEqual({
      assembly_right: ["bread", "meat", "lettuce", "tomato", "bread"],
      assembly_left: ["bread", "cheese", "bread"],
    });
  });

  it("'half a metre' is half of one unit", () => {
    expect(interpret("move left half a meter")?.sequence).toEqual([]);
    expect(interpret("wait half a minute")?.sequence).toEqual([
      { instruction: "wait", params: { seconds: 30 } },
    ]);
  });

  it("'a lot of X' doubles it", () => {
    expect(layers(interpret("a blt with a lot of lettuce"))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "lettuce",
      "tomato",
      "bread",
    ]);
  });
});

describe("lists, counts and contrasts", () => {
  it("a sandwich named by its noun keeps every filling said", () => {
    expect(layers(interpret("a sandwich with ham, tomato and ham"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "meat",
      "bread",
    ]);
    expect(layers(renamed("a sandwich: bread, cheese, cheese, bread"))).toEqual([
      "wafer",
      "rice",
      "rice",
      "wafer",
    ]);
    expect(layers(interpret("a sandwich of ham but the bread is a roll"))).toEqual([
      "bread",
      "meat",
      "bread",
    ]);
  });

  it("a unit 'of' its item is one layer; 'another slice of X' is one more layer", () => {
    expect(layers(interpret("bread, two leaves of lettuce, bread"))).toEqual([
      "bread",
      "lettuce",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("bread, cheese and another slice of bread"))).toEqual([
      "bread",
      "cheese",
      "bread",
    ]);
  });

  it("a count alone corrects the count said before, 'a' too", () => {
    expect(layers(interpret("put a tomato, no wait, make it 3 slices"))).toEqual([
      "tomato",
      "tomato",
      "tomato",
    ]);
    expect(layers(interpret("put 3 tomatoes, sorry, make that 2"))).toEqual(["tomato", "tomato"]);
    // After "a", a bare number may count anything: asked.
    expect(interpret("put a tomato, no wait, make it 3")?.sequence).toEqual([]);
    expect(layers(interpret("add 2 cheese, sorry, 1 slice"))).toEqual(["cheese"]);
  });

  it("a sandwich negated after another is not made", () => {
    expect(layers(interpret("a club sandwich, not a blt"))).toEqual(layers(interpret("a club")));
    expect(layers(renamed("a veggie not a club"))).toEqual(["wafer", "seaweed", "ginger", "rice", "wafer"]);
    // Negated first, with nothing before it, it is still not read.
    expect(interpret("not a club, a blt")?.sequence).toEqual([]);
  });

  it("'save it like NAME' names it; a slip inside a name of several words is read", () => {
    expect(interpret("make a veggie and save it like green one")?.composite_name).toBe("green_one");
    expect(unexplained("two grilld cheeses please")).toEqual([]);
  });
});
