import type { CellLexicon } from "./cell-lexicon.js";
import { NUMBER_WORDS, VERB_PARTICLES } from "./grammar-words.js";
import { singularNoun } from "./position-references.js";
import { toolAt } from "./check-with-tool.js";
import { wordSet } from "./word-set.js";
import { longestLexiconPhrase } from "./lexicon-phrases.js";

const isRoutine = (entry: { kind: string }) => entry.kind === "routine";
const routineAtWord = (tokens: string[], at: number, lexicon: CellLexicon) =>
  longestLexiconPhrase(tokens, at, lexicon)?.entries.every(isRoutine) ?? false;

/*
 * How the cell's phrases are said apart or together: run together ("gohome"), split by their
 * object ("put the camera back"), a returning verb the cell does not list ("give the welder
 * back"), a tool's place said with any possessive ("put it back on his place"). Each rewrites the
 * scan's tokens in place (`said` keeps what was said, one entry per token).
 */

const SPLIT_VERBS = new Set(["move", "attach", "release", "routine", "go_home"]);
const SPLIT_OBJECTS = new Set(["position", "tool"]);

/** "gohome" → "go home", "inspectposition" → "inspect position": an unknown word made of a cell verb and a cell place, tool, place noun or "to". */
export function splitRunTogether(
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
        (object?.some((entry) => SPLIT_OBJECTS.has(entry.kind)) ||
          token.slice(cut) === "to" ||
          lexicon.positionNouns.has(token.slice(cut)))
      ) {
        tokens.splice(i, 1, token.slice(0, cut), token.slice(cut));
        said.splice(i, 1, token.slice(0, cut), token.slice(cut));
        corrections.push(`${token}→${token.slice(0, cut)} ${token.slice(cut)}`);
        break;
      }
    }
  }
}

/** Verbs that give a thing back when "back" goes with them ("give the welder back", "hand back the cam"). */
export const RETURNING: ReadonlySet<string> = new Set(["give", "hand"]);

/** Verbs whose object is the thing given back, not a place ("return it": the tool held). */
export const RETURN_VERBS: ReadonlySet<string> = new Set(["return"]);

/**
 * "give back the welder", "hand it back": the cell's own phrase for putting the tool back ("put
 * back", else a "return" that releases), when it has one; "give me" stays the cell's.
 */
export function readReturningVerbs(tokens: string[], said: string[], lexicon: CellLexicon): void {
  const releases = (phrase: string) => lexicon.phrases.get(phrase)?.some((entry) => entry.kind === "release");
  const own = ["put back", "return"].find(releases);
  if (!own) return;
  for (let i = 0; i < tokens.length; i++) {
    if (!RETURNING.has(tokens[i])) continue;
    const back = tokens.slice(i + 1, i + 5).indexOf("back") + i + 1;
    if (
      back <= i ||
      tokens.slice(i + 1, back).some((token) => token === "and" || token === "," || token === "then")
    )
      continue;
    tokens.splice(back, 1);
    const [saidBack] = said.splice(back, 1);
    // "give … back" → "put back …" (said: "give back …"); "return" takes both words as said.
    if (own.includes(" ")) {
      tokens.splice(i, 1, ...own.split(" "));
      said.splice(i + 1, 0, saidBack);
    } else [tokens[i], said[i]] = [own, `${said[i]} ${saidBack}`];
  }
}

export const POSSESSIVES: ReadonlySet<string> = new Set(["his", "her", "their", "whose"]);

/** "take it from his place", "to her stand": a possessive before a place or tool noun is the tool's ("its"). */
export function readPossessivePlaces(tokens: string[], lexicon: CellLexicon): void {
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    const noun =
      singularNoun(next, lexicon) ?? lexicon.phrases.get(next ?? "")?.find((e) => e.kind === "tool_noun");
    if (POSSESSIVES.has(token) && noun) tokens[i] = "its";
  });
}

