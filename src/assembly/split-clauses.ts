import { cutClauses } from "../understand/ordering.js";
import { retractionIn } from "./retraction.js";
import { CANCEL } from "./parse-actions.js";
import { BUILD_VERBS, CLAUSE_VERBS } from "./words.js";

/**
 * A clause that copies the sandwich before it: "another", "one more exactly like it", "exactly the
 * same", "make one of those on the right", "and one on the left as well".
 */
const COPIES = new RegExp(
  `^(?:(?:${[...BUILD_VERBS].join("|")}) (?:me |us )?)?(?:(?:1|2|3) (?:more )?)?(?:exactly |just )?(?:another|1 more|the same|same|ditto|like (?:it|that|this)|(?:1|one) of (?:those|them|these|it|that)|(?:1|one)(?= (?:on|at|in|to) ))\\b`,
);

/**
 * A cancelling set off by commas ("a blt, no, never mind, a club", "forget it, make a blt") is a
 * sentence of its own: it takes back what came before it and leads nothing after it. Cancellings
 * said in a row are one ("scratch that, start over"); after nothing but an interjection or a halt
 * ("argh, scratch that", "stop, start over") it stays with them.
 */
const LEAD = "(?:(?:no|oh|actually|ah|sorry|wait|ok|okay|and|just) (?:, )?)*";
const CANCEL_SET_OFF = new RegExp(
  `(?:^|[,.] )(${LEAD}(?:${CANCEL.source})(?: , ${LEAD}(?:${CANCEL.source}))*)(?= [,.]|$)(?: ,)?`,
  "g",
);
const ONLY_INTERJECTIONS =
  /^(?:(?:stop|wait|argh|ugh|oh|no|ok|okay|hmm|hold on|hang on|ah|damn|oops|whoops|sorry|actually|um|uh) ?,? ?)*$/;

function cancelsSetOff(body: string): string {
  return body.replace(CANCEL_SET_OFF, (said: string, cancel: string, ...rest: unknown[]) => {
    const at = rest.at(-2) as number; // (the cancelling's own groups come first)
    const alone = !ONLY_INTERJECTIONS.test(body.slice(0, at).split(" . ").at(-1)!.trim());
    return alone ? ` . ${cancel} . ` : `${said.replace(/ ,$/, "")} . `;
  });
}

/** A carry of the held tile to a place, and its release there with nothing more said. */
const CARRIES = /\b(?:move|bring|take|carry|shift) (?:it|that|this) (?:over )?(?:to|onto|on|into)\b/;
const RELEASES =
  /^(?:and )?(?:(?:set|put|lay|drop|place|release) (?:it|that|this)(?: down)?|let (?:it )?go)(?: (?:over )?there)?$/;

/**
 * "…, put also lettuce", "put lettuce too", "also stick some cheese": a put said to add as well is
 * what the product just named is made with — never a layer on top of it. Not when it says where
 * ("also put cheese on the left" is a clause of its own).
 */
function alsoAdded(text: string): RegExpExecArray | null {
  const put = /^(?:also )?(?:put|throw|stick|place)(?: also)? (.+?)(?: in)?(?: too| as well)?$/.exec(text);
  const also = /^also |^\w+ also | (?:too|as well)$/.test(text);
  return put && also && !/\b(?:on|onto|at|to|in|into)\b/.test(put[1]) ? put : null;
}

/**
 * Splits at sentence ends, "then", "after that", and "and"/"," before an action verb; a clause led
 * by "but first" / "and first" is moved before the ones said earlier (ordering-grammar.peggy).
 */
