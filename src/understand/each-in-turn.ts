import type { Frame } from "./action-frames.js";

/*
 * A distributive frame: "for each of positions 1 and 2: weld it, then inspect it", "for both 1
 * and 3, scan it and then weld it", "booths 1 and 2 one by one: prime it and dry it". The steps
 * said with "it" are done for each place in turn, in the order said: the whole sequence at the
 * first place, then at the next (1: weld, inspect; 2: weld, inspect), as an operator working
 * place by place would. A distributive frame that does not come out as places followed only by
 * steps "it" refers to is asked about, never guessed.
 */

const EACH = /(^|\s)(for (each|every|both)|each of|every one of|one by one|one at a time|in turn)(\s|$)/;

/** "go home after each weld", "inspect before every one": a step said once per step of another. */
const EACH_TIME = /(^|\s)(after|before|between) (each|every)(\s|$)/;

/** The frames with the steps of a distributive frame repeated for each of its places (`words`: the
 * words said, manner words such as "one by one" too). */
export function eachInTurn(frames: Frame[], words: readonly string[]): Frame[] | string {
  const said = words.join(" ");
  // Repeating a step around each of another's is a plan of its own, not a scope over places:
  // asked, never read as "every position".
  if (EACH_TIME.test(said))
    return "Should that step be repeated around each of the others, or done once? Please say every step in the order to do them.";
  if (!EACH.test(said)) return frames;
  const [head, ...rest] = frames;
  const places = head?.positions ?? [];
  // "weld it" said right after the places is the first step of the sequence, in the same frame.
  const body = head?.verbs.length ? [head, ...rest] : rest;
  const refersToEach = (frame: Frame) =>
    frame.verbs.length > 0 && frame.pronoun && !frame.negated && frame.positions.length === 0;
  if (!body.some((frame) => frame.pronoun)) return frames;
  const fits =
    places.length >= 2 &&
    head.excluded.length === 0 &&
    !head.negated &&
    body.length > 0 &&
    (head.verbs.length === 0 || head.pronoun) &&
    body.slice(head.verbs.length ? 1 : 0).every(refersToEach);
  if (!fits)
    return "Which places should I do each step at, and in what order? Please name the places and the steps.";
  return places.flatMap((place) =>
    body.map((frame) => ({
      ...frame,
      positions: [place],
      pronoun: false,
      all: false,
      allWord: undefined,
      allReference: undefined,
      allCount: undefined,
      order: undefined,
    })),
  );
}
