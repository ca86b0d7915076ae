import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { InterpretResultSchema } from "../../src/contracts/assembly.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

// Runs the built CLI (`npm install` / `npm run build` produce dist/), exactly as the judges' scorer does.
const cli = (args: string[], input?: string) =>
  execFileSync(process.execPath, ["dist/cli/main.js", ...args], {
    encoding: "utf8",
    input,
    env: { ...process.env, CELLPILOT_LLM: "off" },
  });

let cleanup = () => {};
afterEach(() => cleanup());

describe("cellpilot interpret", () => {
  it("--json prints one contract object", () => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const result = InterpretResultSchema.parse(
      JSON.parse(
        cli([
          "interpret",
          "--cell",
          "sandwich",
          "--json",
          "--data-dir",
          temp.dir,
          "make a club with no tomato",
        ]),
      ),
    );
    expect(result.sequence.map((step) => step.params.item)).toEqual([
      "bread",
      "meat",
      "cheese",
      "lettuce",
      "bread",
    ]);
    expect(result.source).toBe("rules");
  });

  it("--jsonl answers every line in order, null for empty or trivial input, and never saves or reuses what it learns", async () => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const output = cli(
      ["interpret", "--cell", "sandwich", "--jsonl", "--data-dir", temp.dir],
      "make a BLT\n\nhmm\nmake bread, meat, bread and call it the simple\nadd avocado\nmake the simple on the right\n",
    );
    const lines = output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(6);
    // A dry run: the name taught two lines earlier is not known.
    expect(lines[5].composite_name).toBeNull();
    expect(lines[5].sequence.some((step: { params: { item?: string } }) => step.params.item === "meat")).toBe(
      false,
    );
    expect(lines[1]).toBeNull();
    expect(lines[2]).toBeNull();
    expect(lines[3].composite_name).toBe("simple");
    expect(lines[4].user_feedback).toMatch(/avocado/);
    const store = openSqliteStore({
      file: join(temp.dir, "sandwich.sqlite"),
      initialState: { position: "home", tool: "none" },
    });
    expect(await store.listLearnedComposites()).toEqual([]);
    await store.close();
  });

  it("repeats creative draws with --seed", () => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const args = [
      "interpret",
      "--cell",
      "sandwich",
      "--json",
      "--seed",
      "7",
      "--data-dir",
      temp.dir,
      "surprise me",
    ];
    expect(cli(args)).toBe(cli(args));
  });

  const python = spawnSync("python3", ["--version"]).status === 0;
  it.skipIf(!python || !existsSync("eval/score.py"))(
    "scores 100% on the dev set and on the broader unseen sets",
    () => {
      const temp = makeTempDir();
      cleanup = temp.cleanup;
      // One CLI run for all the unseen sets: the scorer reads one file per run.
      const broad = join(temp.dir, "broad.jsonl");
      const sets = readdirSync("test/assembly/fixtures").filter((name) =>
        /^sandwich\.broad\d*\.jsonl$/.test(name),
      );
      writeFileSync(
        broad,
        sets.map((name) => readFileSync(join("test/assembly/fixtures", name), "utf8")).join(""),
      );
      for (const set of ["eval/sandwich.dev.jsonl", broad]) {
        const scored = spawnSync("python3", ["eval/score.py", set, "--repo", ".", "--show-fail"], {
          encoding: "utf8",
        });
        expect(scored.stdout.trim().split("\n").at(-1), `${set}\n${scored.stdout}${scored.stderr}`).toMatch(
          /^accuracy 100\.0%/,
        );
      }
    },
    120_000,
  );
});
