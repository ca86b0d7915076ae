import { wordSet } from "../understand/word-set.js";
import { PEOPLE_NOUNS } from "../understand/grammar-words.js";
import { isOpen, skipWords, type BuildReader, type BuildReading } from "./build-reading.js";
import { tagOf } from "./lexicon.js";
import { BUILD_VERBS } from "./words.js";

/*
 * Who a product is for (docs/assembly-cells.md, "Orders for people"): "a club for Mia", "for my
 * daughter", "Mia wants a club, Jonas a veggie", "Sam's club", "me: club", "three BLTs: me, my
 * wife and our son". The owner is a label of the product: read, shown with it, never a layer. A
 * word the cell does not know is an owner only in these slots, so anywhere else it still waits.
 */

const PRONOUNS = wordSet(`me us him her them myself everyone everybody`);
const SUBJECT_PRONOUNS = wordSet(`he she they`);
const POSSESSORS = wordSet(`my our your his her their`);
/** Nouns that name people (or a gathering of them), so that "for the kid" needs no name said. */
const PEOPLE = new Set([
  ...PEOPLE_NOUNS,
  ...wordSet(`team staff crew meeting one ones people folks everyone everybody`),
]);
/** Words that never belong to an owner: they end it, or read as something else. */
const NOT_OWNER = wordSet(`
  and or with without but on in at to of for too please also instead then so as plus a an the
  both each either all every other same another more just only , . it that this those these is are
  was would will does do doesnt dont didnt no not asked asks
`);
/** What may follow an owner said after "for": the end of the product's phrase. */
const AFTER_OWNER = wordSet(`, . and but with without too please instead on in at so as then plus also who`);
/** The verbs of an order said by its owner: "Mia wants …", "Yuki's having …", "he asked for …". */
const WANTS = /^(wants?|needs?|gets?|takes?|having|getting|prefers?|ordered|orders)$/;
const WANTS_TWO = /^(would like|is having|is getting|will have|will take|asked for|asks for|would love)$/;
/** A product already said, picked: "one of them", "either of those", "the second one", "the left one". */
const AIMED = /^(1|one|either) of |^the (first|second|third|last|other|left|right|middle) (one|1)\b/;
const NEGATED = /^(doesnt|dont|didnt) want$|^(does|do) not want$|^no longer wants?$/;

/** The owner said from `from`: its last index and how it is shown; `loose` takes any unknown noun. */
export function ownerAt(
  build: BuildReading,
  from: number,
  loose = false,
): { end: number; label: string; count?: number } | null {
  const { spans } = build;
  const first = spans[from];
  if (!first) return null;
  // "her" alone is the person; before a noun ("her brother") it is whose.
  const pronoun = PRONOUNS.has(first.text) || (loose && SUBJECT_PRONOUNS.has(first.text));
  if (pronoun && !(POSSESSORS.has(first.text) && spans[from + 1] && ownerWord(build, from + 1, true)))
    return { end: from, label: first.text };
  const det = first.text === "the" || POSSESSORS.has(first.text);
  const start = det ? from + 1 : from;
  let at = start;
  let count: number | undefined;
  for (; at < spans.length && at - start < 4 && ownerWord(build, at, det); at++) count ??= spans[at].number;
  const end = at - 1;
  if (end < start) return null;
  const head = spans[end].text;
  const named = !det && end === start && Boolean(build.context.saidNames?.has(head));
  const person = PEOPLE.has(head) && (head !== "one" || end > start);
  if (!(loose || named || person || (det && first.text !== "the"))) return null;
  if (loose && !det && end > start) return null;
  // A name said as the subject of its order is shown as a name ("mia wants" → Mia).
  const label = named
    ? build.context.saidNames!.get(head)!
    : loose && !det && !PEOPLE.has(head) && !SUBJECT_PRONOUNS.has(head)
      ? head.charAt(0).toUpperCase() + head.slice(1)
      : spans
          .slice(from, end + 1)
          .map((s) => s.text)
          .join(" ");
  return { end, label, count };
}

