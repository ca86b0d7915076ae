import { longestAt } from "./phrase-starts.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { CellLexicon } from "./cell-lexicon.js";
import { wordSet } from "./word-set.js";
import { longestLexiconPhrase } from "./lexicon-phrases.js";

/*
 * "control position 1 with the camera", "verify with camera the position three": a verb of
 * checking the cell does not list, said with a tool, is the cell's one checking routine of that
 * tool (a routine that needs the tool and is itself said with a checking verb: "inspect",
 * "check"). Without a tool it is the cell's checking routine when the cell has one only ("weld 2
 * and after control it"); a tool that checks nothing (the welder) gives no reading.
 */

/** Verbs of checking, as speakers of other languages say them ("control" = kontrollieren, contrôler). */
export const CHECK_VERBS = wordSet(`check control verify test examine inspect review document`);

/** Tool name → the one word of its checking routine ("Camera" → "inspect"), when it has exactly one. */
export function checkWordsByTool(
  snapshot: GraphSnapshot,
  phrases: CellLexicon["phrases"],
): Map<string, string> {
  const byTool = new Map<string, string>();
  for (const tool of snapshot.tools.keys()) {
    const checks = [...snapshot.routines.values()].filter(
      (routine) => routine.required_tool === tool && routine.words.some((word) => CHECK_VERBS.has(word)),
    );
    const word = checks.length === 1 ? checks[0].words.find((said) => CHECK_VERBS.has(said)) : undefined;
    const own =
      word && phrases.get(word)?.every((entry) => entry.kind === "routine" && entry.name === checks[0].name);
    if (word && own) byTool.set(tool, word);
  }
  return byTool;
}

const CLAUSE_ENDS = new Set(["then", ".", ";", "and"]);
const NOT_BEFORE_VERB = wordSet(`a an the this that me us i we let my our your`);

/** Reads, in place, each unknown checking verb with "with TOOL" in its clause as the tool's checking routine. */
export function readCheckWithTool(tokens: string[], lexicon: CellLexicon): string[] {
  const read: string[] = [];
  tokens.forEach((token, index) => {
    if (!CHECK_VERBS.has(token) || lexicon.phrases.has(token)) return;
    let at = index + 1;
    while (at < tokens.length - 1 && !CLAUSE_ENDS.has(tokens[at]) && tokens[at] !== "with") at++;
    const object = ARTICLES.has(tokens[at + 1]) ? at + 2 : at + 1;
    // "document both with pictures": a routine said as the instrument names its tool.
    const tool =
      tokens[at] === "with"
        ? (toolAt(tokens, object, lexicon) ?? routineToolAt(tokens, object, lexicon))
        : null;
    const words = new Set(lexicon.checkWords.values());
    // Without a tool, only as the verb of its clause: "this is a test", "let me review it" ask.
    const ownVerb =
      tokens[at] !== "with" && words.size === 1 && !NOT_BEFORE_VERB.has(tokens[index - 1] ?? "");
    const word = tool ? lexicon.checkWords.get(tool) : ownVerb ? [...words][0] : undefined;
    if (word) {
      read.push(`${token}→${word}`);
      tokens[index] = word;
    }
  });
  return read;
}

/*
 * "grab the camera, use it at position 3": to use the tool just taken at a place is to do its one
 * routine there. "use it" is read as a word of that routine when a tool was named after an attach
 * verb before it and a place follows "at" / "on" / "in". With the tool named ("use the camera on
 * position 2") it may mean taking it there, so that is still asked.
 */
const PLACE_PREPOSITIONS = new Set(["at", "on", "in"]);

/** Reads, in place, "use it" with a place, after a tool was attached, as that tool's one routine. */
export function readUseTool(tokens: string[], lexicon: CellLexicon): string[] {
  const read: string[] = [];
  tokens.forEach((token, index) => {
    if (token !== "use" || tokens[index + 1] !== "it" || !PLACE_PREPOSITIONS.has(tokens[index + 2] ?? ""))
      return;
    // The last tool named before it, each phrase read whole ("primer gun" is not "gun").
    let tool: string | undefined;
    for (let at = 0; at < index; at++) {
      const found = toolPhraseAt(tokens, at, lexicon);
      if (found) [tool, at] = [found.name, at + found.length - 1];
    }
    const attached = tokens
      .slice(0, index)
      .some((word) => lexicon.phrases.get(word)?.some((entry) => entry.kind === "attach"));
    const routines = [...lexicon.toolOfRoutine].filter(([, needs]) => needs === tool).map(([name]) => name);
    const word = [...lexicon.phrases].find(
      ([key, entries]) =>
        !key.includes(" ") &&
        entries.every((entry) => entry.kind === "routine" && entry.name === routines[0]),
    )?.[0];
    if (attached && routines.length === 1 && word) {
      read.push(`${token}→${word}`);
      tokens[index] = word;
    }
  });
  return read;
}

