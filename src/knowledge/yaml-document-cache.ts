import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";

/** How many parsed cell files the cache keeps (older ones are removed when a new one is written). */
export const MAX_CACHED_DOCUMENTS = 32;

/**
 * Where parsed cell files are kept between processes: CELLPILOT_CACHE_DIR, else the user's cache
 * folder ($XDG_CACHE_HOME or ~/.cache, then cellpilot/); `off` keeps nothing. A per-user folder,
 * never a shared temporary one, so nobody else can plant a document.
 */
export function yamlCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const chosen = env.CELLPILOT_CACHE_DIR?.trim();
  if (chosen === "off" || chosen === "none") return null;
  if (chosen) return chosen;
  return join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "cellpilot", "cells");
}

function entryFile(dir: string, text: string): string {
  return join(dir, `${createHash("sha256").update(text).digest("hex")}.json`);
}

/**
 * The plain document of a YAML text parsed before, by the text's content hash: YAML parsing is
 * most of a short command's start-up, JSON reading costs almost nothing. Only the parse is
 * cached: the caller still validates what it gets, so a changed schema never sees stale data.
 */
export function cachedYamlDocument(text: string, dir = yamlCacheDir()): unknown | undefined {
  if (!dir) return undefined;
  try {
    return JSON.parse(readFileSync(entryFile(dir, text), "utf8"));
  } catch {
    return undefined; // absent or unreadable: parse the YAML again
  }
}

/** Keeps a parsed document when JSON holds it exactly (no `.inf`, no dates); failures are ignored. */
export function storeYamlDocument(text: string, document: unknown, dir = yamlCacheDir()): void {
  if (!dir) return;
  try {
    const json = JSON.stringify(document);
    if (json === undefined || !isDeepStrictEqual(JSON.parse(json), document)) return;
    mkdirSync(dir, { recursive: true });
    const file = entryFile(dir, text);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, json);
    renameSync(temporary, file); // readers see a whole entry or none
    pruneEntries(dir);
  } catch {
    // a read-only or full disk only costs the next process a YAML parse
  }
}

function pruneEntries(dir: string): void {
  const entries = readdirSync(dir).filter((name) => name.endsWith(".json"));
  if (entries.length <= MAX_CACHED_DOCUMENTS) return;
  const byAge = entries
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.at - b.at);
  for (const { name } of byAge.slice(0, entries.length - MAX_CACHED_DOCUMENTS))
    rmSync(join(dir, name), { force: true });
}
