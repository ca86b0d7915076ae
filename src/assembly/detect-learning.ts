import { frameWords, parse } from "./learning-grammar.js";

/**
 * A teaching directive: "call that the classic plus", "remember this as my usual", "from now on,
 * careful means slow speed and go home after", "make a BLT every time I say sandwich", "make
 * bread, meat, bread and call it the simple". `body` is the command that is being named (empty
 * when it refers to the previous one); `alias` is the phrase that will stand for it.
 */
export interface LearningDirective {
  name: string;
  alias: string;
  body: string;
  kind: "name" | "alias" | "definition";
  /** A command said after the name ("… as the melt and make one on the right"): `own` is what the name stands for, `after` that command. */
  own?: string;
  after?: string;
  /** Said as "remember LAYERS as NAME": the layers named, not ordered. */
  bodyFirst?: boolean;
}

/** The learning frame of a normalised command (the grammar in learning-grammar.peggy), if it has one. */
export function detectLearning(
  normalized: string,
  isLayer: (word: string) => boolean = () => false,
  /** Whether a word opens a command of its own (a verb or a product of the cell). */
  opensCommand: (word: string) => boolean = () => false,
): LearningDirective | null {
  const text = normalized.replace(/\s*\.\s*/g, " ").trim();
  return frameWords.test(text) ? parse(text, { isLayer, opensCommand }) : null;
}

/** "… and save it" with no name: where the save starts in the normalised command, or null. */
export const unnamedSaveAt = (normalized: string): number | null =>
  frameWords.test(normalized) ? parse(normalized, { startRule: "UnnamedSave" }) : null;
