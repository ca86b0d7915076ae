import { distance } from "fastest-levenshtein";
import { COMMAND_KINDS, graphWordKind, type CellLexicon, type LexiconEntry } from "./cell-lexicon.js";
import { applySelfCorrections } from "./self-correction.js";
import type { AccountKind } from "../contracts/account.js";
import { accountKind } from "./scan-account.js";
import { HESITATIONS } from "./spoken-input.js";
import { instructingWords } from "./remark-sentences.js";
import { typeTokens } from "./typed-tokens.js";
import { readScopeWords } from "./scope-words.js";
import { isNoun, readPositionNoun, readPositionReferences, singularNoun } from "./position-references.js";
import { readOrdering } from "./ordering.js";
import { FILLER_WORDS, OTHER_WORDS, VIA_PHRASES, SMALL_TALK, VERB_PARTICLES } from "./grammar-words.js";

/** One meaningful piece of an operator command, in order of appearance. */
export type Mention =
  | { kind: "positions"; names: string[]; unknown: string[]; bare: boolean }
  | { kind: "position_noun"; prefix: string }
  | { kind: "routine"; name: string; asNoun: boolean }
  | { kind: "tool"; name: string }
  | { kind: "tool_noun" }
  | { kind: "attach" }
  | { kind: "release" }
  | { kind: "move"; back: boolean }
  | { kind: "release_or_move" }
  | { kind: "release_and_home" }
  | { kind: "go_home"; position: string }
  /** "all", "both"; `count` when a number was said ("the two positions"). */
  | { kind: "all"; count?: number; reference?: boolean }
  /** `but`: a bare "but", which may join clauses instead ("…, but do position 2 first"). */
  | { kind: "exclude"; negation: boolean; but?: boolean }
  | { kind: "sequence" }
  | { kind: "pronoun" }
  | { kind: "back" }
  | { kind: "and" }
  | { kind: "via" }
  /** "do the same for position 2": what was done so far, again, at the places that follow. */
  | { kind: "repeat" }
  /** "the other position" / "the other one": the remaining place for the verb. */
  | { kind: "other_position" }
  | { kind: "order"; relation: "first" | "before" | "after" }
  /** A word neither the cell nor grammar knows ("hammer"), kept to name it in a question. */
  | { kind: "unknown_word"; word: string }
  | { kind: "other"; entry: LexiconEntry };

export interface ScanResult {
  mentions: Mention[];
  /** Tokens neither in the cell's words nor generic grammar. */
  unknownTokens: string[];
  /** Typos fixed, as "from→to". */
  corrections: string[];
  smallTalk: boolean;
  /** The tokens after typo correction and particle joining. */
  tokens: string[];
  /** Verbs read only from typo-corrected words. */
  guessedVerbs: number;
  /** Hesitations taken out before parsing ("um", "like"): fillers in the account. */
  hesitations: string[];
  /** The words as said, one per token (the account reports these). */
  said: string[];
  /** What each of `tokens` was used as (the account); undefined when the scan did not place it. */
  usedAs: Array<AccountKind | undefined>;
}

/** Mention kinds that are verbs: what the operator wants done. */
export const VERB_KINDS: ReadonlySet<Mention["kind"]> = new Set<Mention["kind"]>([
  "routine",
  "move",
  "attach",
  "release",
  "release_or_move",
  "release_and_home",
  "go_home",
]);

const COMMAND_ENTRIES = new Set<LexiconEntry["kind"]>(["routine", "move", "attach", "release", "go_home"]);
const PLACE_KINDS = new Set<Mention["kind"]>(["all", "position_noun", "positions"]);
const isVerb = (mention: Mention) => VERB_KINDS.has(mention.kind);

const DETERMINERS = new Set(["the", "a", "an", "this", "that", "my", "your", "its", "each", "every"]);