export function splitClauses(
  body: string,
  namesSandwich: (clause: string) => boolean = () => false,
  /** Whether a word is a cell word of the kind: an item (the default), or a pace ("… and go quick"). */
  startsWithItem: (word: string, kind?: "item" | "speed") => boolean = () => false,
  continuesList: (clause: string) => boolean = () => false,
  onlyZone: (clause: string) => boolean = () => false,
): string[] {
  const texts = cutClauses(cancelsSetOff(body).split(" ").filter(Boolean), {
    item: (word) => startsWithItem(word),
    // "… and hold on to it", "… and keep holding it": "hold" before "on", "onto" or "it" keeps the
    // tile; before an item it leaves it out.
    opensClause: (word, next) =>
      CLAUSE_VERBS.has(word) ||
      (word === "hold" && /^(on|onto|it|that|this)$/.test(next ?? "")) ||
      (word === "keep" && next === "hold"),
    verb: (word) => CLAUSE_VERBS.has(word) || BUILD_VERBS.has(word),
    // "wait 2 seconds, then bread", "hang on a second, then bread": a clause with no item, no
    // sandwich and no verb that builds holds no list for the item to go on.
    // Nor does a build verb whose object is the pace ("make the speed normal, then one cheese").
    holdsList: (clause) =>
      clause.some((word) => startsWithItem(word)) ||
      (clause.some((word) => BUILD_VERBS.has(word)) && !clause.some((word) => /^(speed|pace)$/.test(word))) ||
      namesSandwich(clause.join(" ")),
    standsAlone: (clause) => retractionIn(clause.join(" ")) !== null,
    pace: (word) => startsWithItem(word, "speed"),
  })
    .map((clause) => clause.join(" ").replace(/^[,\s]+|[,\s]+$/g, ""))
    .filter((clause) => clause && !/^(after|afterwards|after that|too|as well)$/.test(clause));
  // "make a classic and put some cheese on it": the second part modifies the sandwich just named.
  const merged: string[] = [];
  // Whether the clause last merged ends with a copy ("…, right: same thing"): its edits go in the copy.
  let copied = false;
  for (const text of texts) {
    const onIt =
      /^(put|add|throw|stick|include|place)\s+(.+?)\s+(on it|on top of it|to it|in it|inside|in there|on there|onto it|on that|to that)$/.exec(
        text,
      );
    // "… and give it extra bacon", "… give it some cheese": what the sandwich just named is given.
    const given = /^give (?:it|that|this|them) (?:some )?(.+)$/.exec(text);
    const extra =
      /^(?:add|put|throw|include)\s+((?:extra|more|double|triple|some extra)\b.*)$/.exec(text) ??
      /^(?:add|include|throw in|put in)\s+(.+)$/.exec(text) ??
      alsoAdded(text) ??
      (given && (/^(extra|more|double|triple)\b/.test(given[1]) || startsWithItem(given[1].split(" ")[0]))
        ? given
        : null);
    const previous = merged[merged.length - 1];
    // "bread, meat, bread on the left, then the same in the centre": a layer list is copied too.
    const listsItems = (clause: string | undefined) =>
      clause !== undefined && clause.split(" ").some((word) => startsWithItem(word));
    const builds =
      previous !== undefined &&
      (/\b(make|build|prepare|assemble|create)\b/.test(previous) || namesSandwich(previous) || copied);
    // "…, then put cheese on top of the tomato": a layer put at a layer of the product just named.
    const placed =
      /^(?:put|place|stick|add|lay|slide) (.+?) ((?:right |just )?(?:on top of|on|onto|above|over|under|underneath|below|beneath) (?:the )?(\S+).*)$/.exec(
        text,
      );
    const atLayer = placed && startsWithItem(placed[3]) ? placed : null;
    // "Left: bread, tomato, bread. Right: same thing": a copy said after the zone it goes on.
    const copyAfterZone = continuesList(text) && COPIES.test(text.slice(text.indexOf(",") + 2));
    copied = false;
    // "make a club without cheese, and put it on the left": where the sandwich just named goes.
    const placeIt =
      /^(?:put|place|set|move|do|make|build) (?:it|that|this|them) ((?:on|at|in|onto|to) .+)$/.exec(text);
    if (builds && placeIt) merged[merged.length - 1] = `${previous} ${placeIt[1]}`;
    // "carry it to the left and drop it there": the release ends the carry, one placing.
    else if (CARRIES.test(previous ?? "") && RELEASES.test(text))
      merged[merged.length - 1] = `${previous} and ${text}`;
    // "two veggies. the left one with extra tomato": an edit aimed at one of the products just
    // named; "Left: BLT. Right: a club.": the next product of a list by zone.
    else if (builds && continuesList(text)) {
      merged[merged.length - 1] = `${previous} , ${text}`;
      copied = copyAfterZone;
    }
    // "Put bread, after meat, after bread. On right side.": a sentence of a zone alone places what came before.
    // (When it already has a zone, which one is meant is not said: the clause stays apart, and waits.)
    else if ((builds || listsItems(previous)) && onlyZone(text) && !previous!.split(" ").some(onlyZone))
      merged[merged.length - 1] = `${previous} ${/^(on|at|in|onto|to) /.test(text) ? "" : "on "}${text}`;
    else if (builds && atLayer) merged[merged.length - 1] = `${previous} with ${atLayer[1]} ${atLayer[2]}`;
    else if (builds && (onIt || extra)) {
      merged[merged.length - 1] = `${previous} with ${onIt ? onIt[2] : extra![1]}`;
    } else if ((builds || listsItems(previous)) && (COPIES.test(text) || copyAfterZone)) {
      merged[merged.length - 1] = `${previous} and ${text}`;
      copied = true;
    } else merged.push(text);
  }
  return merged;
}
