import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { GoalSchema } from "../../contracts/goal.js";
import { loadGraphSnapshot } from "../../knowledge/load-graph-cell.js";
import { writeActionsYaml } from "../../plan/actions-yaml.js";
import { planAndVerify, type PlanAndVerifyResult } from "../../plan/plan-and-verify.js";
import { toSimulatedState } from "../../plan/simulated-state.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { EXIT, printJson, printLines } from "../output.js";
import { runCommand } from "../run-command.js";

interface PlanOptions {
  goal?: string;
  json?: boolean;
  jsonl?: boolean;
  cell?: string;
  dataDir?: string;
  out?: string;
}

export function planResultJson(result: PlanAndVerifyResult): Record<string, unknown> {
  if (result.ok) {
    return { ok: true, goal: result.goal, steps: result.steps, verification: result.verification, notes: result.notes };
  }
  return {
    ok: false,
    intent: "action",
    goal: result.goal,
    message: result.error.message,
    code: result.error.code,
    ...(result.verification ? { verification: result.verification } : {}),
    notes: result.notes,
  };
}

export function printPlanText(result: PlanAndVerifyResult): void {
  if (!result.ok) {
    printLines(`Cannot plan this: ${result.error.message}`, ...result.notes);
    return;
  }
  printLines(
    ...result.steps.map((step) => `${String(step.id).padStart(3)}. ${step.name}`),
    ...result.notes,
    `Verification: ${result.verification.valid ? "passed" : "FAILED"}`,
  );
}

/** `cellpilot plan --goal '<goal JSON>'`: plans from the current robot state, executes nothing. */
export function registerPlanCommand(program: Command): void {
  program
    .command("plan")
    .description("plan a goal from the current robot state and verify it (a dry run: nothing executes)")
    .argument("[text...]", "what the operator wants, in plain language")
    .option("--goal <json>", "a goal object (DESIGN §3) instead of text")
    .option("--json", "print one JSON object")
    .option("--jsonl", "read one command per line from standard input, write one JSON object per line")
    .option("--cell <name|path>", "the cell (built-in: welding, sandwich)", "welding")
    .option("--data-dir <dir>", "where state and history live")
    .option("--out <file>", "also write the plan as actions.yaml")
    .action((words: string[], options: PlanOptions) =>
      runCommand(async () => {
        const snapshot = loadGraphSnapshot(options.cell);
        const store = openCellStore(snapshot, options.dataDir);
        try {
          const state = toSimulatedState(await store.getState());
          if (!options.goal) {
            throw Object.assign(new Error("give a goal with --goal '<goal JSON>'"), { code: "USAGE" });
          }
          const goal = GoalSchema.parse(JSON.parse(options.goal));
          if (goal.goal === "unknown") {
            const output = { ok: false, intent: "unknown", message: goal.reason };
            if (options.json) printJson(output);
            else printLines(goal.reason);
            return EXIT.refused;
          }
          const result = planAndVerify(snapshot, state, goal);
          if (options.out && result.ok) {
            writeFileSync(
              options.out,
              writeActionsYaml({
                name: "Robot Sequence",
                description: words.join(" ") || JSON.stringify(goal),
                correlation_id: randomUUID(),
                steps: result.steps,
              }),
            );
          }
          if (options.json) printJson(planResultJson(result));
          else printPlanText(result);
          return result.ok ? EXIT.ok : EXIT.refused;
        } finally {
          await store.close();
        }
      }),
    );
}
