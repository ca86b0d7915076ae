import type { AssemblyInstruction } from "../contracts/assembly.js";
import type { InterpretContext } from "./interpret-context.js";
import { EMPTY_MEMORY, type LearnedMemory } from "./learned-memory.js";
import { cellVocabulary } from "./cell-vocabulary.js";
import type { AssemblyCell } from "./load-assembly-cell.js";
import { initialScene, type SceneState } from "./scene-state.js";

/** The interpreter's context: the cell's vocabulary (cached per cell file and memory version) and the scene. */
export function createInterpretContext(
  cell: AssemblyCell,
  options: {
    scene?: SceneState;
    memory?: LearnedMemory;
    random?: () => number;
    lastSequence?: AssemblyInstruction[];
  } = {},
): InterpretContext {
  const memory = options.memory ?? EMPTY_MEMORY;
  const { lexicon, phraseBank, words } = cellVocabulary(cell, memory);
  return {
    cell,
    scene: options.scene ?? initialScene(cell),
    memory,
    lexicon,
    phraseBank,
    words,
    random: options.random ?? Math.random,
    lastSequence: options.lastSequence,
  };
}
