import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type { AssemblyInstruction } from "../contracts/assembly.js";
import type { LearnedComposite, LearnedMemory } from "./learned-memory.js";
import type { SceneState } from "./scene-state.js";

/**
 * The assembly tables beside the contract tables in the cell's database (`<data-dir>/<cell>.sqlite`):
 * the scene state (one row), learned composites and phrase aliases. Learning writes in one
 * transaction, so a composite and its aliases appear together or not at all.
 */
export const ASSEMBLY_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS assembly_scene (id INTEGER PRIMARY KEY CHECK (id = 1), scene_json TEXT NOT NULL, updated_at TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS learned_composites (name TEXT PRIMARY KEY, sequence_json TEXT NOT NULL, taught_from TEXT NOT NULL,
  created_at TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS phrase_aliases (phrase TEXT PRIMARY KEY, composite TEXT NOT NULL, created_at TEXT NOT NULL,
  FOREIGN KEY (composite) REFERENCES learned_composites (name) ON DELETE CASCADE)`,
];

export interface AssemblyMemoryStore {
  getScene(initial: SceneState): SceneState;
  saveScene(scene: SceneState): void;
  getMemory(): LearnedMemory;
  /** Saves a composite (replacing one of the same name) and its aliases atomically. */
  learn(
    composite: { name: string; sequence: AssemblyInstruction[]; taught_from: string },
    aliases: string[],
  ): void;
  forget(name: string): boolean;
  close(): void;
}

export function openAssemblyMemoryStore(
  file: string,
  now: () => Date = () => new Date(),
): AssemblyMemoryStore {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  db.transaction(() => {
    for (const statement of ASSEMBLY_SCHEMA) db.exec(statement);
  })();
  const statements = {
    getScene: db.prepare("SELECT scene_json FROM assembly_scene WHERE id = 1"),
    saveScene: db.prepare(
      "INSERT INTO assembly_scene (id, scene_json, updated_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET scene_json = excluded.scene_json, updated_at = excluded.updated_at",
    ),
    composites: db.prepare(
      "SELECT name, sequence_json, taught_from, created_at FROM learned_composites ORDER BY created_at, name",
    ),
    aliases: db.prepare("SELECT phrase, composite FROM phrase_aliases ORDER BY phrase"),
    upsertComposite: db.prepare(
      "INSERT INTO learned_composites (name, sequence_json, taught_from, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET sequence_json = excluded.sequence_json, taught_from = excluded.taught_from, created_at = excluded.created_at",
    ),
    upsertAlias: db.prepare(
      "INSERT INTO phrase_aliases (phrase, composite, created_at) VALUES (?, ?, ?) ON CONFLICT (phrase) DO UPDATE SET composite = excluded.composite, created_at = excluded.created_at",
    ),
    deleteComposite: db.prepare("DELETE FROM learned_composites WHERE name = ?"),
  };
  return {
    getScene(initial) {
      const row = statements.getScene.get() as { scene_json: string } | undefined;
      if (!row) return initial;
      try {
        const stored = JSON.parse(row.scene_json) as Partial<SceneState>;
        return { ...initial, ...stored, stacks: { ...initial.stacks, ...(stored.stacks ?? {}) } };
      } catch {
        return initial; // a damaged row is replaced on the next save
      }
    },
    saveScene(scene) {
      statements.saveScene.run(JSON.stringify(scene), now().toISOString());
    },
    getMemory() {
      const composites = (
        statements.composites.all() as Array<{
          name: string;
          sequence_json: string;
          taught_from: string;
          created_at: string;
        }>
      ).map((row): LearnedComposite => ({
        name: row.name,
        sequence: JSON.parse(row.sequence_json),
        taught_from: row.taught_from,
        created_at: row.created_at,
      }));
      return {
        composites,
        aliases: statements.aliases.all() as Array<{ phrase: string; composite: string }>,
      };
    },
    learn(composite, aliases) {
      const at = now().toISOString();
      db.transaction(() => {
        statements.upsertComposite.run(
          composite.name,
          JSON.stringify(composite.sequence),
          composite.taught_from,
          at,
        );
        for (const alias of aliases) statements.upsertAlias.run(alias, composite.name, at);
      })();
    },
    forget(name) {
      return statements.deleteComposite.run(name).changes > 0;
    },
    close() {
      db.close();
    },
  };
}
