import { describe, expect, it } from "vitest";
import { discourseFrameWords } from "../../src/understand/discourse-frames.js";
import { interpret, layers } from "../assembly/support/interpret.js";
import { move, stepsOf, weld } from "./support.js";

/** What is left of a command once the talk around it is taken out. */
const left = (text: string) => {
  const words = text.split(" ");
  const talk = discourseFrameWords(words);
  return words.filter((_word, index) => !talk.has(index)).join(" ");
};

describe("talk around a command", () => {
  it("takes out remarks set off by punctuation, frames or the command's ends", () => {
    expect(left("hello again , weld 1")).toBe(", weld 1");
    expect(left("weld 1 . much appreciated")).toBe("weld 1 .");
    expect(left("sorry to be a pain , but weld 1")).toBe("weld 1");
    expect(left("lovely day is not it , weld 1")).toBe(", weld 1");
  });

  it("keeps anything that could instruct: negations, numbers, places, words it does not know", () => {
    expect(left("weld 1 . not 2")).toBe("weld 1 . not 2");
    expect(left("thanks , no")).toBe(", no");
    expect(left("great , the left one")).toBe("the left one");
    expect(left("hope it works , weld 1")).toBe("hope it works , weld 1");
    // Joining words alone are no remark ("make it quick" keeps its "it quick").
    expect(left("make it quick")).toBe("make it quick");
    expect(left("weld 1 , it is")).toBe("weld 1 , it is");
  });

  it("lets both dialects act on the command inside the talk", () => {
    expect(stepsOf("Hello again. Weld position 2, thanks ever so much!")).toEqual([weld("Pos_2")]);
    expect(stepsOf("Good afternoon, lovely day isn't it? Could you go to safe position 1, no rush.")).toEqual(
      [move("Safe_Pos_1")],
    );
    expect(layers(interpret("Hi there! Add cheese and tomato. Much appreciated, mate."))).toEqual([
      "cheese",
      "tomato",
    ]);
  });

  it("does nothing with talk alone", () => {
    expect(stepsOf("thanks, lovely, cheers mate")).toMatch(/^intent (unknown|question)|^unknown/);
    expect(interpret("nice work, much appreciated")?.sequence ?? []).toEqual([]);
  });
});
