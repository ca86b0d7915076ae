import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, layers, placements } from "./support/interpret.js";
import { renamedInterpreter } from "./support/renamed-cell.js";

/*
 * A person's dislike of an item said beside an order (dislikes.ts): a negated verb of having or
 * bearing with the speaker or a pronoun as subject and an item after it is the item left out of
 * the product; how long or when it holds goes with it. A product or a word the cell lacks after
 * the verb is no such dislike, and waits.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);

describe("a dislike of an item beside an order", () => {
  it("leaves the item out of the product said", () => {
    expect(layers(interpret("A club please. Only I can't manage cheese anymore."))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a blt, but I really can't stand lettuce these days"))).toEqual([
      "bread",
      "meat",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("a veggie - I don't eat tomato on Mondays"))).toEqual([
      "bread",
      "lettuce",
      "cheese",
      "bread",
    ]);
    expect(layers(renamed("a cheese platter and a club, though we won't eat any ginger"))).not.toContain(
      "ginger",
    );
  });

  it("of someone said as a pronoun, on that one's product; 'so none on his' says it again", () => {
    expect(
      placements(
        interpret(
          "a cheese sandwich on the left and a club on the right for my son, he won't eat meat, so none on his",
        ),
      ),
    ).toEqual({
      assembly_left: ["bread", "cheese", "bread"],
      assembly_right: ["bread", "cheese", "lettuce", "tomato", "bread"],
    });
    expect(layers(renamed("a club for her, she doesn't like seaweed"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "ginger",
      "wafer",
    ]);
  });

  it("a story of it after it orders nothing: 'they give me heartburn'", () => {
    expect(
      interpret("A veggie please. Only I can't have cheese, they give me a rash.")?.account?.unexplained,
    ).toEqual([]);
    expect(layers(renamed("a club, I won't touch seaweed, they give me hiccups"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "ginger",
      "wafer",
    ]);
  });

  it("being off an item is the same dislike, with a stretch of time that is now", () => {
    expect(layers(interpret("a club, he's gone off tomatoes this week"))).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("a veggie please, we are off cheese for now"))).toEqual([
      "bread",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(renamed("a club, she's off seaweed this term"))).toEqual([
      "wafer",
      "fish",
      "rice",
      "ginger",
      "wafer",
    ]);
    // Said before any product, it has nothing to leave out of: it waits.
    expect(interpret("I'm off cheese. A veggie.")?.sequence).toEqual([]);
  });

  it("a product or a word the cell lacks after the verb waits", () => {
    expect(interpret("a blt, I can't have the club")?.sequence).toEqual([]);
    expect(interpret("a club, he can't eat pickles")?.sequence).toEqual([]);
    expect(interpret("a club, I can't manage")?.sequence).toEqual([]);
  });
});
