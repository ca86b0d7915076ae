import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { GRAMMAR_WORDS } from "./grammar-roles.js";
import { ORDERING_WORDS } from "./ordering.js";
import {
  ALL_WORDS,
  FILLER_WORDS,
  LATER_WORDS,
  LAST_WORDS,
  LIST_JOINERS,
  MIDDLE_WORDS,
  OTHER_WORDS,
  VIA_PHRASES,
  RELATION_PHRASES,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  POSITION_PRONOUNS,
  QUESTION_OPENERS,
  RANGE_WORDS,
  SMALL_TALK,
  EXCLUDE_PHRASES,
  VERB_PARTICLES,
} from "./grammar-words.js";
import { normalizeText } from "./normalize-text.js";
import { TAKE_VERBS } from "./phrase-forms.js";
import { oncePer } from "./once-per.js";
import { checkWordsByTool } from "./check-with-tool.js";
import type { WordKind } from "./self-correction.js";
import { NUMBER_HOMOPHONES } from "./spoken-input.js";
import { addSense, buildWordLexicon, type CellWord, type WordLexicon } from "./word-lexicon.js";

/** What a phrase of the cell's own words stands for. */
export type LexiconEntry =
  | { kind: "position"; name: string }
  | { kind: "tool"; name: string }
  | { kind: "routine"; name: string }
  | { kind: "attach" }
  | { kind: "release" }
  | { kind: "move" }
  | { kind: "release_and_home" }
  | { kind: "tool_noun" }
  | { kind: "routine_noun" }
  | { kind: "history_noun" }
  /** What the cell works on ("seam", "part"): the object of a routine, no place of its own. */
  | { kind: "object_noun" }
  | { kind: "go_home"; position: string };

/**
 * The rules parser's dictionary, generated from one cell snapshot: every name and `words`
 * phrase of positions, tools and routines, the cell's `vocabulary`, and the numbered position
 * patterns ("safe position 2" → prefix "safe", number 2). Built once per snapshot.
 */
export interface CellLexicon {
  /** Phrase (tokens joined by spaces) → what it stands for; a phrase may mean several things. */
  phrases: Map<string, LexiconEntry[]>;
  /** Longest phrase length in tokens. */
  longestPhrase: number;
  /** Position nouns ("position", "station", …), singular. */
  positionNouns: Set<string>;
  /** "prefix#number" → position ("#1" → Pos_1, "safe#2" → Safe_Pos_2). */
  numberedPositions: Map<string, string>;
  /** Prefixes seen before a position noun, as token lists, longest first ("" included). */
  positionPrefixes: string[][];
  /** Every token the parser knows (cell words and grammar words), for typo correction. */
  knownTokens: Set<string>;
  /** The shared typed-token lexicon of the cell's words (typo and sound targets: cell words only). */
  words: WordLexicon;
  /** Work positions in cell order. */
  workPositions: string[];
  /** Routine → the tool it needs ("for inspection" is a purpose of the camera only). */
  toolOfRoutine: Map<string, string>;
  /** Words of the arm itself ("flange", "end effector"), as token lists, longest first. */
  armNouns: string[][];
  /** Tool → the word of its one checking routine ("control with the camera", check-with-tool.ts). */
  checkWords: Map<string, string>;
}

export const COMMAND_KINDS = new Set(["routine", "attach", "release", "move", "release_and_home", "go_home"]);

export const cellLexicon = oncePer((snapshot: GraphSnapshot) => buildCellLexicon(snapshot));

/**
 * "Work position 2 (centre seam)": the parenthesised parts of a place's description name it, when
 * such a part is two words or more, belongs to one place only, and holds no number, grammar word
 * or command word of the cell ("inspection only" does not name a place).
 */
function addDescriptiveNames(
  snapshot: GraphSnapshot,
  phrases: Map<string, LexiconEntry[]>,
  add: (phrase: string, entry: LexiconEntry) => void,
): void {
  const owners = new Map<string, string[]>();
  for (const position of snapshot.positions.values())
    for (const [, inside] of position.description.matchAll(/\(([^)]*)\)/g))
      for (const part of inside.split(/[,;]/)) {
        const tokens = tokensOf(part);
        const names = (token: string) =>
          (phrases.get(token) ?? []).every(
            (entry) => entry.kind === "object_noun" || entry.kind === "position",
          );
        if (
          tokens.length >= 2 &&
          tokens.every((token) => /^[a-z]+$/.test(token) && !GRAMMAR_WORDS.has(token) && names(token))
        )
          owners.set(tokens.join(" "), [...(owners.get(tokens.join(" ")) ?? []), position.name]);
      }
  for (const [phrase, names] of owners)
    if (names.length === 1 && !phrases.has(phrase)) add(phrase, { kind: "position", name: names[0] });
}

/**
 * "goto sp2", "to the tcp": the initials of a place's name of two parts or more ("Safe_Pos_2" →
 * "sp 2", "Tool_Camera_Position" → "tcp") name it, when they name no other place and are no word
 * of their own (grammar, filler or a word of the cell: "be" of "Booth_Entry" stays "be").
 */
