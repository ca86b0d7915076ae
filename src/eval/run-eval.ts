import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run eval`: scores every evaluation set in `eval/` through the CLI contract, exactly as the
 * judges do — by running the shared `score.py` (copied to `eval/score.py`) on it with `--repo .`
 * and `--show-fail`. Prints accuracy per set and each failure; exits 1 when a set cannot be
 * scored or is below `EVAL_MIN` percent (default 0: report only).
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const evalDir = join(repo, "eval");
const scorer = join(evalDir, "score.py");
const minimum = Number(process.env.EVAL_MIN ?? 0);

function cellOf(setFile: string): string {
  const first = spawnSync("head", ["-n", "1", setFile], { encoding: "utf8" }).stdout;
  try {
    return (JSON.parse(first) as { cell?: string }).cell ?? "welding";
  } catch {
    return "welding";
  }
}

function commandAvailable(command: string): boolean {
  const probe = spawnSync(join(repo, "bin", "cellpilot"), [command, "--help"], {
    cwd: repo,
    encoding: "utf8",
  });
  return probe.status === 0;
}

// The shared dev sets (copied to eval/) and our own broader sets of unseen phrasings.
const jsonlIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".jsonl"))
        .sort()
        .map((name) => join(folder, name))
    : [];
const sets = [
  ...jsonlIn(evalDir),
  ...jsonlIn(join(repo, "test", "understand")),
  ...jsonlIn(join(repo, "test", "assembly", "fixtures")),
];
let failed = false;
console.log(`cellpilot eval — ${sets.length} set(s), scored by eval/score.py`);
for (const setFile of sets) {
  const name = relative(repo, setFile);
  const needs = cellOf(setFile) === "welding" ? "parse" : "interpret";
  console.log(`\n== ${name}`);
  if (!commandAvailable(needs)) {
    console.log(`not available: \`cellpilot ${needs}\` does not exist yet`);
    continue;
  }
  if (!existsSync(scorer)) {
    console.log("not available: eval/score.py is missing");
    failed = true;
    continue;
  }
  const result = spawnSync(
    "python3",
    [scorer, setFile, "--repo", repo, "--show-fail", "--min", String(minimum)],
    {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, CELLPILOT_LLM: process.env.CELLPILOT_LLM ?? "off" },
    },
  );
  if (result.error) {
    console.log(`not available: python3 could not be run (${result.error.message})`);
    failed = true;
    continue;
  }
  process.stdout.write(result.stdout);
  if (result.stderr.trim()) process.stdout.write(result.stderr);
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
