import type { AssemblyInstruction } from "../contracts/assembly.js";
import type { InterpretContext } from "./interpret-context.js";
import { EMPTY_MEMORY, type LearnedMemory } from "./learned-memory.js";
import { buildLexicon } from "./lexicon.js";
import type { AssemblyCell } from "./load-assembly-cell.js";
import { initialScene, type SceneState } from "./scene-state.js";

/** Builds the interpreter's context: the lexicon from the cell file and the learned memory. */
export function createInterpretContext(
  cell: AssemblyCell,
  options: { scene?: SceneState; memory?: LearnedMemory; random?: () => number; lastSequence?: AssemblyInstruction[] } = {},
): InterpretContext {
  const memory = options.memory ?? EMPTY_MEMORY;
  return {
    cell,
    scene: options.scene ?? initialScene(cell),
    memory,
    lexicon: buildLexicon(cell, memory),
    random: options.random ?? Math.random,
    lastSequence: options.lastSequence,
  };
}
