import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { shellBlocks } from "./shell-blocks.js";

/**
 * Every command shown in README.md and docs/*.md runs (docs/README.md: "Commands in these
 * documents are tested"), from the repository root, offline, one fresh data directory per file.
 * Needs dist/ built (`npm install` / `npx tsc -p tsconfig.json`), like the other CLI tests.
 */
const root = join(import.meta.dirname, "..", "..");
const files = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];
const temps: Array<ReturnType<typeof makeTempDir>> = [];
afterAll(() => temps.forEach((temp) => temp.cleanup()));

describe("shell blocks of the documentation", () => {
  it("reads the not-run marker, and only on the line before a block", () => {
    const blocks = shellBlocks(
      "x.md",
      "<!-- not run: a server -->\n```sh\nserve\n```\ntext\n\n```sh\necho hi\n```\n<!-- not run: -->\n```yaml\na: 1\n```\n",
    );
    expect(blocks).toEqual([
      { file: "x.md", line: 2, script: "serve", notRun: "a server" },
      { file: "x.md", line: 7, script: "echo hi", notRun: null },
    ]);
  });

  for (const file of files) {
    const blocks = shellBlocks(file, readFileSync(join(root, file), "utf8")).filter((block) => !block.notRun);
    if (blocks.length === 0) continue;
    it(`${file}: every command runs`, () => {
      const temp = makeTempDir("cellpilot-docs-");
      temps.push(temp);
      for (const block of blocks) {
        const result = spawnSync("bash", ["-eo", "pipefail", "-c", block.script], {
          cwd: root,
          encoding: "utf8",
          timeout: 60_000,
          env: { ...process.env, CELLPILOT_DATA_DIR: temp.dir, CELLPILOT_LLM: "off", NO_COLOR: "1" },
        });
        const where = `${block.file}:${block.line}\n${block.script}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
        expect(result.status, where).toBe(0);
        expect(result.stderr, where).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      }
    }, 120_000);
  }
});