/**
 * "the position of safety", "the point of approach 2", "the place of work": a place noun and
 * "of" with a group's word (or its noun: "safety" of "safe") name the group's place as
 * "safe position" does. Read in place as the prefix before the noun; "of" is taken out.
 */
export function readOfGenitiveNames(tokens: string[], said: string[], lexicon: CellLexicon): void {
  for (let i = 0; i + 2 < tokens.length; i++) {
    // "the stand of (the) camera": a word and "of" with the word that goes before it in a place's
    // name ("camera stand") name that place; read as said the other way round.
    const owner = tokens[i + 2] === "the" ? i + 3 : i + 2;
    const named = `${tokens[owner]} ${tokens[i]}`;
    // (A place noun keeps its own reading: "the safe position of the welder" is near its stand.)
    const placeNoun = singularNoun(tokens[i], lexicon) !== null;
    if (
      tokens[i + 1] === "of" &&
      !placeNoun &&
      lexicon.phrases.get(named)?.some((e) => e.kind === "position")
    ) {
      for (const list of [tokens, said]) list.splice(i, owner - i + 1, list[owner], list[i]);
      continue;
    }
    const word = tokens[i + 2];
    if (tokens[i + 1] !== "of" || !singularNoun(tokens[i], lexicon)) continue;
    const prefix = prefixNamed(word, lexicon);
    if (!prefix) continue;
    for (const list of [tokens, said]) list.splice(i, 3, prefix, list[i]);
    said[i] = word;
  }
  // "the safety position 1": the group's noun said before a place noun is its word too.
  tokens.forEach((word, i) => {
    const prefix =
      !lexicon.knownTokens.has(word) && singularNoun(tokens[i + 1], lexicon) && prefixNamed(word, lexicon);
    if (prefix) tokens[i] = prefix;
  });
}

/** The one-word group prefix a word says, as itself or as its noun ("safety" of "safe"). */
const prefixNamed = (word: string, lexicon: CellLexicon) =>
  lexicon.positionPrefixes.find(
    (words) =>
      words.length === 1 &&
      (word === words[0] || (word.startsWith(words[0]) && word.length - words[0].length <= 2)),
  )?.[0];

/**
 * "put the camera back" → "put back the camera" when "put back" is a phrase of the cell. A
 * particle before a place is its preposition, not the verb's: "put it on the table" is no "put on"
 * ("put the camera on its stand" is a return to its own place: own-place.ts).
 */
export function joinSplitParticles(tokens: string[], said: string[], lexicon: CellLexicon): void {
  for (let i = 0; i < tokens.length - 2; i++) {
    if (lexicon.phrases.has(`${tokens[i]} ${tokens[i + 1]}`)) continue;
    for (let j = i + 2; j <= Math.min(i + 4, tokens.length - 1); j++) {
      // Only a particle, "over" or "to" ends a split verb: every other word is passed at once.
      if (tokens[j] !== "over" && tokens[j] !== "to" && !VERB_PARTICLES.has(tokens[j])) continue;
      // "change the tool over to the camera", "change the arm to the welder": the cell's "change
      // over to", "change to", said around the tool or the arm it changes.
      const inside = tokens.slice(i + 1, j);
      const toolOrArm = inside.every(
        (word) =>
          DETERMINERS.has(word) ||
          word === "robot" ||
          (tokens[j] === "over" && lexicon.phrases.get(word)?.some((e) => e.kind === "tool_noun")),
      );
      const phrase = [3, 2].find((length) =>
        lexicon.phrases.has([tokens[i], ...tokens.slice(j, j + length - 1)].join(" ")),
      );
      if (/^(over|to)$/.test(tokens[j]) && phrase && toolOrArm) {
        for (const list of [tokens, said]) list.splice(i + phrase, 0, ...list.splice(i + 1, j - i - 1));
        break;
      }
      if (!VERB_PARTICLES.has(tokens[j])) continue;
      if (tokens.slice(i + 1, j).some((token) => token === "and" || token === "then" || token === ",")) break;
      // "put a tack on the seam", "lay a coat on booth 2": a routine said as the object is the
      // routine; the tool verb "put on" takes a tool ("the priming machine" is one).
      const toolNoun = (at: number) =>
        lexicon.phrases.get(tokens[at] ?? "")?.some((e) => e.kind === "tool_noun");
      if (inside.some((_, k) => routineAtWord(tokens, i + 1 + k, lexicon) && !toolNoun(i + 2 + k))) break;
      const place =
        singularNoun(tokens[j + 2], lexicon) ??
        lexicon.phrases
          .get(tokens[j + 2] ?? "")
          ?.find((e) => e.kind === "tool_noun" || e.kind === "position");
      if (place && DETERMINERS.has(tokens[j + 1])) break;
      const last = VERB_PARTICLES.has(tokens[j + 1]) && /^(and|then|[,.;!?])?$/.test(tokens[j + 2] ?? "");
      const again = +(tokens[j] === "back" && last && lexicon.phrases.has(`${tokens[i]} ${tokens[j + 1]}`));
      if (lexicon.phrases.has(`${tokens[i]} ${tokens[j + again]}`)) {
        for (const list of [tokens, said]) list.splice(i + 1, 0, ...list.splice(j + again, 1));
        if (again) tokens[j + 1] = "again"; // "hang the torch back up": "back" before a last particle
      }
      break;
    }
  }
}