/** Reads tokens into mentions, using the cell lexicon and generic English grammar. */
export function scanMentions(inputTokens: string[], lexicon: CellLexicon): ScanResult {
  const corrections: string[] = [];
  const correctedWords = new Set<string>();
  const correction = applySelfCorrections(inputTokens, graphWordKind(lexicon));
  const typed = typeTokens(correction.tokens.join(" "), lexicon.words, {
    fillers: FILLER_WORDS,
    takesNumber: (word) => singularNoun(word, lexicon) !== null,
    couldInstruct: instructingWords(lexicon.words),
  }).tokens;
  const tokens: string[] = [];
  /** The words as said, beside `tokens` (a homophone read as a number keeps its "too"). */
  const said: string[] = [];
  // Words taken back by a self-correction are accounted for; an unclear correction is asked about.
  const hesitations: string[] = correction.unresolved ? [] : [...correction.takenBack];
  typed.forEach((token, index) => {
    let words = token.words;
    if (token.heard && token.kind === "number") words = [String(token.value)];
    // "paint position 1" is not "point position 1": two place nouns in a row are not meant.
    else if (
      token.heard &&
      singularNoun(token.text, lexicon) &&
      singularNoun(typed[index + 1]?.words[0], lexicon)
    )
      words = [token.heard.from];
    else if (token.heard) {
      corrections.push(`${token.heard.from}→${token.text}`);
      correctedWords.add(token.text);
    }
    // Hesitations and politeness frames ("if you don't mind") are taken out; they are fillers.
    // Hesitations, politeness frames and manner words ("take a quick look at") are taken out: the
    // graph cell has no manner, and a manner word would break the cell's phrase it stands in.
    const manner = token.kind === "grammar" && token.roles.length === 1 && token.roles[0] === "manner";
    if ((token.kind === "filler" && (HESITATIONS.has(token.text) || token.frame)) || manner)
      return void hesitations.push(token.text);
    tokens.push(...words);
    said.push(...(token.heard?.via === "homophone" ? [token.heard.from] : words));
  });
  splitRunTogether(tokens, said, lexicon, corrections);
  joinSplitParticles(tokens, said, lexicon);
  const readPositionReference = readPositionReferences(tokens, lexicon);
  // ", after go home" is "then"; "after inspecting 2" (said with -ing) orders the other way.
  const gerund = inputTokens.some((word, at) => inputTokens[at - 1] === "after" && word.endsWith("ing"));
  const orderingAt = readOrdering(tokens, (word) =>
    Boolean(!gerund && lexicon.phrases.get(word)?.some((entry) => COMMAND_KINDS.has(entry.kind))),
  );
  const readScopeWord = readScopeWords(tokens, lexicon, (at) =>
    Boolean(longestLexiconPhrase(tokens, at, lexicon)?.entries.some((entry) => entry.kind === "routine")),
  );
  const mentions: Mention[] = [];
  const unknownTokens: string[] = correction.unresolved ? [...correction.takenBack] : [];
  let guessedVerbs = 0;
  let firstLeads = false;
  // Where the last mention ended (a particle right after a tool: "cam on").
  let lastEnd = -1;
  let smallTalk = false;
  let i = 0;
  const usedAs: Array<AccountKind | undefined> = [];
  while (i < tokens.length) {
    const token = tokens[i];
    const start = i;
    const before = mentions.length;
    // A reading found: its mention, and where the next reading starts (true, to end this step).
    const take = (mention: Mention, next: number) => (mentions.push(mention), (i = next), true);
    step: {
      // "then", "after that", "step 2": the next clause starts (ordering-grammar.peggy).
      const ordering = orderingAt[i];
      if (ordering && "sequence" in ordering && take({ kind: "sequence" }, ordering.end)) {
        firstLeads = false;
        break step;
      }
      const previous = mentions.at(-1);
      // A bare number word names a place right after a verb, an exclusion ("apart from one", "not the
      // three") or a "both" that opens a list ("both one and two").
      const afterVerb =
        previous !== undefined &&
        (["routine", "move", "exclude"].includes(previous.kind) ||
          (previous.kind === "all" && previous.reference === true && previous.count === 2));
      const reference = readPositionReference(i, afterVerb);
      // The longest reading wins: "the booth 1 entry" is a place of its own, not "booth 1".
      const phraseFirst =
        reference && (longestLexiconPhrase(tokens, i, lexicon)?.length ?? 0) > reference.next - i;
      if (reference && !phraseFirst && take(reference.mention, reference.next)) break step;
      // "but first", "before", "after"; a leading "first" is only "first of all".
      const order = ordering && "order" in ordering && (!ordering.alone || mentions.some(isVerb)) && ordering;
      // "first A, after you B": after a leading "first", "after" is its "then" (unless a "then" was said).
      if (token === "first" && !mentions.some(isVerb)) firstLeads = true;
      // ", after return home": "after" before a bare verb, set off by a comma, is "then" too.
      const bareVerb = /,|and/.test(tokens[i - 1] ?? "") && !/(ing|ed)$/.test(tokens[i + 1] ?? "");
      const verbNext =
        bareVerb &&
        longestLexiconPhrase(tokens, i + 1, lexicon)?.entries.some((entry) =>
          COMMAND_ENTRIES.has(entry.kind),
        );
      const then = order && order.order === "after" && (firstLeads || verbNext);
      if (order && take(then ? { kind: "sequence" } : { kind: "order", relation: order.order }, order.end))
        break step;
      // "cam on", "tool off", "welder back": a tool and a particle with no verb: the cell's one
      // tool verb ending in that particle ("put on", "take off", "put back").
      const particleVerb =
        VERB_PARTICLES.has(token) &&
        lastEnd === i &&
        toolWithoutVerb(mentions) &&
        particleVerbOf(token, lexicon);
      if (particleVerb && take({ kind: particleVerb }, i + 1)) break step;
      const phrase = longestLexiconPhrase(tokens, i, lexicon);
      // "the approach position of 1": a group's prefix and noun, longer than the verb "approach".
      const prefixed = phrase && readPositionNoun(tokens, i, lexicon);
      if (
        prefixed &&
        prefixed.next - i > phrase.length &&
        take({ kind: "position_noun", prefix: prefixed.prefix }, prefixed.next)
      )
        break step;
      if (phrase) {
        const mention = toMention(phrase.entries, phrase.key, tokens.slice(Math.max(0, i - 3), i), mentions);
        // "mount the torch for welding", "for inspection take camera": the routine is the purpose.
        let after = i + phrase.length;
        while (tokens[after] === ",") after++;
        const attachNext = longestLexiconPhrase(tokens, after, lexicon)?.entries[0].kind === "attach";
        const beside = ["tool", "tool_noun", "attach"].includes(mentions.at(-1)?.kind ?? "") || attachNext;
        if (mention.kind === "routine" && tokens[i - 1] === "for" && beside) mention.asNoun = true;
        // A verb read only from typo-corrected words ("story" → "store") is a guess.
        if (VERB_KINDS.has(mention.kind) && phrase.key.split(" ").every((word) => correctedWords.has(word)))
          guessedVerbs++;
        take(mention, i + phrase.length);
        break step;
      }
      const via = matchPhrase(tokens, i, VIA_PHRASES);
      if (via && take({ kind: "via" }, i + via)) break step;
      // "except", "but not" exclude places; "do not", "never", "skip inspection" negate a verb.
      const scope = readScopeWord(i);
      if (scope?.mention.kind === "exclude" && take(scope.mention, scope.next)) break step;
      const other = OTHER_WORDS.has(token) && (isNoun(tokens[i + 1], lexicon) || tokens[i + 1] === "ones");
      if (other && take({ kind: "other_position" }, i + 2)) break step;
      const noun = readPositionNoun(tokens, i, lexicon);
      if (noun && take({ kind: "position_noun", prefix: noun.prefix }, noun.next)) break step;
      // "all", "weld it all"; references to a list said before: "both", "those two", "the same ones".
      if (scope?.mention.kind === "all" && take(scope.mention, scope.next)) break step;
      if (token === "it" || token === "there") mentions.push({ kind: "pronoun" });
      else if ((token === "same" || token === "that") && isNoun(tokens[i + 1], lexicon)) {
        mentions.push({ kind: "pronoun" });
        i++;
      } else if (token === "same" && tokens[i - 1] === "the") mentions.push({ kind: "repeat" });
      else if (token === "back") mentions.push({ kind: "back" });
      else if (token === "and" || token === "," || token === "&") mentions.push({ kind: "and" });
      else if (SMALL_TALK.has(token)) smallTalk = true;
      else if (!lexicon.knownTokens.has(token) && !FILLER_WORDS.has(token)) {
        const place = shortPlaceTypo(token, mentions, lexicon);
        if (place) {
          corrections.push(`${token}→${place.word}`);
          mentions.push({ kind: "positions", names: [place.name], unknown: [], bare: false });
        } else {
          unknownTokens.push(token);
          mentions.push({ kind: "unknown_word", word: token });
        }
      }
      i++;
    }
    const mention = mentions.length > before ? mentions.at(-1) : undefined;
    if (mention) lastEnd = i;
    for (let at = start; at < i; at++) usedAs[at] = accountKind(tokens[at], mention, smallTalk);
  }
  return { mentions, unknownTokens, corrections, smallTalk, tokens, said, hesitations, guessedVerbs, usedAs };
}

