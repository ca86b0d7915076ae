import { distance } from "fastest-levenshtein";
import { wordSet } from "../understand/word-set.js";
import { skipWords, type BuildReader, type BuildReading } from "./build-reading.js";
import { askClause, type ClauseResult, type InterpretContext } from "./interpret-context.js";
import { tagOf, type Lexicon, type LexiconTag, type Span } from "./lexicon.js";
import { readLayerItem } from "./read-build-layers.js";
import { ITEM_LEAD_INS } from "./words.js";

const ADD_VERBS = wordSet(`
  add put place stack layer with plus use include top extra more grab get want need give
  throw toss also and pile lay
`);

/** An unknown word where an ingredient goes: an ingredient the cell lacks, or, taken out, a name it lacks. */
export const readUnknownWord: BuildReader = (build, index, span) => {
  const { spans } = build;
  // Words the dialect knows (grammar, "unless", its own words) never name a missing ingredient.
  const known = build.context.lexicon.words.fixed;
  const unknown = (s: Span) => s.tags.length === 0 && !known.has(s.text) && /^[a-z]{3,}$/.test(s.text);
  if (!unknown(span) || !isItemPosition(spans, index)) return undefined;
  let first = index;
  while (first > 0 && unknown(spans[first - 1])) first--;
  const word = span.text;
  const clipped = first === index ? clippedItem(build, word) : undefined;
  if (clipped !== undefined) {
    build.notes.push(`I read "${word}" as ${clipped}`);
    build.named.push(word);
    build.fuzzy++;
    return readLayerItem(build, index, { ...span, tags: [{ kind: "item", item: clipped }] });
  }
  const phrase = spans.slice(first, index + 1).map((s) => s.text);
  if (build.mode !== "remove") build.unknownItems.push(phrase.join(" "));
  // "no tamto": what a negation takes out may be a misheard cell word — never dropped as absent;
  // "tomato is not necessary": after a copula, with no item after it ("is not necessary the
  // tomato"), it says something of the subject, no ingredient.
  else if (mayBeCellWord(build, word) || predicate(build, first, index)) build.unplaced.push(word);
  else {
    build.notes.push(`there is no ${word} in this cell anyway`);
    build.named.push(word);
    build.openEdit = null;
  }
  return index;
};

/** The words `first`..`last` follow "is not" / "are not" and no item comes after them. */
function predicate(build: BuildReading, first: number, last: number): boolean {
  const after = build.spans.slice(last + 1);
  return /^(is|are|isnt|arent|s)$/.test(build.text(first - 2) ?? "") && !after.some((s) => tagOf(s, "item"));
}

/**
 * What the cell's words a word is the first letters of ("tom" of "tomato") mean: each word's own
 * meanings, or none (null) for a word said only inside a longer phrase ("cherry" of "cherry tomato").
 */
function clipsOf(build: BuildReading, word: string): Array<LexiconTag | null> {
  return clipsIn(build.context.lexicon, word);
}

function clipsIn(lexicon: Lexicon, word: string): Array<LexiconTag | null> {
  const { phrases } = lexicon;
  const longer = wordsOf(phrases).filter((w) => w.length > word.length && w.startsWith(word));
  return longer.flatMap((w) => phrases.get(w) ?? [null]);
}

/** The words of a lexicon's phrases, made once per lexicon (it never changes once built). */
const phraseWords = new WeakMap<Lexicon["phrases"], string[]>();
function wordsOf(phrases: Lexicon["phrases"]): string[] {
  let words = phraseWords.get(phrases);
  if (!words)
    phraseWords.set(phrases, (words = [...new Set([...phrases.keys()].flatMap((p) => p.split(" ")))]));
  return words;
}

/** "no tom": a clipped word (3 letters or more) of one meaning among all the cell's words, an item. */
function clippedItem(build: BuildReading, word: string): string | undefined {
  return clippedItemIn(build.context.lexicon, word);
}

/** The item an untagged word of three letters or more is the clipped form of, when it is one. */
export function clippedItemIn(lexicon: Lexicon, word: string): string | undefined {
  if (!/^[a-z]{3,}$/.test(word) || lexicon.words.fixed.has(word)) return undefined;
  const clips = clipsIn(lexicon, word);
  const [only] = clips;
  const oneMeaning = new Set(clips.map((tag) => JSON.stringify(tag))).size === 1;
  return oneMeaning && only?.kind === "item" ? only.item : undefined;
}

/**
 * A word that starts like a name of the cell or is two slips from the name of something a removal
 * takes out ("tamto", "chese"): an item or a recipe — never a place ("mayo" is no slip of "main").
 */
function mayBeCellWord(build: BuildReading, word: string): boolean {
  const near = (target: string) =>
    target[0] === word[0] && (target.startsWith(word.slice(0, 3)) || distance(word, target) <= 2);
  return clipsOf(build, word).length > 0 || namedWords(build.context.lexicon.phrases).some(near);
}

/** The words of the phrases naming an item or a recipe, made once per lexicon. */
const namedWordsOf = new WeakMap<Lexicon["phrases"], string[]>();
function namedWords(phrases: Lexicon["phrases"]): string[] {
  let words = namedWordsOf.get(phrases);
  if (!words) {
    const named = [...phrases].filter(([, tags]) =>
      tags.some((t) => t.kind === "item" || t.kind === "recipe"),
    );
    namedWordsOf.set(phrases, (words = [...new Set(named.flatMap(([phrase]) => phrase.split(" ")))]));
  }
  return words;
}

function isItemPosition(spans: Span[], index: number): boolean {
  const lead = spans[skipWords(spans, index - 1, ITEM_LEAD_INS, -1)];
  const next = spans[index + 1];
  if (!lead) return Boolean(next && (tagOf(next, "product") || /^(slice|slices|on|please)$/.test(next.text)));
  if (ADD_VERBS.has(lead.text) || tagOf(lead, "modifier") || lead.text === ",") return true;
  if (next && (tagOf(next, "product") || /^(slice|slices)$/.test(next.text))) return true;
  // After an ingredient only a list goes on ("cheese pickles, ham"); "the cheese goes first" names a verb.
  if (tagOf(lead, "item")) return !next || /^(,|and|or|\.)$/.test(next.text) || Boolean(tagOf(next, "item"));
  // "make a pickle and onion sandwich": a filling listed before the product noun.
  const listed =
    /^(and|,)$/.test(next?.text ?? "") && spans.slice(index + 2).some((s) => tagOf(s, "product"));
  return (
    /^(make|build|want|need|and)$/.test(lead.text) &&
    Boolean(next === undefined || tagOf(next, "product") || listed)
  );
}

/** The question for ingredients the cell does not have. */
export function unknownItemResult(words: string[], context: InterpretContext): ClauseResult {
  const unique = [...new Set(words)];
  const named = unique.join(" or ");
  const question = `I don't have ${named} — available ingredients are: ${context.cell.itemNames.join(", ")}`;
  return {
    ...askClause(question, `asked for ${named}, which is not in the cell`, [], 0.1),
    unknownItems: unique,
  };
}