function addInitialNames(
  snapshot: GraphSnapshot,
  phrases: Map<string, LexiconEntry[]>,
  add: (phrase: string, entry: LexiconEntry) => void,
): void {
  const owners = new Map<string, string[]>();
  for (const position of snapshot.positions.values()) {
    const parts = position.name.toLowerCase().split("_");
    const number = /^\d+$/.test(parts.at(-1) ?? "") ? ` ${Number(parts.pop())}` : "";
    if (parts.length < 2 || !parts.every((part) => /^[a-z]+$/.test(part))) continue;
    const initials = parts.map((part) => part[0]).join("");
    owners.set(initials + number, [...(owners.get(initials + number) ?? []), position.name]);
  }
  const cellTokens = new Set([...phrases.keys()].flatMap((key) => key.split(" ")));
  for (const [phrase, names] of owners) {
    const initials = phrase.split(" ")[0];
    const ownWord = GRAMMAR_WORDS.has(initials) || FILLER_WORDS.has(initials) || cellTokens.has(initials);
    if (names.length === 1 && !ownWord && !(initials in NUMBER_WORDS))
      add(phrase, { kind: "position", name: names[0] });
  }
}

function tokensOf(phrase: string): string[] {
  return normalizeText(phrase).tokens;
}

function vocabulary(snapshot: GraphSnapshot, key: string): string[] {
  return snapshot.data.vocabulary[key] ?? [];
}

export function buildCellLexicon(snapshot: GraphSnapshot): CellLexicon {
  const phrases = new Map<string, LexiconEntry[]>();
  const add = (phrase: string, entry: LexiconEntry) => addSense(phrases, tokensOf(phrase).join(" "), entry);

  const positionNouns = new Set(vocabulary(snapshot, "position_nouns").flatMap(tokensOf));
  const numberedPositions = new Map<string, string>();
  const prefixes = new Set<string>([""]);
  for (const position of snapshot.positions.values()) {
    const names = [position.name, ...position.words];
    for (const phrase of names) {
      add(phrase, { kind: "position", name: position.name });
      const tokens = tokensOf(phrase);
      const last = tokens.at(-1) ?? "";
      const noun = tokens.at(-2) ?? "";
      // "entry 1", "airlock 1": the words before a place's number head a list too ("entry 1, 2 and 3").
      if (/^\d+$/.test(last) && !positionNouns.has(noun) && tokens.length > 1) {
        const head = tokens.slice(0, -1).join(" ");
        if (!numberedPositions.has(`${head}#${Number(last)}`) && !/\d/.test(head)) {
          numberedPositions.set(`${head}#${Number(last)}`, position.name);
          prefixes.add(head);
        }
      }
      if (/^\d+$/.test(last) && positionNouns.has(noun)) {
        const prefix = tokens.slice(0, -2).join(" ");
        const key = `${prefix}#${Number(last)}`;
        if (!numberedPositions.has(key)) numberedPositions.set(key, position.name);
        prefixes.add(prefix);
        // "work position 2", "every work position", "the safe approach point": the role is a prefix too.
        const role = position.role.replace(/_/g, " ");
        if (!numberedPositions.has(`${role}#${Number(last)}`)) {
          numberedPositions.set(`${role}#${Number(last)}`, position.name);
          prefixes.add(role);
        }
      }
    }
  }
  // "fetch the welder from ToolStand_Welder": a stand's name names the place it is at.
  for (const stand of snapshot.toolStands.values())
    add(stand.name, { kind: "position", name: stand.position });
  for (const tool of snapshot.tools.values()) {
    for (const phrase of [tool.name, ...tool.words]) add(phrase, { kind: "tool", name: tool.name });
  }
  for (const routine of snapshot.routines.values()) {
    const entry: LexiconEntry =
      routine.effect === "attach_tool"
        ? { kind: "attach" }
        : routine.effect === "release_tool"
          ? { kind: "release" }
          : { kind: "routine", name: routine.name };
    for (const phrase of [routine.name, ...routine.words]) add(phrase, entry);
  }
  for (const phrase of vocabulary(snapshot, "move_verbs")) add(phrase, { kind: "move" });
  for (const phrase of vocabulary(snapshot, "go_home_phrases"))
    add(phrase, { kind: "go_home", position: snapshot.home });
  for (const phrase of vocabulary(snapshot, "release_and_home_phrases"))
    add(phrase, { kind: "release_and_home" });
  for (const phrase of vocabulary(snapshot, "tool_nouns")) add(phrase, { kind: "tool_noun" });
  for (const phrase of vocabulary(snapshot, "routine_nouns")) add(phrase, { kind: "routine_noun" });
  for (const phrase of vocabulary(snapshot, "history_nouns")) add(phrase, { kind: "history_noun" });
  for (const phrase of vocabulary(snapshot, "object_nouns")) add(phrase, { kind: "object_noun" });
  addDescriptiveNames(snapshot, phrases, add);
  addInitialNames(snapshot, phrases, add);
  // "I need it for pictures": a one-word routine word said with an "s" ("pictures", "scans") is that routine.
  for (const [phrase, entries] of [...phrases])
    if (/^[a-z]{3,}[^s]$/.test(phrase) && !phrases.has(`${phrase}s`))
      for (const entry of entries.filter((candidate) => candidate.kind === "routine"))
        add(`${phrase}s`, entry);

  const knownTokens = new Set<string>();
  for (const key of phrases.keys()) for (const token of key.split(" ")) knownTokens.add(token);
  for (const noun of positionNouns) for (const form of [noun, `${noun}s`, `${noun}es`]) knownTokens.add(form);
  for (const list of Object.values(snapshot.data.vocabulary))
    for (const phrase of list) for (const token of tokensOf(phrase)) knownTokens.add(token);
  const grammar = [
    ...Object.keys(NUMBER_WORDS),
    ...Object.keys(ORDINAL_WORDS),
    ...LIST_JOINERS,
    ...RANGE_WORDS,
    ...ALL_WORDS,
    ...POSITION_PRONOUNS,
    ...FILLER_WORDS,
    ...LATER_WORDS,
    ...QUESTION_OPENERS,
    ...SMALL_TALK,
    ...VERB_PARTICLES,
    ...EXCLUDE_PHRASES.flat(),
    ...VIA_PHRASES.flat(),
    ...RELATION_PHRASES.flat(),
    ...ORDERING_WORDS,
    ...LAST_WORDS,
    ...MIDDLE_WORDS,
    ...OTHER_WORDS,
    ...TAKE_VERBS,
  ];
  for (const token of [...grammar, ...[...prefixes].flatMap((prefix) => prefix.split(" "))])
    if (token) knownTokens.add(token);
  const cellWords: CellWord[] = [...phrases].flatMap(([phrase, entries]) =>
    entries.map((entry) => ({
      phrase,
      sense: { kind: entry.kind, value: "name" in entry ? entry.name : "" },
    })),
  );
  for (const noun of positionNouns)
    for (const form of [noun, `${noun}s`])
      cellWords.push({ phrase: form, sense: { kind: "position_noun", value: noun } });
  const cellTokens = new Set(cellWords.flatMap((word) => word.phrase.split(" ")));
  const grammarOnly = [...knownTokens].filter((token) => !cellTokens.has(token));
  const words = buildWordLexicon(cellWords, grammarOnly, (sense) => COMMAND_KINDS.has(sense.kind), {
    id: snapshot.data.cell,
    description: snapshot.data.description,
  });
  for (const token of ["tools", "routines", "tasks", "runs"]) knownTokens.add(token);

  const longestPhrase = Math.max(1, ...[...phrases.keys()].map((key) => key.split(" ").length));
  const positionPrefixes = [...prefixes]
    .map((prefix) => (prefix ? prefix.split(" ") : []))
    .sort((a, b) => b.length - a.length);
  const workPositions = [...snapshot.positions.values()].filter((p) => p.role === "work").map((p) => p.name);
  return {
    phrases,
    longestPhrase,
    positionNouns,
    numberedPositions,
    positionPrefixes,
    knownTokens,
    words,
    workPositions,
    checkWords: checkWordsByTool(snapshot, phrases),
    armNouns: vocabulary(snapshot, "arm_nouns")
      .map(tokensOf)
      .sort((a, b) => b.length - a.length),
    toolOfRoutine: new Map(
      [...snapshot.routines.values()].flatMap((routine) =>
        snapshot.tools.has(routine.required_tool) ? [[routine.name, routine.required_tool] as const] : [],
      ),
    ),
  };
}