const SPLIT_VERBS = new Set(["move", "attach", "release", "routine", "go_home"]);
const SPLIT_OBJECTS = new Set(["position", "tool"]);

/** "gohome" → "go home", "goto" → "go to": an unknown word made of a cell verb and a cell place, tool or "to". */
function splitRunTogether(
  tokens: string[],
  said: string[],
  lexicon: CellLexicon,
  corrections: string[],
): void {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (token.length < 4 || lexicon.knownTokens.has(token) || /\d/.test(token)) continue;
    for (let cut = 2; cut <= token.length - 2; cut++) {
      const verb = lexicon.phrases.get(token.slice(0, cut));
      const object = lexicon.phrases.get(token.slice(cut));
      if (
        verb?.some((entry) => SPLIT_VERBS.has(entry.kind)) &&
        (object?.some((entry) => SPLIT_OBJECTS.has(entry.kind)) || token.slice(cut) === "to")
      ) {
        tokens.splice(i, 1, token.slice(0, cut), token.slice(cut));
        said.splice(i, 1, token.slice(0, cut), token.slice(cut));
        corrections.push(`${token}→${token.slice(0, cut)} ${token.slice(cut)}`);
        break;
      }
    }
  }
}

const PLACE_VERBS = new Set<Mention["kind"]>(["move", "release_or_move"]);

