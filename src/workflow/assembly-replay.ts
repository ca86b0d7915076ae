import { z } from "zod";
import { AssemblyInstructionSchema, type InterpretResult } from "../contracts/assembly.js";
import { ruleResult } from "../assembly/rule-result.js";
import type { CellStore } from "../store/cell-store.js";
import { detectReplay } from "../understand/detect-replay.js";
import { normalizeText } from "../understand/normalize-text.js";

/** What assembly runs keep in `goal_json`: the interpretation and the composite sequence. */
const StoredAssemblyGoalSchema = z.object({
  assembly: z.object({ interpretation: z.string(), sequence: z.array(AssemblyInstructionSchema).min(1) }),
});

export type AssemblyReplay =
  | { kind: "none" }
  | { kind: "refused"; reply: string }
  | { kind: "replay"; runId: string; operatorInput: string; result: InterpretResult };

/**
 * "run task <id>", "do that again", "repeat the last one" on an assembly cell: the stored
 * composite sequence of that run, as an interpreter result to prepare against the current scene.
 * "another one" is not a replay (the interpreter builds another sandwich on a free zone).
 */
export async function loadAssemblyReplay(
  text: string,
  store: CellStore,
  /** This conversation's last completed run: "do that again" never repeats another conversation's. */
  lastRunId: string | null,
): Promise<AssemblyReplay> {
  const request = detectReplay(text, normalizeText(text).tokens);
  if (!request) return { kind: "none" };
  const runId = request.runId === "last" ? lastRunId : request.runId;
  const run = runId ? await store.getRun(runId) : null;
  if (!run) {
    return {
      kind: "refused",
      reply:
        request.runId === "last"
          ? "There is no completed run to repeat yet."
          : `There is no run with id ${request.runId}.`,
    };
  }
  const stored = await store.getRunGoal(run.run_id);
  const goal = parseStoredGoal(stored?.goal_json);
  if (!goal)
    return { kind: "refused", reply: `Run ${run.run_id} has no stored assembly sequence to replay.` };
  return {
    kind: "replay",
    runId: run.run_id,
    operatorInput: run.operator_input,
    // The operator named the exact work: nothing is guessed, and nothing is creative any more.
    result: ruleResult(goal.interpretation, goal.sequence, 1),
  };
}

function parseStoredGoal(
  json: string | undefined,
): z.infer<typeof StoredAssemblyGoalSchema>["assembly"] | null {
  if (!json) return null;
  try {
    const parsed = StoredAssemblyGoalSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.assembly : null;
  } catch {
    return null;
  }
}