const VERB_KINDS = new Set([...COMMAND_KINDS, "routine_noun"]);

/** "the spray gun, no, the primer gun": a word before a name is part of it when together they are one of its kind. */
export const graphJoinsName = oncePer(
  (lexicon: CellLexicon) => (previous: string, name: string[], kind: string) =>
    graphWordKind(lexicon)([previous, ...name].join(" ")) === kind,
);

/** The word classes a self-correction replaces in this cell: numbers, places, tools, verbs. */
export const graphWordKind = oncePer((lexicon: CellLexicon): WordKind => {
  const prefixWords = new Set(lexicon.positionPrefixes.flat());
  const isNoun = (token: string | undefined) => token !== undefined && lexicon.positionNouns.has(token);
  return (token, previous) => {
    if (/^\d+$/.test(token) || token in NUMBER_WORDS || token in ORDINAL_WORDS) return "number";
    // "position for, sorry, three": a number heard after a place noun.
    if (token in NUMBER_HOMOPHONES && isNoun(previous)) return "number";
    if (lexicon.positionNouns.has(token.replace(/s$/, "")) || prefixWords.has(token)) return "place";
    const entries = lexicon.phrases.get(token) ?? [];
    if (entries.some((entry) => entry.kind === "position")) return "place";
    if (entries.some((entry) => entry.kind === "tool" || entry.kind === "tool_noun")) return "tool";
    if (entries.some((entry) => VERB_KINDS.has(entry.kind))) return "verb";
    return null;
  };
});