/**
 * "go hom": a short word right after a clear move verb may be a typo of a one-word place
 * ("home"); never elsewhere, so a typo alone cannot invent an action.
 */
function shortPlaceTypo(token: string, mentions: Mention[], lexicon: CellLexicon) {
  const previous = mentions.at(-1);
  if (!previous || !PLACE_VERBS.has(previous.kind) || token.length < 3 || /\d/.test(token)) return null;
  let found: { word: string; name: string } | null = null;
  for (const [key, entries] of lexicon.phrases) {
    if (key.includes(" ") || Math.abs(key.length - token.length) > 1) continue;
    const entry = entries.find((candidate) => candidate.kind === "position" || candidate.kind === "go_home");
    if (!entry || distance(key, token) > 1) continue;
    const name = entry.kind === "position" ? entry.name : entry.kind === "go_home" ? entry.position : "";
    if (found && found.name !== name) return null;
    found = { word: key, name };
  }
  return found;
}

/** Whether the clause so far names a tool and no verb ("cam …"). */
function toolWithoutVerb(mentions: Mention[]): boolean {
  const clause = mentions.slice(mentions.map((mention) => mention.kind).lastIndexOf("sequence") + 1);
  return (
    clause.some((mention) => mention.kind === "tool" || mention.kind === "tool_noun") && !clause.some(isVerb)
  );
}

