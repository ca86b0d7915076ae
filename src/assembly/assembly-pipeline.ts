/**
 * The assembly pipeline: the one small API the workflow calls to run assembly commands through
 * review → verify → execute → history, like graph cells.
 *
 * ```ts
 * const context = openAssemblyCellContext("sandwich", { dataDir, llm });   // once per cell (shared)
 * const result = await interpretForCell("make a BLT on the left", context, { lastSequence }); // null: nothing to do
 * const prepared = prepareAssemblyRun(result, await loadScene(context), context.cell, { strict });
 * // prepared.summary → show for review; prepared.needsConfirmation → strict mode asks first;
 * // prepared.verification.valid === false → refuse with prepared.verification.feedback.
 * const run = await executeAssemblyRun({ context, result, prepared, operatorInput, store });
 * // run.status, run.scene (saved), run.learned (composite saved at confidence ≥ 0.80),
 * // run.tcpCommandsFile (the primitive stream, <data-dir>/tcp_commands.json)
 * await context.close();
 * ```
 *
 * - `interpretForCell` is a dry run (DESIGN §3): it reads the scene and learned memory, never writes.
 *   What a conversation remembers (`lastSequence`, for "another one" and "call that …") is the
 *   caller's: the workflow keeps it in the conversation's checkpointed state.
 * - `prepareAssemblyRun` is pure: composites → primitives with the scene rules enforced, every
 *   `move_to` verified on the motion graph by `verifyPlan`, and a human-readable summary.
 * - `executeAssemblyRun` runs the primitives on a simulated gripper arm, writes `runs` and
 *   `run_steps` through `CellStore` (move_to / move_relative → `move`; gripper_set, wait,
 *   set_speed → `routine`; the location as position), updates the robot position, saves the
 *   scene, writes `tcp_commands.json` and learns the composite at confidence ≥ 0.80.
 * - `saveLearnedComposite` saves on an explicit request ("save it") whatever the confidence.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AssemblyPrimitive, InterpretResult } from "../contracts/assembly.js";
import type { VerificationResult } from "../contracts/verification.js";
import type { LlmProvider } from "../llm/provider.js";
import type { CellStore } from "../store/cell-store.js";
import { resolveDataDir } from "../store/data-dir.js";
import { openCellStore } from "../store/open-cell-store.js";
import { assemblyMemoryOf, type AssemblyMemoryStore } from "./assembly-memory-store.js";
import { compileSequence, type CompiledSequence } from "./compile-sequence.js";
import { AUTO_LEARN_AT, confidenceBand, needsConfirmation } from "./confidence.js";
import { createInterpretContext } from "./create-interpret-context.js";
import { interpretAssembly } from "./interpret-assembly.js";
import { loadAssemblyCell, type AssemblyCell } from "./load-assembly-cell.js";
import { initialScene, type SceneState } from "./scene-state.js";
import { verifyAssemblyRun } from "./verify-assembly-run.js";

export interface AssemblyCellContext {
  cell: AssemblyCell;
  dataDir: string;
  /** The cell store the scene and learned memory live in. */
  store: CellStore;
  memoryStore: AssemblyMemoryStore;
  llm?: LlmProvider | null;
  random?: () => number;
  /** Closes the cell store when the context opened it. */
  close(): Promise<void>;
}

/**
 * The interpreter context of an assembly cell. Its scene and learned memory live in the cell
 * store: `store` when given (the workflow's own), else the one the environment selects in the
 * data directory, opened here and closed with the context.
 */
export function openAssemblyCellContext(
  nameOrPath = "sandwich",
  options: { dataDir?: string; llm?: LlmProvider | null; random?: () => number; store?: CellStore } = {},
): AssemblyCellContext {
  const cell = loadAssemblyCell(nameOrPath);
  const dataDir = resolveDataDir(options.dataDir);
  const store = options.store ?? openCellStore(cell.snapshot, dataDir);
  return {
    cell,
    dataDir,
    store,
    memoryStore: assemblyMemoryOf(store),
    llm: options.llm,
    random: options.random,
    close: async () => {
      if (!options.store) await store.close();
    },
  };
}

