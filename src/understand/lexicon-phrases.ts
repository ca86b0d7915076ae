import type { CellLexicon, LexiconEntry } from "./cell-lexicon.js";
import { PLACE_KINDS, type Mention } from "./mention.js";
import { longestAt, longestPhraseFrom } from "./phrase-starts.js";
import { oncePer } from "./once-per.js";
import { TAKE_VERBS } from "./phrase-forms.js";

/*
 * The cell's own phrases in a command: the longest one at a word, the mention it makes, and the
 * forms around it ("another picture", the particle of a tool verb).
 */

const DETERMINERS = new Set(["the", "a", "an", "this", "that", "my", "your", "its", "each", "every"]);

/**
 * "take another picture", "do another scan": "another" before a routine of the cell is "a … again"
 * (the routine once more); any other "another" ("another position") stays, to be asked about.
 */
export function withoutAnother(tokens: string[], lexicon: CellLexicon): string[] {
  return tokens.map((token, at) => {
    if (token !== "another") return token;
    const routineNext = longestLexiconPhrase(tokens, at + 1, lexicon)?.entries.some(
      (entry) => entry.kind === "routine",
    );
    // After a light verb ("take another picture") the verb says the routine: its "a".
    return routineNext && TAKE_VERBS.has(tokens[at - 1]) ? "a" : routineNext ? "again" : token;
  });
}

/** The last words of the cell's routine phrases ("weld" of "tack weld"), once per lexicon. */
export const routineWordEnds = oncePer((lexicon: CellLexicon): Set<string> => {
  const ends = new Set<string>();
  for (const [key, entries] of lexicon.phrases)
    if (entries.some((entry) => entry.kind === "routine")) ends.add(key.split(" ").at(-1)!);
  return ends;
});

/** The attach or release verb the cell's two-word tool verbs ending in `particle` agree on, if one. */
export function particleVerbOf(particle: string, lexicon: CellLexicon): "attach" | "release" | undefined {
  const kinds = new Set<string>();
  for (const [key, entries] of lexicon.phrases)
    if (key.endsWith(` ${particle}`) && key.split(" ").length === 2)
      for (const entry of entries)
        if (entry.kind === "attach" || entry.kind === "release") kinds.add(entry.kind);
  return kinds.size === 1 ? ([...kinds][0] as "attach" | "release") : undefined;
}

export function toMention(
  entries: LexiconEntry[],
  key: string,
  before: string[],
  earlier: Mention[],
): Mention {
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

export function matchPhrase(tokens: string[], start: number, phrases: readonly string[][]): number {
  let best = 0;
  for (const phrase of phrases) {
    if (phrase.length > best && phrase.every((word, offset) => tokens[start + offset] === word))
      best = phrase.length;
  }
  return best;
}

export function longestLexiconPhrase(tokens: string[], start: number, lexicon: CellLexicon) {
  const most = longestPhraseFrom(lexicon.phrases, tokens[start] ?? "", lexicon.longestPhrase);
  const found = longestAt(tokens, start, most, (key) => lexicon.phrases.get(key));
  return found && { entries: found.value, length: found.length, key: found.key };
}
