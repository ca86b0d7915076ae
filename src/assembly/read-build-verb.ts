import { wordSet } from "../understand/word-set.js";
import { isOpen, skipWords, type BuildReader } from "./build-reading.js";
import { tagOf } from "./lexicon.js";
import { BUILD_VERBS, ITEM_LEAD_INS, VERBS } from "./words.js";

/** Verbs that put an item on or in ("drop", "toss", "throw" only with a particle: "toss some ham on"). */
const TWO_WAY = wordSet(`drop toss throw`);
const ADDING = new Set([...BUILD_VERBS, "grab"].filter((verb) => !TWO_WAY.has(verb)));
const PARTICLE = /^(on|onto|in|into|over|there)$/;

/**
 * "a club, scrap the tomato" is a removal (the cell's remove words); "a veggie, toss the meat",
 * "a club, take the tomato", "…, lift the cheese": a verb of the dialect that does not add, said
 * of an item after a product, is an edit not read — the verb and its item are unexplained, so the
 * order waits for review; the item is never added by default.
 */
export const readVerbOfItem: BuildReader = (build, index, span) => {
  const verb = span.text;
  if (
    !VERBS.has(verb) ||
    ADDING.has(verb) ||
    tagOf(span, "modifier") ||
    build.current === null ||
    isOpen(build.current)
  )
    return undefined;
  const at = skipWords(build.spans, index + 1, ITEM_LEAD_INS);
  if (!tagOf(build.spans[at], "item") || tagOf(build.spans[at], "modifier")) return undefined;
  if (TWO_WAY.has(verb) && PARTICLE.test(build.text(at + 1) ?? "")) return undefined;
  build.unplaced.push(...build.spans.slice(index, at + 1).flatMap((s) => s.text.split(" ")));
  return at;
};
