import type { AssemblyInstruction } from "../contracts/assembly.js";
import type { LearnedMemory } from "./learned-memory.js";
import type { Lexicon } from "./lexicon.js";
import type { PhraseEntry } from "./phrase-bank.js";
import type { WordLexicon } from "../understand/word-lexicon.js";
import type { AssemblyCell } from "./load-assembly-cell.js";
import type { SceneState } from "./scene-state.js";

/** Everything the deterministic interpreter reads: values only, randomness passed in. */
export interface InterpretContext {
  cell: AssemblyCell;
  scene: SceneState;
  memory: LearnedMemory;
  lexicon: Lexicon;
  /** Taught phrases for the fast path, built with the lexicon. */
  phraseBank: readonly PhraseEntry[];
  /** The cell's words for the shared understanding core. */
  words: WordLexicon;
  /** A source of numbers in [0, 1): seed it for repeatable creative draws. */
  random: () => number;
  /** The sequence of the previous command of this session, for "call that …". */
  lastSequence?: AssemblyInstruction[];
  /** Zones an earlier clause of this command put a whole product on: another never goes there too. */
  takenZones?: ReadonlySet<string>;
  /** Words said as a person's name (read-build-owner.ts), as the command spells them: "mia" → "Mia". */
  saidNames?: ReadonlyMap<string, string>;
  /** Read again with other words, for what the result shows (`wordsNotShown`): not checked again. */
  rereading?: boolean;
}

/** What one clause of a command came to. */
export interface ClauseResult {
  sequence: AssemblyInstruction[];
  confidence: number;
  notes: string[];
  /** Words the operator used as ingredients that the cell does not have. */
  unknownItems: string[];
  /** Set when the clause cannot be done as said: a question or the reason. */
  question?: string;
  /** A short description of what was understood. */
  summary: string;
  /** Steps that go at the very end of the whole command (a taught modifier's "… after"). */
  trailing?: AssemblyInstruction[];
  /** Words the clause saw but could not apply ("twice" after a recipe): they leave it unexplained. */
  unplaced?: string[];
  /** Words the clause placed as names that are not cell words ("no pickles": the cell has none anyway). */
  names?: string[];
  /** Words the clause read as talk about the command ("changed my mind"): used, though no cell word. */
  talk?: string[];
  /** Construction words (words.ts) the clause read: without them the words are unexplained. */
  read?: string[];
  /** "I made a mistake", "I've changed my mind": a retraction, only the reason when a recovery is said beside it. */
  retraction?: boolean;
  /** "never mind", "forget it": said after an order of the same command, it takes the order back. */
  cancels?: boolean;
  /** The item the gripper holds after this clause, as far as the interpreter can tell. */
  holdingAfter?: string | null;
}

/** A clause that cannot be done as said: nothing to do, and the question to ask. */
export function askClause(
  question: string,
  summary: string,
  notes: string[] = [],
  confidence = 0.3,
): ClauseResult {
  return { sequence: [], confidence, notes, unknownItems: [], question, summary };
}

/** A clause understood: its steps, what it was read as, and what the gripper holds after it. */
export function clauseDone(
  sequence: AssemblyInstruction[],
  summary: string,
  confidence = 0.95,
  holdingAfter?: string | null,
): ClauseResult {
  return { sequence, confidence, notes: [], unknownItems: [], summary, holdingAfter };
}

/** Only layers and zone changes: a sandwich, built like a recipe wherever there is room. */
export const layersOnly = (sequence: AssemblyInstruction[]) =>
  sequence.every((s) => s.instruction === "add_layer" || s.instruction === "set_active_zone");

/** The items a sequence adds, in order. */
export const layersOf = (sequence: AssemblyInstruction[]) =>
  sequence.filter((s) => s.instruction === "add_layer").map((s) => String(s.params.item));

/** The layers a sequence adds, zone by zone (bottom to top), starting on the scene's active zone. */
export function stacksOf(sequence: AssemblyInstruction[], context: InterpretContext): Map<string, string[]> {
  const stacks = new Map<string, string[]>();
  let zone = context.scene.active_zone;
  for (const s of sequence) {
    if (s.instruction === "set_active_zone")
      zone = context.cell.zoneOf.get(String(s.params.zone)) ?? String(s.params.zone);
    if (s.instruction === "add_layer") stacks.set(zone, [...(stacks.get(zone) ?? []), String(s.params.item)]);
  }
  return stacks;
}

/** A copy of stored steps, so the result can be changed without changing memory. */
export const copySteps = (sequence: AssemblyInstruction[]) =>
  sequence.map((s) => ({ ...s, params: { ...s.params } }));

export function step(instruction: string, params: Record<string, unknown> = {}): AssemblyInstruction {
  return { instruction, params };
}