const DETERMINERS = new Set(["the", "a", "an", "my", "your", "our"]);

/** Prepositions said for the "to" of a tool verb ("change tool on welder", "switch for the camera"). */
const TOOL_PREPOSITIONS = new Set(["on", "for"]);

/**
 * "change tool on welder": the cell's attach phrase ending in "to" ("change tool to"), said with
 * another preposition, when one of the cell's tools follows; nowhere else.
 */
export function readToolPrepositions(tokens: string[], lexicon: CellLexicon): void {
  tokens.forEach((token, at) => {
    if (!TOOL_PREPOSITIONS.has(token)) return;
    const object = tokens[at + 1] === "the" ? at + 2 : at + 1;
    if (!toolAt(tokens, object, lexicon)) return;
    for (let start = Math.max(0, at - 3); start < at; start++) {
      const entries = lexicon.phrases.get([...tokens.slice(start, at), "to"].join(" "));
      if (entries?.some((entry) => entry.kind === "attach")) {
        tokens[at] = "to";
        return;
      }
    }
  });
}

/** Verbs that only carry a routine said as a noun: "put a tack on 2", "give position 1 a weld". */
const LIGHT_VERBS = wordSet(`put give lay apply add place`);

/**
 * "put a tack on the seam at 2", "give position 1 a quick weld", "lay a coat on booth 2": a verb
 * whose object, in its clause, is "a" routine noun of the cell only carries that routine; it is
 * taken out (a filler), and the routine is the verb.
 */
export function dropLightVerbs(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const dropped: string[] = [];
  for (let i = tokens.length - 3; i >= 0; i--) {
    if (!LIGHT_VERBS.has(tokens[i]) || (longestLexiconPhrase(tokens, i, lexicon)?.length ?? 0) > 1) continue;
    for (let j = i + 2; j < Math.min(i + 7, tokens.length); j++) {
      if (/^(and|then|,|\.|;)$/.test(tokens[j - 1])) break;
      if (!/^(a|an)$/.test(tokens[j - 1])) continue;
      const routine = longestLexiconPhrase(tokens, j, lexicon);
      if (!routine?.entries.every(isRoutine)) break;
      // "put a coat of primer on 1": a second routine in the clause leaves which one unclear.
      const end = tokens.findIndex((word, at) => at > j && /^(and|then|,|\.|;)$/.test(word));
      const rest = tokens.slice(j + routine.length, end < 0 ? undefined : end);
      if (rest.some((_, k) => routineAtWord(tokens, j + routine.length + k, lexicon))) break;
      tokens.splice(i, 1);
      dropped.push(...said.splice(i, 1));
      break;
    }
  }
  return dropped;
}

