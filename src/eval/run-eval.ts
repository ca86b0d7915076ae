import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedSets, runGeneratedSet, type Tally } from "./generated-sets.js";

/**
 * `npm run eval`: scores every evaluation set in `eval/` through the CLI contract, exactly as the
 * judges do — by running the shared `score.py` (copied to `eval/score.py`) on it with `--repo .`
 * and `--show-fail` — then the generated sets (`eval/templates/`, seeded: `EVAL_SEED`, size
 * `EVAL_GENERATED`, default 3000 per cell). Prints for every set: exact, asked, acted wrongly;
 * exits 1 when a set cannot be scored, is below `EVAL_MIN` percent (default 0: report only), or
 * acted wrongly on any command.
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

// The shared dev sets (copied to eval/), the sets written blind to the parser (eval/fresh/: they
// enter in commits that change no parser code, so they measure generalisation) and our own broader sets.
const jsonlIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".jsonl"))
        .sort()
        .map((name) => join(folder, name))
    : [];
const sets = [
  ...jsonlIn(evalDir),
  ...jsonlIn(join(evalDir, "fresh")),
  ...jsonlIn(join(repo, "test", "understand")),
  ...jsonlIn(join(repo, "test", "assembly", "fixtures")),
];
let failed = false;
const summary: Tally[] = [];
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
  const scored = /\((\d+)\/(\d+)\)(?:, acted wrongly (\d+))?/.exec(result.stdout);
  if (scored) {
    const [exact, total, wrong] = [Number(scored[1]), Number(scored[2]), Number(scored[3] ?? 0)];
    summary.push({ name, total, exact, asked: total - exact - wrong, wrong, wrongExamples: [] });
  }
}

const count = Number(process.env.EVAL_GENERATED ?? 3000);
const seed = Number(process.env.EVAL_SEED ?? 20261123);
for (const set of generatedSets(join(evalDir, "templates"))) {
  const tally = runGeneratedSet(set, count, seed);
  console.log(`\n== ${set.name} (${count} commands, seed ${seed})`);
  for (const text of tally.wrongExamples) console.log(`ACTED WRONGLY: ${text}`);
  summary.push(tally);
}

console.log("\nset".padEnd(47) + "exact      asked  acted wrongly");
for (const tally of summary) {
  const percent = tally.total ? ((100 * tally.exact) / tally.total).toFixed(1) : "0.0";
  console.log(
    `${tally.name.padEnd(46)} ${`${percent}%`.padStart(6)} ${String(tally.asked).padStart(9)} ${String(tally.wrong).padStart(14)}`,
  );
  if (tally.wrong > 0 || (tally.total && (100 * tally.exact) / tally.total < minimum)) failed = true;
}
process.exitCode = failed ? 1 : 0;