/** A word of an owner: no cell word (but "little" of "the little one"); a number only after "the"/"my". */
function ownerWord(build: BuildReading, at: number, det: boolean): boolean {
  const span = build.spans[at];
  if (NOT_OWNER.has(span.text) || BUILD_VERBS.has(span.text) || WANTS.test(span.text)) return false;
  if (span.number !== undefined) return det;
  if (span.tags.some((tag) => tag.kind !== "distance" && tag.kind !== "speed")) return false;
  return det || PEOPLE.has(span.text) || !build.context.lexicon.words.fixed.has(span.text);
}

/** The owner said, for the product being read or, before any, the next one. */
function own(
  build: BuildReading,
  label: string,
  words: string[],
  from: number,
  to: number,
  next = true,
): number {
  const said = build.spans.slice(from, to + 1).map((s) => s.text);
  build.named.push(...said.filter((word) => !words.includes(word)));
  build.talk.push(...words);
  const { current } = build;
  if (current && !next) current.owners = [...(current.owners ?? []), label];
  // The owner said last before a product is its own ("lunch for the team: Mia wants a club").
  else build.pendingOwners = [label];
  return to;
}

export const readOwner: BuildReader = (build, index, span) => {
  const { spans, current } = build;
  const previous = build.text(index - 1);
  const opens = index === 0 || /^(,|\.|and|so|but)$/.test(previous ?? "");
  // "give him a veggie", "make my little girl a cheese sandwich": whom the product is made for.
  if (BUILD_VERBS.has(previous ?? "") && /^(me|us|him|her|my|our|his|their|your)$/.test(span.text)) {
    const owner = ownerAt(build, index);
    const what = spans[owner ? skipWords(spans, owner.end + 1, /^(a|an|the|1|one|just)$/) : index];
    if (owner && what && what.tags.some((tag) => /^(item|recipe|product|learned)$/.test(tag.kind)))
      return own(build, owner.label, [], index, owner.end);
  }
  // "a club for Mia", "the same for the interns": not the "for" of a swap ("swap the tomato for …").
  if (span.text === "for" && build.mode !== "swap" && build.mode !== "substitute") {
    const owner = ownerAt(build, index + 1);
    if (!owner) return undefined;
    if (owner.end + 1 >= spans.length || endsOwner(build, owner.end + 1))
      return own(build, owner.label, ["for"], index, owner.end, false);
    // "…, and for my grandson a club on the right": said before its product, the next one's.
    const what = spans[skipWords(spans, owner.end + 1, /^(a|an|the|1|one)$/)];
    const product = what?.tags.some((tag) => /^(recipe|product|learned)$/.test(tag.kind));
    return opens && product ? own(build, owner.label, ["for"], index, owner.end) : undefined;
  }
  // "Mia wants a club", "the two kids both want grilled cheese", "Tom doesn't want the classic".
  if (opens) {
    const owner = ownerAt(build, index, true);
    if (!owner) return undefined;
    let verb = skipBoth(build, owner.end + 1);
    const two = `${build.text(verb)} ${build.text(verb + 1)}`;
    const three = `${two} ${build.text(verb + 2)}`;
    const said = WANTS.test(build.text(verb) ?? "") ? verb : WANTS_TWO.test(two) ? verb + 1 : -1;
    if (said >= 0) {
      verb = said;
      // "…, and the customer wants one of them with extra cheese": a wish about a product already
      // said is an edit of it; the one who wishes it is talk.
      if (current && AIMED.test(`${build.text(verb + 1)} ${build.text(verb + 2)} ${build.text(verb + 3)}`)) {
        build.talk.push(...spans.slice(index, verb + 1).map((s) => s.text));
        return verb;
      }
      // "the two kids want …": as many products as the owners counted, when the order counts none.
      if (owner.count !== undefined && build.pendingCount === null) build.pendingCount = owner.count;
      return own(
        build,
        owner.label,
        build.spans.slice(owner.end + 1, verb + 1).map((s) => s.text),
        index,
        verb,
      );
    }
    const negated = NEGATED.test(two) ? verb + 1 : NEGATED.test(three) ? verb + 2 : -1;
    if (negated >= 0) return unwanted(build, index, negated);
    // "me: club", "our daughter: a cheese sandwich", "Maria: a club" (the colon is a comma by now);
    // never an unknown word at the head of a list ("avocado, ham and cheese": an item the cell lacks).
    const person = ownerAt(build, index);
    if (person && build.text(person.end + 1) === "," && !current && (index === 0 || previous === ".")) {
      return own(build, person.label, [","], index, person.end + 1);
    }
  }
  // "three BLTs: me, my wife and our son": the owners listed after a product, to the clause's end.
  if (previous === "," && current && !isOpen(current) && !current.owners) {
    const listed = ownersListed(build, index);
    if (listed) {
      current.owners = listed.owners;
      build.named.push(...spans.slice(index, listed.end + 1).map((s) => s.text));
      return listed.end;
    }
  }
  // "Sam's club", "…, Jonas a veggie": a name said as one where a product follows.
  const name = build.context.saidNames?.get(span.text);
  const product = (at: number) =>
    tagOf(spans[at], "recipe") || tagOf(spans[at], "product") || tagOf(spans[at], "learned");
  const article = /^(a|an|the|one|1)$/.test(build.text(index + 1) ?? "") ? index + 2 : index + 1;
  if (name && product(article) && (opens || name !== span.text)) {
    return own(build, name, [], index, index);
  }
  return undefined;
};