/**
 * "every part except the one on position 2", "weld the ones at 1 and 3": "one" with a place
 * after it is the thing at that place, never the number 1; it is taken out (a filler).
 */
export function dropOneAtPlace(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const dropped: string[] = [];
  for (let i = tokens.length - 3; i > 0; i--) {
    if (!/^ones?$/.test(tokens[i]) || !/^(the|each|every)$/.test(tokens[i - 1])) continue;
    if (!/^(at|on|in|from)$/.test(tokens[i + 1])) continue;
    const place = tokens[i + 2] === "the" ? i + 3 : i + 2;
    const word = tokens[place] ?? "";
    const named =
      /^\d+$/.test(word) ||
      word in NUMBER_WORDS ||
      singularNoun(word, lexicon) !== null ||
      longestLexiconPhrase(tokens, place, lexicon)?.entries.every((entry) => entry.kind === "position");
    if (!named) continue;
    tokens.splice(i, 1);
    dropped.push(...said.splice(i, 1));
  }
  return dropped;
}

/** Participles that only say where a thing is ("the part sitting at position 2"). */
const LOCATIVE = wordSet(`sitting lying standing resting waiting placed located clamped`);

/**
 * "take a photo of the part sitting at position two": between the object the cell works on and
 * the place it is at, a participle of place only ties them; it is taken out (a filler).
 */
export function dropLocativeParticiples(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const dropped: string[] = [];
  for (let i = tokens.length - 2; i > 0; i--) {
    const object = lexicon.phrases.get(tokens[i - 1])?.some((entry) => entry.kind === "object_noun");
    if (!object || !LOCATIVE.has(tokens[i]) || !/^(at|in|on)$/.test(tokens[i + 1])) continue;
    tokens.splice(i, 1);
    dropped.push(...said.splice(i, 1));
  }
  return dropped;
}

/**
 * "leave position two alone", "leave 3 out", "leave out 2": said around its places, the exclusion "leave out"
 * ("… but leave position two alone" → "but leaving out position two").
 */
export function readLeaveAlone(tokens: string[], said: string[]): void {
  for (let i = 0; i < tokens.length - 2; i++) {
    if (tokens[i] !== "leave" && tokens[i] !== "leaving") continue;
    // "leave out 2" is "leaving out 2".
    if (tokens[i + 1] === "out") tokens[i] = "leaving";
    for (let j = i + 2; j <= Math.min(i + 5, tokens.length - 1); j++) {
      if (["and", "then", ",", "."].includes(tokens[j])) break;
      if (tokens[j] !== "alone" && tokens[j] !== "out") continue;
      tokens.splice(j, 1);
      tokens.splice(i, 1, "leaving", "out");
      said.splice(i + 1, 0, ...said.splice(j, 1));
      break;
    }
  }
}

const BEING = wordSet(`am is are was were be been i we you he she it they robot im were youre`);

/**
 * "please going to the camera stand": "going to" with a place and no subject before it is how
 * some speakers say "go to"; read so. With a subject ("we're going to position 2") it stays a plan.
 */
export function readGoingTo(tokens: string[], lexicon: CellLexicon): void {
  tokens.forEach((token, at) => {
    if (token !== "going" || tokens[at + 1] !== "to" || BEING.has(tokens[at - 1] ?? "")) return;
    const object = tokens[at + 2] === "the" ? at + 3 : at + 2;
    const place =
      singularNoun(tokens[object], lexicon) !== null ||
      (prefixNamed(tokens[object], lexicon) && singularNoun(tokens[object + 1], lexicon) !== null) ||
      [1, 2, 3].some((length) =>
        lexicon.phrases
          .get(tokens.slice(object, object + length).join(" "))
          ?.some((entry) => entry.kind === "position" || entry.kind === "go_home"),
      );
    if (place && lexicon.phrases.get("go")?.some((entry) => entry.kind === "move")) tokens[at] = "go";
  });
}

