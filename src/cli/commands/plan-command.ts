import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import type { ExecutableGoal, Goal } from "../../contracts/goal.js";
import type { GraphSnapshot } from "../../knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../../knowledge/load-graph-cell.js";
import { graphBackendFromEnv, loadCellSnapshot } from "../../knowledge/open-knowledge-graph.js";
import type { LlmProvider } from "../../llm/provider.js";
import { writeActionsYaml } from "../../plan/actions-yaml.js";
import { planAndVerify, type PlanAndVerifyResult } from "../../plan/plan-and-verify.js";
import { maxPlanAttempts, nextPlanAttempt, planFailureErrors } from "../../plan/repair-loop.js";
import { toSimulatedState, type SimulatedState } from "../../contracts/robot-state.js";
import type { CellStore } from "../../store/cell-store.js";
import { openCellStore } from "../../store/open-cell-store.js";
import { answerQuestion } from "../../understand/answer-question.js";
import type { QuestionRequest } from "../../understand/classify-question.js";
import { understandCommand } from "../../understand/understand-command.js";
import { EXIT, printError, printJson, printLines } from "../output.js";
import { readGoalOption } from "../read-goal-option.js";
import { readStdinLines } from "../read-stdin-lines.js";
import { operatorTextError } from "../operator-text-argument.js";
import { runCommand } from "../run-command.js";
import { loadGraphCellForText, providerOrNull } from "./parse-command.js";

interface PlanOptions {
  goal?: string;
  json?: boolean;
  jsonl?: boolean;
  cell?: string;
  dataDir?: string;
  out?: string;
  graph?: string;
}

