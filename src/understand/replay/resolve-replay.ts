import type { AssemblyInstruction } from "../../contracts/assembly.js";
import type { Goal } from "../../contracts/goal.js";
import type { PlanStep } from "../../contracts/plan-step.js";
import type { GraphSnapshot } from "../../knowledge/graph-snapshot.js";
import type { CellStore } from "../../store/cell-store.js";
import { normalizeText } from "../normalize-text.js";
import { detectReplay, type ReplayRequest } from "./detect-replay.js";
import { goalFromSteps, readStoredAssembly, readStoredGoal, readStoredSteps } from "./stored-work.js";

/** The history as a replay reads it; a conversation passes its own view ("that" = its last run). */
export type ReplayHistory = Pick<CellStore, "getLatestCompletedRun" | "getRun" | "getRunGoal">;

/** Graph cells replay goals and plan steps; assembly cells replay composite sequences. */
export type ReplayCell = { kind: "graph"; snapshot: GraphSnapshot } | { kind: "assembly" };

export type Replay =
  | { kind: "none" }
  /** A replay request that cannot be served: no such run, or nothing stored to replay. */
  | { kind: "refused"; request: ReplayRequest; runId: string | null; reason: string }
  /** Graph cells: the run's goals, and its stored plan for when it still fits the robot's state. */
  | { kind: "graph"; runId: string; operatorInput: string; goal: Goal; steps: PlanStep[] | null }
  /** Assembly cells: the run's composite sequence, to prepare against the current scene. */
  | {
      kind: "assembly";
      runId: string;
      operatorInput: string;
      interpretation: string;
      sequence: AssemblyInstruction[];
    };

/** What a replay request comes to on an assembly cell. */
export type AssemblyReplay = Extract<Replay, { kind: "none" | "refused" | "assembly" }>;

/**
 * Replay, for both kinds of cell: "run task <id>", "do that again", "repeat the last one" find
 * the run in the history and give back the work it did, as it was stored. Anything else is
 * `none` (a new command; on assembly cells "another one" is the interpreter's, not a replay).
 */
export async function resolveReplay(
  text: string,
  history: ReplayHistory,
  cell: { kind: "assembly" },
): Promise<AssemblyReplay>;
export async function resolveReplay(text: string, history: ReplayHistory, cell: ReplayCell): Promise<Replay>;
export async function resolveReplay(text: string, history: ReplayHistory, cell: ReplayCell): Promise<Replay> {
  const request = detectReplay(text, normalizeText(text).tokens);
  if (!request) return { kind: "none" };
  const run =
    request.runId === "last" ? await history.getLatestCompletedRun() : await history.getRun(request.runId);
  if (!run) {
    const reason =
      request.runId === "last"
        ? "There is no completed run to repeat yet."
        : `There is no run with id ${request.runId}.`;
    return { kind: "refused", request, runId: null, reason };
  }
  const runId = run.run_id;
  const goalJson = (await history.getRunGoal(runId))?.goal_json;
  if (cell.kind === "assembly") {
    const stored = readStoredAssembly(goalJson);
    if (!stored)
      return {
        kind: "refused",
        request,
        runId,
        reason: `Run ${runId} has no stored assembly sequence to replay.`,
      };
    return { kind: "assembly", runId, operatorInput: run.operator_input, ...stored };
  }
  const steps = readStoredSteps(run.sequence_json);
  // Runs kept without their goals are replayed from their steps: the same work, step for step.
  const goal = readStoredGoal(goalJson) ?? (steps ? goalFromSteps(cell.snapshot, steps) : null);
  if (!goal) return { kind: "refused", request, runId, reason: `Run ${runId} has no stored goal to replay.` };
  return { kind: "graph", runId, operatorInput: run.operator_input, goal, steps };
}
