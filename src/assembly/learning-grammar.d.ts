// Types of the parser generated from learning-grammar.peggy (learning-grammar.js, `npm run grammar`).
import type { LearningDirective } from "./detect-learning.js";

/** The words every learning frame is built around: a command without any has none. */
export const frameWords: RegExp;

/** The first learning frame of a command that names something, or null. */
export function parse(
  input: string,
  options: { isLayer: (word: string) => boolean; opensCommand?: (word: string) => boolean },
): LearningDirective | null;
/** Where a save with no name ("… and save it") starts, or null. */
export function parse(input: string, options: { startRule: "UnnamedSave" }): number | null;
