import { doubleMetaphone } from "double-metaphone";
import { distance } from "fastest-levenshtein";
import type { Mention } from "./mention.js";
import type { CellLexicon } from "./cell-lexicon.js";
import { NUMBER_WORDS } from "./grammar-words.js";
import { NUMBER_HOMOPHONES } from "./spoken-input.js";

/*
 * A place noun misheard before its number ("take a picture at pause two", "go to possession
 * two") or ending a place's name ("the welder safe possession"): in that slot only a place noun of the cell fits, so a word nobody knows that sounds like
 * one (Double Metaphone, with "s" and "sh" one sound, as transcribers confuse them) is read as that
 * noun (one written without its vowels, "stn 1", "psn 2", is read as every such word is:
 * `byConsonants`). Only there: the same word elsewhere is still unknown, and a known word is never
 * re-read.
 */

const code = (word: string) => new Set(doubleMetaphone(word).map((sound) => sound.replace(/X/g, "S")));

/** Reads, in place, each unknown word in a place noun's slot as the place noun it sounds like; returns the readings. */
export function readMisheardPlaceNouns(tokens: string[], lexicon: CellLexicon): string[] {
  const read: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const [word, next] = [tokens[index], tokens[index + 1]];
    // A number heard as a word ("possession too") is one in the slot the place noun makes.
    const heardNumber = (next ?? "") in NUMBER_HOMOPHONES && !/^(the|a|an)$/.test(tokens[index + 2] ?? "");
    const numbered = /^\d+$/.test(next ?? "") || (next ?? "") in NUMBER_WORDS || heardNumber;
    if (word.length < 3 || !/^[a-z]+$/.test(word) || lexicon.knownTokens.has(word)) continue;
    const sounds = code(word);
    // …or ending a place's name ("the welder safe possession").
    const ends = (noun: string) =>
      [1, 2, 3].some((length) =>
        lexicon.phrases
          .get([...tokens.slice(Math.max(0, index - length), index), noun].join(" "))
          ?.some((entry) => entry.kind === "position" && index >= length),
      );
    const heard = [...lexicon.positionNouns].filter(
      (noun) =>
        noun.length >= 3 &&
        noun[0] === word[0] &&
        [...code(noun)].some((sound) => sounds.has(sound)) &&
        (numbered || ends(noun)),
    );
    if (heard.length === 0) continue;
    read.push(`${word}→${heard[0]}`);
    tokens[index] = heard[0];
    if (heardNumber) tokens[index + 1] = String(NUMBER_HOMOPHONES[next]);
  }
  return read;
}

const PLACE_VERBS = new Set<Mention["kind"]>(["move", "release_or_move"]);

/**
 * "go hom": a short word right after a clear move verb may be a typo of a one-word place
 * ("home"); never elsewhere, so a typo alone cannot invent an action.
 */
export function shortPlaceTypo(token: string, mentions: Mention[], lexicon: CellLexicon) {
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