export function planResultJson(result: PlanAndVerifyResult): Record<string, unknown> {
  if (result.ok) {
    return {
      ok: true,
      goal: result.goal,
      steps: result.steps,
      verification: result.verification,
      notes: result.notes,
    };
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

/**
 * Plans are pure functions of (cell, state, goal), so a batch (`--jsonl`) may reuse them; the
 * cache is bounded and lives only as long as one command.
 */
export type PlanCache = Map<string, PlanAndVerifyResult>;
const MAX_CACHED_PLANS = 1_000;

function cachedPlan(
  snapshot: GraphSnapshot,
  state: SimulatedState,
  goal: ExecutableGoal,
  cache?: PlanCache,
): PlanAndVerifyResult {
  if (!cache) return planAndVerify(snapshot, state, goal);
  const key = `${snapshot.version}|${state.position}|${state.tool}|${JSON.stringify(goal)}`;
  let result = cache.get(key);
  if (!result) {
    result = planAndVerify(snapshot, state, goal);
    if (cache.size >= MAX_CACHED_PLANS) cache.clear();
    cache.set(key, result);
  }
  return result;
}

/** What `plan` made of one input: a verified plan, or a reply saying why there is none. */
export type TextPlanOutcome =
  | {
      kind: "plan";
      correlationId: string;
      text: string;
      result: Extract<PlanAndVerifyResult, { ok: true }>;
      notes: string[];
      attempts: number;
    }
  | {
      kind: "reply";
      correlationId: string;
      text: string;
      intent: "action" | "question" | "unknown";
      message: string;
      result?: PlanAndVerifyResult;
      notes: string[];
      attempts: number;
    };

/**
 * Text → plan: understand, build, verify; a failed plan goes back to the parser with its
 * validation errors up to `attempts` times (stopping early when the goal does not change), then
 * the reply says why. Questions are answered; unknown input gets the fallback. A dry run.
 */
export async function planFromText(
  snapshot: GraphSnapshot,
  store: CellStore,
  text: string,
  options: { llm?: LlmProvider | null; attempts?: number; planCache?: PlanCache } = {},
): Promise<TextPlanOutcome> {
  const attempts = options.attempts ?? maxPlanAttempts();
  const plan = (goal: ExecutableGoal, from: SimulatedState) =>
    cachedPlan(snapshot, from, goal, options.planCache);
  const state = await store.getState();
  const robot = { position: state.current_position, tool: state.current_tool };
  let understanding = await understandCommand({ text, snapshot, robot, llm: options.llm, store });
  const correlationId = understanding.correlationId;
  const reply = (
    intent: "action" | "question" | "unknown",
    message: string,
    extra: Partial<TextPlanOutcome> = {},
  ): TextPlanOutcome =>
    ({
      kind: "reply",
      correlationId,
      text,
      intent,
      message,
      notes: understanding.notes,
      attempts: 1,
      ...extra,
    }) as TextPlanOutcome;

  if (understanding.intent === "question") {
    const answer = await answerQuestion(
      understanding.question as unknown as QuestionRequest,
      snapshot,
      store,
    );
    return reply("question", answer.text);
  }
  if (!understanding.goal || understanding.goal.goal === "unknown") {
    const message =
      understanding.goal?.goal === "unknown" ? understanding.goal.reason : "There is nothing to plan.";
    return reply(understanding.intent, message);
  }
  let goal: ExecutableGoal = understanding.goal;
  let result = plan(goal, toSimulatedState(state));
  let planAttempt = 0;
  while (!result.ok) {
    const step = nextPlanAttempt({ planAttempt, maxAttempts: attempts, errors: planFailureErrors(result) });
    if (step.kind === "give-up") break;
    const repaired = await understandCommand({
      text,
      snapshot,
      robot,
      llm: options.llm,
      store,
      validationErrors: step.validationErrors,
      planAttempt: step.planAttempt,
      correlationId,
    });
    planAttempt = step.planAttempt;
    if (!repaired.goal || repaired.goal.goal === "unknown") {
      return reply(
        "action",
        repaired.goal?.goal === "unknown" ? repaired.goal.reason : result.error.message,
        { result, attempts: planAttempt + 1 },
      );
    }
    if (JSON.stringify(repaired.goal) === JSON.stringify(goal)) break; // the parser cannot do better
    understanding = repaired;
    goal = repaired.goal;
    result = plan(goal, toSimulatedState(state));
  }
  if (!result.ok) {
    // The parser's own explanation ("I cannot weld at Pos_3: …") says it better than the planner's.
    const explained =
      result.error.code === "ROUTINE_NOT_SUPPORTED" &&
      understanding.notes.some((note) => note.startsWith("I cannot"));
    const message = explained
      ? understanding.notes.filter((note) => note.startsWith("I cannot")).join(" ")
      : result.error.message;
    return reply("action", message, { result, attempts: planAttempt + 1 });
  }
  return {
    kind: "plan",
    correlationId,
    text,
    result,
    notes: [...understanding.notes, ...result.notes],
    attempts: planAttempt + 1,
  };
}

export function textPlanJson(outcome: TextPlanOutcome): Record<string, unknown> {
  if (outcome.kind === "plan") {
    const { goal, steps, verification } = outcome.result;
    return {
      ok: true,
      correlation_id: outcome.correlationId,
      goal,
      steps,
      verification,
      notes: outcome.notes,
      plan_attempts: outcome.attempts,
    };
  }
  return {
    ok: false,
    correlation_id: outcome.correlationId,
    intent: outcome.intent,
    message: outcome.message,
    ...(outcome.result && !outcome.result.ok && outcome.result.verification
      ? { verification: outcome.result.verification }
      : {}),
    ...(outcome.result && !outcome.result.ok ? { code: outcome.result.error.code } : {}),
    notes: outcome.notes,
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

function printTextOutcome(outcome: TextPlanOutcome): void {
  if (outcome.kind === "plan") {
    printLines(`Plan for "${outcome.text}" (${outcome.result.steps.length} steps, nothing executed):`);
    printPlanText(outcome.result);
    return;
  }
  printLines(outcome.intent === "action" ? `Cannot plan this: ${outcome.message}` : outcome.message);
}

/** `cellpilot plan "TEXT"` / `--goal '<goal JSON>'` / `--jsonl`: plans from the current robot state, executes nothing. */
export function registerPlanCommand(program: Command): void {
  program
    .command("plan")
    .description("plan a command from the current robot state and verify it (a dry run: nothing executes)")
    .argument("[text...]", "what the operator wants, in plain language")
    .option("--goal <json>", "a goal object (DESIGN §3) instead of text")
    .option("--json", "print one JSON object")
    .option("--jsonl", "read one command per line from standard input, write one JSON object per line")
    .option("--cell <name|path>", "the cell (built-in: welding, sandwich)", "welding")
    .option("--data-dir <dir>", "where state and history live")
    .option("--out <file>", "also write the plan as actions.yaml")
    .option("--graph <backend>", "embedded (the cell file) or neo4j; default $CELLPILOT_GRAPH or embedded")
    .action((words: string[], options: PlanOptions) =>
      runCommand(async () => {
        const badText = options.jsonl || options.goal ? null : operatorTextError(words, "plan");
        if (badText) {
          printError(badText);
          return EXIT.badInput;
        }
        const snapshot =
          graphBackendFromEnv(options.graph) === "neo4j"
            ? await loadCellSnapshot({ cell: options.cell, graph: options.graph })
            : options.goal
              ? loadGraphSnapshot(options.cell)
              : loadGraphCellForText(options.cell, "plan");
        const store = openCellStore(snapshot, options.dataDir);
        try {
          if (options.goal) return await planGoal(snapshot, store, options, words);
          const llm = await providerOrNull();
          if (options.jsonl) {
            const planCache: PlanCache = new Map();
            const attempts = maxPlanAttempts(); // read once: the environment is slow to read per line
            for await (const line of readStdinLines()) {
              try {
                printJson(
                  textPlanJson(await planFromText(snapshot, store, line, { llm, planCache, attempts })),
                );
              } catch (error) {
                printJson({
                  ok: false,
                  intent: "unknown",
                  message: `Could not handle this line: ${(error as Error).message}`,
                });
              }
            }
            return EXIT.ok;
          }
          const text = words.join(" ");
          const outcome = await planFromText(snapshot, store, text, { llm });
          if (outcome.kind === "plan" && options.out) {
            writeFileSync(
              options.out,
              writeActionsYaml({
                name: "Robot Sequence",
                description: text,
                correlation_id: outcome.correlationId,
                steps: outcome.result.steps,
              }),
            );
          }
          if (options.json) printJson(textPlanJson(outcome));
          else printTextOutcome(outcome);
          return outcome.kind === "plan" ? EXIT.ok : EXIT.refused;
        } finally {
          await store.close();
        }
      }),
    );
}

async function planGoal(
  snapshot: GraphSnapshot,
  store: CellStore,
  options: PlanOptions,
  words: string[],
): Promise<number> {
  const goal = readGoalOption(options.goal!);
  if ("error" in goal) {
    printError(goal.error);
    return EXIT.badInput;
  }
  return planParsedGoal(snapshot, store, options, words, goal.goal);
}

async function planParsedGoal(
  snapshot: GraphSnapshot,
  store: CellStore,
  options: PlanOptions,
  words: string[],
  goal: Goal,
): Promise<number> {
  const state = toSimulatedState(await store.getState());
  if (goal.goal === "unknown") {
    if (options.json) printJson({ ok: false, intent: "unknown", message: goal.reason });
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
}
