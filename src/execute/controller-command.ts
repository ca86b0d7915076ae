import type { ControllerMapping } from "../contracts/graph-cell.js";
import { ControllerMappingSchema } from "../contracts/graph-cell.js";
import type { PlanStep } from "../contracts/plan-step.js";
import { NO_TOOL, type SimulatedState } from "../contracts/robot-state.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { verifyPlan } from "../verify/verify-plan.js";
import { stepSeconds } from "./step-duration.js";

/** One call on a cell controller (DESIGN §7): what a plan step becomes on the wire. */
export type ControllerCommand =
  | { method: "move_to"; position: string }
  | { method: "run_routine"; routine: string; position: string }
  | { method: "attach_tool"; tool: string }
  | { method: "release_tool" };

/** The cell's controller mapping: its `controller:` block, else the shipped simulator's names. */
export function controllerMappingOf(snapshot: GraphSnapshot): ControllerMapping {
  return snapshot.data.controller ?? ControllerMappingSchema.parse({});
}

/** A plan step as a controller call: tool changes go to AttachTool/ReleaseTool, other routines to RunRoutine. */
export function commandOfStep(snapshot: GraphSnapshot, step: PlanStep): ControllerCommand {
  if (step.action === "move") return { method: "move_to", position: step.target };
  const position = step.position ?? step.target;
  const effect = snapshot.routines.get(step.target)?.effect;
  if (effect === "attach_tool")
    return { method: "attach_tool", tool: step.tool ?? snapshot.toolAtStandPosition.get(position) ?? "" };
  if (effect === "release_tool") return { method: "release_tool" };
  return { method: "run_routine", routine: step.target, position };
}

export function describeCommand(command: ControllerCommand): string {
  switch (command.method) {
    case "move_to":
      return `MoveTo(${command.position})`;
    case "run_routine":
      return `RunRoutine(${command.routine}, ${command.position})`;
    case "attach_tool":
      return `AttachTool(${command.tool})`;
    case "release_tool":
      return "ReleaseTool()";
  }
}

/**
 * How long the executor waits for a step before it gives up on the controller: the step's time in
 * the cell (move_seconds, or the routine's stabilize) × the mapping's factor + its margin.
 */
export function stepTimeoutMs(step: PlanStep, moveSeconds: number, mapping: ControllerMapping): number {
  return (stepSeconds(step, moveSeconds) * mapping.timeout_factor + mapping.timeout_margin_seconds) * 1000;
}

export type CommandCheck =
  { ok: true; seconds: number; next: SimulatedState } | { ok: false; reason: string };

/**
 * A controller enforcing the cell's own rules: the command as a one-step plan, checked by the
 * verifier from the controller's state. A refusal carries the verifier's words; an accepted
 * command its motion time in cell seconds and the state it leaves.
 */
export function checkCommand(
  snapshot: GraphSnapshot,
  state: SimulatedState,
  command: ControllerCommand,
): CommandCheck {
  const step = stepOfCommand(snapshot, state, command);
  if (!step.ok) return step;
  const verification = verifyPlan(snapshot, state, [step.step]);
  if (!verification.valid)
    return {
      ok: false,
      reason: verification.feedback
        .replace(/^Step 1: /gm, "")
        .split("\n")
        .join("; "),
    };
  const next = { ...state };
  if (command.method === "move_to") next.position = command.position;
  else if (command.method === "attach_tool") next.tool = snapshot.toolAtStandPosition.get(state.position)!;
  else if (command.method === "release_tool") next.tool = NO_TOOL;
  else {
    const effect = snapshot.routines.get(command.routine)?.effect;
    if (effect === "attach_tool") next.tool = snapshot.toolAtStandPosition.get(state.position)!;
    if (effect === "release_tool") next.tool = NO_TOOL;
  }
  return { ok: true, seconds: stepSeconds(step.step, snapshot.data.moveSeconds), next };
}

function stepOfCommand(
  snapshot: GraphSnapshot,
  state: SimulatedState,
  command: ControllerCommand,
): { ok: true; step: PlanStep } | { ok: false; reason: string } {
  const base = { id: 1, name: describeCommand(command) };
  if (command.method === "move_to")
    return { ok: true, step: { ...base, action: "move", target: command.position } };
  const position = command.method === "run_routine" ? command.position : state.position;
  const routineName =
    command.method === "run_routine"
      ? command.routine
      : findToolRoutine(
          snapshot,
          command.method === "attach_tool" ? "attach_tool" : "release_tool",
          position,
        );
  if (!routineName)
    return {
      ok: false,
      reason: `No routine ${command.method === "attach_tool" ? "attaches" : "releases"} a tool at '${position}'`,
    };
  const metadata = snapshot.supportedAt.get(routineName)?.get(position);
  return {
    ok: true,
    step: {
      ...base,
      action: "routine",
      target: routineName,
      position,
      ...(command.method === "attach_tool" ? { tool: command.tool } : {}),
      ...(metadata ? { stabilize: metadata.stabilize } : {}),
    },
  };
}

/** The tool-change routine supported at a position (any of that effect when none is, so the verifier names the problem). */
function findToolRoutine(
  snapshot: GraphSnapshot,
  effect: "attach_tool" | "release_tool",
  position: string,
): string | undefined {
  const candidates = [...snapshot.routines.values()].filter((routine) => routine.effect === effect);
  return (
    candidates.find((routine) => snapshot.supportedAt.get(routine.name)?.has(position))?.name ??
    candidates[0]?.name
  );
}