/** "go until the camera stand", "drive till home": right after a verb of moving, "until" is "to". */
export function readMoveUntil(tokens: string[], lexicon: CellLexicon): void {
  tokens.forEach((token, at) => {
    const moving = lexicon.phrases.get(tokens[at - 1] ?? "")?.some((entry) => entry.kind === "move");
    if ((token === "until" || token === "till") && moving) tokens[at] = "to";
  });
}

/**
 * "take the arm over to the stand", "mount the camera on the flange": the words of the arm itself
 * (the cell file's `arm_nouns`) are no tool and no place; each is read as "robot", the word the
 * cell's phrases say it with ("take the robot").
 */
export function readArmNouns(tokens: string[], said: string[], lexicon: CellLexicon): void {
  for (let i = 0; i < tokens.length; i++)
    for (const noun of lexicon.armNouns)
      if (noun.every((word, at) => tokens[i + at] === word)) {
        tokens.splice(i, noun.length, "robot");
        said.splice(i, noun.length, noun.join(" "));
        break;
      }
}

/** Verbs that only do what their noun names ("take a photo", "kick off a scan", "schedule a weld"). */
export const TAKE_VERBS = wordSet(`take snap shoot get grab make do run capture perform conduct
  acquire initiate execute start begin request requesting kick queue schedule launch trigger fire`);
const NOUN_OPENERS = wordSet(`a an some the few couple of new fresh more`);
const [TAKE_PARTICLES, WHOLE] = [wordSet(`off up`), wordSet(`full complete whole entire`)];

/**
 * "snap a pic of it", "run a scan": a light verb whose object is a routine of the cell said as a
 * noun (the cell file's words: "pic") is that routine, a noun of moving ("a trajectory to 2") that
 * move; the verb, its particle and determiners are fillers. A cell phrase that starts at the verb
 * ("take a look at") is read as the cell says it.
 */
export function dropTakeVerbs(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const dropped: string[] = [];
  for (let i = tokens.length - 2; i >= 0; i--) {
    if (!TAKE_VERBS.has(tokens[i])) continue;
    let noun = TAKE_PARTICLES.has(tokens[i + 1]) ? i + 2 : i + 1;
    while (noun < tokens.length - 1 && NOUN_OPENERS.has(tokens[noun])) noun++;
    // ("the full inspection sweep": the scope word stays, read as every place)
    const object = longestLexiconPhrase(tokens, WHOLE.has(tokens[noun]) ? noun + 1 : noun, lexicon);
    const own = longestLexiconPhrase(tokens, i, lexicon);
    const named = object?.entries.every((entry) => entry.kind === "routine" || entry.kind === "move");
    if (!named || (own && own.length > noun - i)) continue;
    tokens.splice(i, noun - i);
    dropped.push(...said.splice(i, noun - i));
  }
  return dropped;
}

/**
 * "re-check 1", "rescan position 2", "re-weld it": a routine with "re" before it is that routine
 * again, done once (as "again" is); "re" is taken out, a word run together is split from it.
 */
export function dropRepeatPrefix(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const routine = (word: string | undefined) =>
    word !== undefined && (lexicon.phrases.get(word)?.some((entry) => entry.kind === "routine") ?? false);
  const dropped: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (tokens[i] === "re" && routine(tokens[i + 1])) {
      tokens.splice(i, 1);
      dropped.push(...said.splice(i, 1));
    } else if (
      /^re[a-z]{3,}$/.test(tokens[i]) &&
      !lexicon.knownTokens.has(tokens[i]) &&
      routine(tokens[i].slice(2))
    ) {
      tokens[i] = tokens[i].slice(2);
      said.splice(i, 1, tokens[i]);
      dropped.push("re");
    }
  }
  return dropped;
}
