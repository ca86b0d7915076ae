import type { AssemblyInstruction } from "../contracts/assembly.js";
import type { SharedStateStore } from "../store/shared-state.js";
import type { LearnedComposite, LearnedMemory } from "./learned-memory.js";
import type { SceneState } from "./scene-state.js";

/**
 * An assembly cell's scene and learned memory, kept in the cell store's tables (the cell's
 * SQLite file, or its PostgreSQL schema shared by every process). Learning writes in one
 * transaction, so a composite and its aliases appear together or not at all.
 */
export interface AssemblyMemoryStore {
  getScene(initial: SceneState): Promise<SceneState>;
  saveScene(scene: SceneState): Promise<void>;
  getMemory(): Promise<LearnedMemory>;
  /** Saves a composite (replacing one of the same name) and its aliases atomically. */
  learn(
    composite: { name: string; sequence: AssemblyInstruction[]; taught_from: string },
    aliases: string[],
  ): Promise<void>;
  forget(name: string): Promise<boolean>;
}

export function assemblyMemoryOf(store: SharedStateStore): AssemblyMemoryStore {
  return {
    async getScene(initial) {
      const json = await store.getSceneJson();
      if (!json) return initial;
      try {
        const stored = JSON.parse(json) as Partial<SceneState>;
        return { ...initial, ...stored, stacks: { ...initial.stacks, ...(stored.stacks ?? {}) } };
      } catch {
        return initial; // a damaged row is replaced on the next save
      }
    },
    saveScene: (scene) => store.saveSceneJson(JSON.stringify(scene)),
    async getMemory() {
      const [composites, aliases] = await Promise.all([
        store.listLearnedComposites(),
        store.listPhraseAliases(),
      ]);
      return {
        composites: composites.map((row): LearnedComposite => ({
          name: row.name,
          sequence: JSON.parse(row.sequence_json),
          taught_from: row.taught_from,
          created_at: row.created_at,
        })),
        aliases,
      };
    },
    learn: (composite, aliases) =>
      store.learnComposite(
        {
          name: composite.name,
          sequence_json: JSON.stringify(composite.sequence),
          taught_from: composite.taught_from,
        },
        aliases,
      ),
    forget: (name) => store.forgetComposite(name),
  };
}