/** The current scene of the cell (from its database, or the initial one). */
export function loadScene(context: AssemblyCellContext): Promise<SceneState> {
  return context.memoryStore.getScene(initialScene(context.cell));
}

/** (a) Text → the interpreter result (DESIGN §4 contract), or null for empty or trivial input. */
export async function interpretForCell(
  text: string,
  context: AssemblyCellContext,
  /** The previous command's sequence in this conversation ("another one", "call that …"). */
  conversation: { lastSequence?: InterpretResult["sequence"] | null } = {},
): Promise<InterpretResult | null> {
  const interpretContext = createInterpretContext(context.cell, {
    scene: await loadScene(context),
    memory: await context.memoryStore.getMemory(),
    random: context.random,
    lastSequence: conversation.lastSequence ?? undefined,
  });
  return interpretAssembly(text, interpretContext, { llm: context.llm });
}

/** What a conversation remembers of a result for its next command (creative draws are not repeated). */
export function sequenceToRemember(result: InterpretResult | null): InterpretResult["sequence"] | null {
  return result && result.sequence.length > 0 && !result.is_creative ? result.sequence : null;
}

export interface PreparedAssemblyRun {
  /** True when the run may execute (verified, something to do). */
  ok: boolean;
  compiled: CompiledSequence;
  primitives: AssemblyPrimitive[];
  verification: VerificationResult;
  summary: string;
  /** Strict mode: a non-creative result under 0.6 waits for the operator's confirmation. */
  needsConfirmation: boolean;
  /** "call that the classic plus" about the previous command: only memory changes, nothing moves. */
  learnOnly: boolean;
}

/** (b) The result compiled against the scene, verified, and summarised for review. Pure. */
export function prepareAssemblyRun(
  result: InterpretResult,
  scene: SceneState,
  cell: AssemblyCell,
  /** `strict` overrides the cell file's `strict:` setting. */
  options: { strict?: boolean } = {},
): PreparedAssemblyRun {
  const learnOnly =
    Boolean(result.composite_name) && result.interpretation.startsWith("the previous command");
  const compiled = compileSequence(learnOnly ? [] : result.sequence, cell, scene);
  const verification = verifyAssemblyRun(cell, scene.current_position, compiled.primitives, compiled.errors);
  const lines = [
    `${result.interpretation} — confidence ${result.confidence.toFixed(2)} (${confidenceBand(result.confidence)}, ${result.source})`,
    ...result.sequence.map(
      (entry, index) =>
        `  ${index + 1}. ${entry.instruction}${Object.keys(entry.params).length ? ` ${JSON.stringify(entry.params)}` : ""}`,
    ),
    `${compiled.primitives.length} primitives; verification ${verification.valid ? "passed" : "FAILED"}`,
    ...(verification.feedback ? verification.feedback.split("\n").map((line) => `  ! ${line}`) : []),
    ...(result.user_feedback ? [result.user_feedback] : []),
  ];
  return {
    ok: verification.valid && (learnOnly || result.sequence.length > 0),
    compiled,
    primitives: compiled.primitives,
    verification,
    summary: lines.join("\n"),
    needsConfirmation: needsConfirmation(result, options.strict ?? cell.file.strict),
    learnOnly,
  };
}

export interface AssemblyRunOutcome {
  runId: string | null;
  status: "completed" | "failed" | "learned" | "refused";
  completedSteps: number;
  totalSteps: number;
  error: string | null;
  scene: SceneState;
  learned: string | null;
  tcpCommandsFile: string | null;
}