/** "me, my wife and our son": owners joined by commas and one "and", up to the clause's end. */
function ownersListed(build: BuildReading, from: number): { owners: string[]; end: number } | null {
  const owners: string[] = [];
  let at = from;
  for (;;) {
    const owner = ownerAt(build, at);
    if (!owner) return null;
    owners.push(owner.label);
    const next = build.text(owner.end + 1);
    const more = next === "and" || (next === "," && ownerAt(build, owner.end + 2) !== null);
    if (!more && (next === undefined || next === "." || next === ","))
      return owners.length > 1 ? { owners, end: owner.end } : null;
    if (!more) return null;
    at = owner.end + 2;
  }
}

const skipBoth = (build: BuildReading, at: number) =>
  /^(both|all|each)$/.test(build.text(at) ?? "") ? at + 1 : at;

function endsOwner(build: BuildReading, at: number): boolean {
  const span = build.spans[at];
  return AFTER_OWNER.has(span.text) || Boolean(tagOf(span, "modifier")) || Boolean(tagOf(span, "zone"));
}

/** "Tom doesn't want the classic anymore": the product named is not wanted — nothing is built for it. */
function unwanted(build: BuildReading, index: number, verb: number): number | undefined {
  let end = verb;
  if (/^(a|an|the|his|her|their)$/.test(build.text(end + 1) ?? "")) end++;
  if (!tagOf(build.spans[end + 1], "recipe")) return undefined;
  end++;
  while (tagOf(build.spans[end + 1], "product") || /^(anymore|any more)$/.test(build.text(end + 1) ?? ""))
    end++;
  build.named.push(...build.spans.slice(index, end + 1).map((s) => s.text));
  build.unwanted = true;
  return end;
}

/**
 * Words written as a person's name: capitalised inside a sentence ("a club for Alex"), or with a
 * possessive ("Sam's club", normalised "sams"). A capital that opens a sentence says nothing alone,
 * and a lower-case "son's" may be "son is" ("my son's vegetarian").
 */
export function namesSaid(text: string): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const match of text.matchAll(/\b([A-Z][a-z]+)('s)?\b/g)) {
    const [, word, possessive] = match;
    const opensSentence = /(^|[.!?:;\u2013\u2014"]|\s-)\s*$/.test(text.slice(0, match.index));
    // "Maria: a club": a capital before a colon names whoever the order is for.
    const heads = text[match.index + match[0].length] === ":";
    if (possessive) names.set(`${word.toLowerCase()}s`, word);
    else if ((!opensSentence || heads) && word !== "I") names.set(word.toLowerCase(), word);
  }
  return names;
}
