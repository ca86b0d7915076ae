import { matchPhrase } from "./lexicon-phrases.js";
import { isNoun, readPositionNoun } from "./position-references.js";
import { shortPlaceTypo } from "./misheard-place-noun.js";
import { FILLER_WORDS, OTHER_WORDS, RELATION_PHRASES, VIA_PHRASES, SMALL_TALK } from "./grammar-words.js";
import { isVerb, type Reading, type Scan } from "./scan-stage.js";
import { RETURN_VERBS } from "./phrase-forms.js";

/*
 * The mention scan's last stages: the generic grammar words left once the cell's phrases were
 * tried ("via", "next to", "except", "the other one", "all", "it", "and"), then the one word
 * that is none of these: a filler, small talk, a short typo of a place, or unknown (asked).
 */

/** Grammar phrases of more than one word, and the scope words "except" and "all". */
export function readGrammarPhrase({ tokens, lexicon, scopeAt }: Scan, i: number): Reading | undefined {
  const via = matchPhrase(tokens, i, VIA_PHRASES);
  if (via) return { mention: { kind: "via" }, next: i + via };
  const relation = matchPhrase(tokens, i, RELATION_PHRASES);
  if (relation)
    return {
      mention: { kind: "relation", phrase: tokens.slice(i, i + relation).join(" ") },
      next: i + relation,
    };
  // "except", "but not" exclude places; "do not", "never", "skip inspection" negate a verb.
  const scope = scopeAt(i);
  if (scope?.mention.kind === "exclude") return scope;
  if (OTHER_WORDS.has(tokens[i]) && (isNoun(tokens[i + 1], lexicon) || tokens[i + 1] === "ones"))
    return { mention: { kind: "other_position" }, next: i + 2 };
  const noun = readPositionNoun(tokens, i, lexicon);
  if (noun) return { mention: { kind: "position_noun", prefix: noun.prefix }, next: noun.next };
  // "all", "weld it all"; references to a list said before: "both", "those two", "the same ones".
  if (scope?.mention.kind === "all" && !scope.mention.relative) return scope;
  return undefined;
}

/** One word, read by itself: every token is read here when no stage before read it. */
export function readWord({ tokens, lexicon, mentions, lastEnd }: Scan, i: number): Reading {
  const token = tokens[i];
  // "return it": right after a returning verb, "it" is what is given back (the tool held).
  const held = token === "it" && lastEnd === i && RETURN_VERBS.has(tokens[i - 1]);
  if (token === "it" || token === "there") return { mention: { kind: "pronoun", held }, next: i + 1 };
  if ((token === "same" || token === "that") && isNoun(tokens[i + 1], lexicon))
    return { mention: { kind: "pronoun" }, next: i + 2 };
  if (token === "same" && tokens[i - 1] === "the") {
    // "… the same way", "the same thing": what was done, again; a verb's object ("inspect (in)
    // the same") is the places said before.
    const previous = mentions.at(-1);
    const way = /^(way|thing)$/.test(tokens[i + 1] ?? "");
    const mention =
      previous && isVerb(previous) && !way
        ? { kind: "all" as const, reference: true }
        : { kind: "repeat" as const };
    return { mention, next: way ? i + 2 : i + 1 };
  }
  if (token === "back") return { mention: { kind: "back" }, next: i + 1 };
  if (token === "and" || token === "," || token === "&")
    return { mention: token === "," ? { kind: "and", comma: true } : { kind: "and" }, next: i + 1 };
  if (SMALL_TALK.has(token)) return { next: i + 1, smallTalk: true };
  if (lexicon.knownTokens.has(token) || FILLER_WORDS.has(token)) return { next: i + 1 };
  const place = shortPlaceTypo(token, mentions, lexicon);
  if (place)
    return {
      mention: { kind: "positions", names: [place.name], unknown: [], bare: false },
      next: i + 1,
      correction: `${token}→${place.word}`,
    };
  return { mention: { kind: "unknown_word", word: token }, next: i + 1, unknown: token };
}