/** (c) Runs the primitives on a simulated gripper arm and records everything. */
export async function executeAssemblyRun(input: {
  context: AssemblyCellContext;
  result: InterpretResult;
  prepared: PreparedAssemblyRun;
  operatorInput: string;
  store: CellStore;
  runId?: string;
  /** Test hook: the simulated arm faults at this primitive (1-based). */
  faultAt?: number;
  onStep?: (event: { index: number; primitive: AssemblyPrimitive; state: "completed" | "error" }) => void;
}): Promise<AssemblyRunOutcome> {
  const { context, result, prepared, store } = input;
  const startScene = await loadScene(context);
  const notRun = (
    status: "learned" | "refused",
    fields: Partial<AssemblyRunOutcome>,
  ): AssemblyRunOutcome => ({
    runId: null,
    status,
    completedSteps: 0,
    totalSteps: 0,
    error: null,
    scene: startScene,
    learned: null,
    tcpCommandsFile: null,
    ...fields,
  });
  if (prepared.learnOnly) {
    const saved = await saveLearnedComposite(result, context, input.operatorInput);
    return notRun("learned", { learned: saved ? result.composite_name : null });
  }
  if (!prepared.ok) {
    const error = prepared.verification.feedback || "nothing to run";
    return notRun("refused", { totalSteps: prepared.primitives.length, error });
  }
  const runId = input.runId ?? randomUUID();
  const primitives = prepared.primitives;
  await store.createRun({
    run_id: runId,
    operator_input: input.operatorInput,
    sequence_json: JSON.stringify(result.sequence),
    status: "running",
    goal_json: JSON.stringify({
      assembly: { interpretation: result.interpretation, sequence: result.sequence },
    }),
  });
  const tcpCommandsFile = writeTcpCommands(context, runId, input.operatorInput, primitives);
  let position = startScene.current_position;
  let completed = 0;
  let error: string | null = null;
  for (const [index, primitive] of primitives.entries()) {
    const isMove = primitive.primitive === "move_to" || primitive.primitive === "move_relative";
    const where = primitive.primitive === "move_to" ? String(primitive.params.location) : position;
    const stepId = await store.addStep(runId, {
      position: where,
      action: isMove ? "move" : "routine",
      state: "running",
    });
    if (input.faultAt === index + 1) {
      error = `simulated arm fault at primitive ${index + 1} (${primitive.primitive})`;
      await store.failStep(stepId, error); // the step's error and the run's failure in one transaction
      input.onStep?.({ index, primitive, state: "error" });
      break;
    }
    if (primitive.primitive === "move_to") position = where;
    // The step and the position it leaves in one transaction: a crash keeps both or neither.
    await store.completeStep(stepId, primitive.primitive === "move_to" ? { position } : {});
    input.onStep?.({ index, primitive, state: "completed" });
    completed++;
  }
  // The scene after the last composite whose primitives all ran.
  let scene = startScene;
  let counted = 0;
  for (const step of prepared.compiled.steps) {
    counted += step.primitives.length;
    if (counted > completed) break;
    scene = step.sceneAfter;
  }
  scene = { ...scene, current_position: position };
  await context.memoryStore.saveScene(scene);
  const status = error ? "failed" : "completed";
  await store.updateRunStatus(runId, status);
  const learned =
    !error &&
    result.confidence >= AUTO_LEARN_AT &&
    (await saveLearnedComposite(result, context, input.operatorInput))
      ? result.composite_name
      : null;
  return {
    runId,
    status,
    completedSteps: completed,
    totalSteps: primitives.length,
    error,
    scene,
    learned,
    tcpCommandsFile,
  };
}

/** Saves a learning result's composite and its alias atomically; never a creative one. */
export async function saveLearnedComposite(
  result: InterpretResult,
  context: AssemblyCellContext,
  operatorInput: string,
): Promise<boolean> {
  if (!result.composite_name || result.is_creative || result.sequence.length === 0) return false;
  const aliases = [result.composite_name.replace(/_/g, " ")];
  await context.memoryStore.learn(
    {
      name: result.composite_name,
      sequence: result.composite_sequence ?? result.sequence,
      taught_from: operatorInput,
    },
    aliases,
  );
  return true;
}

/** `tcp_commands.json`: the primitive stream of the run, written atomically into the data directory. */
function writeTcpCommands(
  { dataDir, cell }: AssemblyCellContext,
  runId: string,
  operatorInput: string,
  primitives: AssemblyPrimitive[],
): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "tcp_commands.json");
  const document = {
    run_id: runId,
    cell: cell.name,
    operator_input: operatorInput,
    created_at: new Date().toISOString(),
    commands: primitives.map((primitive, index) => ({
      seq: index + 1,
      command: primitive.primitive,
      params: primitive.params,
    })),
  };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(document, null, 2) + "\n");
  renameSync(temporary, file);
  return file;
}
