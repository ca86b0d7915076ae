import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readGraphCellFile } from "../../src/knowledge/graph-cell-file.js";
import {
  MAX_CACHED_DOCUMENTS,
  cachedYamlDocument,
  storeYamlDocument,
  yamlCacheDir,
} from "../../src/knowledge/yaml-document-cache.js";
import { makeTempDir, weldingCellText, writeCellFile } from "../fixtures/temp-dir.js";

let temp: ReturnType<typeof makeTempDir>;
let previous: string | undefined;
beforeEach(() => {
  temp = makeTempDir("cellpilot-yaml-cache-");
  previous = process.env.CELLPILOT_CACHE_DIR;
  process.env.CELLPILOT_CACHE_DIR = join(temp.dir, "cache");
});
afterEach(() => {
  if (previous === undefined) delete process.env.CELLPILOT_CACHE_DIR;
  else process.env.CELLPILOT_CACHE_DIR = previous;
  temp.cleanup();
});
const entry = (text: string) =>
  join(temp.dir, "cache", `${createHash("sha256").update(text).digest("hex")}.json`);

describe("the parsed cell file cache", () => {
  it("a second read gives the same cell from the cache", () => {
    const text = weldingCellText();
    const path = writeCellFile(temp.dir, "w.cell.yaml", text);
    const first = readGraphCellFile(path);
    expect(existsSync(entry(text))).toBe(true);
    expect(readGraphCellFile(path)).toEqual(first);
  });

  it("a cached document is validated again: a bad one falls back to the file with its line numbers", () => {
    const text = weldingCellText().replace("role: work", "role: workshop");
    const path = writeCellFile(temp.dir, "bad.cell.yaml", text);
    storeYamlDocument(text, { cell: "x" });
    expect(cachedYamlDocument(text)).toEqual({ cell: "x" });
    expect(() => readGraphCellFile(path)).toThrow(/bad\.cell\.yaml:\d+: positions\[\d+\]\.role/);
  });

  it("an unreadable entry is parsed again; a file that does not validate is never cached", () => {
    const text = weldingCellText();
    const path = writeCellFile(temp.dir, "w.cell.yaml", text);
    readGraphCellFile(path);
    writeFileSync(entry(text), "{ not json");
    expect(readGraphCellFile(path).cell).toBe("welding");
    const broken = writeCellFile(temp.dir, "b.cell.yaml", text.replace("cell: welding", "cell: [1"));
    expect(() => readGraphCellFile(broken)).toThrow();
    expect(existsSync(entry(text.replace("cell: welding", "cell: [1")))).toBe(false);
  });

  it("keeps only documents JSON holds exactly, and at most MAX_CACHED_DOCUMENTS of them", () => {
    storeYamlDocument("x: .inf", { x: Infinity });
    expect(cachedYamlDocument("x: .inf")).toBeUndefined();
    for (let index = 0; index < MAX_CACHED_DOCUMENTS + 5; index++)
      storeYamlDocument(`n: ${index}`, { n: index });
    expect(readdirSync(join(temp.dir, "cache")).length).toBe(MAX_CACHED_DOCUMENTS);
  });

  it("CELLPILOT_CACHE_DIR=off keeps nothing; the default is the user's cache folder", () => {
    expect(yamlCacheDir({ CELLPILOT_CACHE_DIR: "off" })).toBeNull();
    expect(yamlCacheDir({ XDG_CACHE_HOME: "/x" })).toBe(join("/x", "cellpilot", "cells"));
  });
});