/** The attach or release verb the cell's two-word tool verbs ending in `particle` agree on, if one. */
function particleVerbOf(particle: string, lexicon: CellLexicon): "attach" | "release" | undefined {
  const kinds = new Set<string>();
  for (const [key, entries] of lexicon.phrases)
    if (key.endsWith(` ${particle}`) && key.split(" ").length === 2)
      for (const entry of entries)
        if (entry.kind === "attach" || entry.kind === "release") kinds.add(entry.kind);
  return kinds.size === 1 ? ([...kinds][0] as "attach" | "release") : undefined;
}

function toMention(entries: LexiconEntry[], key: string, before: string[], earlier: Mention[]): Mention {
  const kinds = new Set(entries.map((entry) => entry.kind));
  if (kinds.has("release") && kinds.has("move")) return { kind: "release_or_move" };
  const entry = entries[0];
  switch (entry.kind) {
    case "position":
      return { kind: "positions", names: [entry.name], unknown: [], bare: false };
    case "routine": {
      // "inspect the weld": a routine word after a determiner, right after another routine, is a
      // noun; so is one in a clause that restricts places ("weld everything that can be welded").
      const previous = earlier.at(-1);
      const asNoun =
        (DETERMINERS.has(before.at(-1) ?? "") && previous?.kind === "routine") ||
        (before.some((word) => word === "that" || word === "which") &&
          PLACE_KINDS.has(previous?.kind ?? "and"));
      return { kind: "routine", name: entry.name, asNoun };
    }
    case "tool":
      return { kind: "tool", name: entry.name };
    case "move":
      return { kind: "move", back: key.split(" ").includes("back") };
    case "go_home":
      return { kind: "go_home", position: entry.position };
    case "tool_noun":
    case "attach":
    case "release":
    case "release_and_home":
      return { kind: entry.kind };
    default:
      return { kind: "other", entry };
  }
}

/** "put the camera back" → "put back the camera" when "put back" is a phrase of the cell. */
function joinSplitParticles(tokens: string[], said: string[], lexicon: CellLexicon): void {
  for (let i = 0; i < tokens.length - 2; i++) {
    if (lexicon.phrases.has(`${tokens[i]} ${tokens[i + 1]}`)) continue;
    for (let j = i + 2; j <= Math.min(i + 4, tokens.length - 1); j++) {
      if (!VERB_PARTICLES.has(tokens[j])) continue;
      if (tokens.slice(i + 1, j).some((token) => token === "and" || token === "then" || token === ",")) break;
      if (lexicon.phrases.has(`${tokens[i]} ${tokens[j]}`)) {
        for (const list of [tokens, said]) list.splice(i + 1, 0, ...list.splice(j, 1));
      }
      break;
    }
  }
}

function matchPhrase(tokens: string[], start: number, phrases: readonly string[][]): number {
  let best = 0;
  for (const phrase of phrases) {
    if (phrase.length > best && phrase.every((word, offset) => tokens[start + offset] === word))
      best = phrase.length;
  }
  return best;
}

function longestLexiconPhrase(tokens: string[], start: number, lexicon: CellLexicon) {
  for (let length = Math.min(lexicon.longestPhrase, tokens.length - start); length >= 1; length--) {
    const entries = lexicon.phrases.get(tokens.slice(start, start + length).join(" "));
    if (entries) return { entries, length, key: tokens.slice(start, start + length).join(" ") };
  }
  return null;
}
