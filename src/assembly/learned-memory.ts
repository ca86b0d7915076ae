import type { AssemblyInstruction } from "../contracts/assembly.js";

/** A named sequence of composites taught by the operator (tier 2). */
export interface LearnedComposite {
  name: string;
  sequence: AssemblyInstruction[];
  /** The command it was taught from. */
  taught_from: string;
  created_at: string;
}

/** A phrase that stands for a learned composite ("sandwich" → the BLT the operator asked for). */
export interface LearnedAlias {
  phrase: string;
  composite: string;
}

/** What the interpreter knows from teaching; read from the cell database, never written by it. */
export interface LearnedMemory {
  composites: LearnedComposite[];
  aliases: LearnedAlias[];
}

export const EMPTY_MEMORY: LearnedMemory = { composites: [], aliases: [] };

/** "the Classic Plus!" → "classic_plus": the snake_case name a learned composite is saved under. */
export function toCompositeName(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/["'`]/g, "")
    .replace(/^\s*(the|a|an)\s+/, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 60);
}