/**
 * "weld 2 using the camera", "by using the welder, weld 1": "using" before a tool says what to do
 * it with, as "with" does (so a tool the routine does not use is asked about); it is not the verb
 * "use" (attach), which would take the tool after the routine.
 */
export function usingAsWith(
  said: readonly { text: string; heard?: { from: string } }[],
  at: number,
): boolean {
  if ((said[at].heard?.from ?? said[at].text) !== "using") return false;
  const object = said[at + 1] && ARTICLES.has(said[at + 1].text) ? at + 2 : at + 1;
  const next = said[object] as { senses?: Array<{ kind: string }> } | undefined;
  return next?.senses?.some((sense) => sense.kind === "tool") ?? false;
}

/** The tool a phrase of the cell names at `start`, if one does. */
export function toolAt(tokens: string[], start: number, lexicon: CellLexicon): string | undefined {
  return toolPhraseAt(tokens, start, lexicon)?.name;
}

function toolPhraseAt(tokens: string[], start: number, lexicon: CellLexicon) {
  const tool = longestAt(tokens, start, lexicon.longestPhrase, (key) =>
    lexicon.phrases.get(key)?.find((entry) => entry.kind === "tool"),
  );
  return tool?.value.kind === "tool" ? { name: tool.value.name, length: tool.length } : undefined;
}

/**
 * "inspect with the camera position 2": after "with", a tool is the instrument, never the start
 * of a longer place phrase ("camera position", its stand); what follows it is read on its own
 * ("position 2"). The stand is meant only when said as a place: "at / to the camera position".
 */
export function instrumentAt(tokens: string[], start: number, lexicon: CellLexicon) {
  const opener =
    tokens[start - 1] === "with" || (ARTICLES.has(tokens[start - 1]) && tokens[start - 2] === "with");
  return opener ? toolPhraseAt(tokens, start, lexicon) : undefined;
}

const ARTICLES = wordSet(`the a an your its`);

function routineAt(tokens: string[], start: number, lexicon: CellLexicon) {
  const phrase = longestLexiconPhrase(tokens, start, lexicon);
  const routine = phrase?.entries.length === 1 ? phrase.entries[0] : undefined;
  return routine?.kind === "routine" ? { name: routine.name, length: phrase!.length } : undefined;
}

function routineToolAt(tokens: string[], start: number, lexicon: CellLexicon) {
  const routine = routineAt(tokens, start, lexicon);
  return routine && lexicon.toolOfRoutine.get(routine.name);
}

const INSTRUMENT_ENDS = new Set(["then", ".", ";", ",", "and"]);
const SENTENCE_ENDS = new Set(["then", ".", ";"]);

/**
 * "inspect 1 and 2 with pictures", "check the bead on 2 visually": the routine of the clause said
 * again as how it is done (after "with", or closing the clause) is that routine once, not a
 * second step; the words are taken out (fillers). The cell file gives the words ("visually").
 */
export function dropRoutineInstruments(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const dropped: string[] = [];
  for (let at = tokens.length - 1; at > 0; at--) {
    const routine = routineAt(tokens, at, lexicon);
    if (!routine) continue;
    const end = at + routine.length;
    let start = at;
    if (ARTICLES.has(tokens[start - 1]) && tokens[start - 2] === "with") start -= 2;
    else if (tokens[start - 1] === "with") start -= 1;
    // Closing its clause, only as an adverb ("visually"): "… that support welding" names places.
    else if (!tokens[at].endsWith("ly") || (end < tokens.length && !INSTRUMENT_ENDS.has(tokens[end])))
      continue;
    // The routine said last before it in the sentence is the same one.
    let earlier: string | undefined;
    for (let word = start - 1; word >= 0 && !earlier && !SENTENCE_ENDS.has(tokens[word]); word--)
      earlier = routineAt(tokens, word, lexicon)?.name;
    if (earlier !== routine.name) continue;
    tokens.splice(start, end - start);
    dropped.push(...said.splice(start, end - start));
  }
  return dropped;
}
