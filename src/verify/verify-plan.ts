import type { PlanStep } from "../contracts/plan-step.js";
import { NO_TOOL } from "../contracts/robot-state.js";
import type { VerificationResult } from "../contracts/verification.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { SimulatedState } from "../contracts/robot-state.js";

/**
 * The Verifier: the four checks of DESIGN §3 — position existence, move safety, routine validity,
 * the result — with the robot's position and tool simulated from `state`, step by step. Pure.
 * The simulation goes on after an error (assuming the step happened) so one run reports every
 * problem of the plan.
 */
export function verifyPlan(
  snapshot: GraphSnapshot,
  state: SimulatedState,
  steps: readonly PlanStep[],
): VerificationResult {
  const result: Omit<VerificationResult, "valid" | "feedback"> = {
    missing_positions: [],
    illegal_edges: [],
    unsupported_routines: [],
    tool_conflicts: [],
  };
  const feedback: string[] = [];
  let { position, tool } = state;

  const missing = (stepNumber: number, name: string) => {
    if (!result.missing_positions.includes(name)) result.missing_positions.push(name);
    feedback.push(`Step ${stepNumber}: Position '${name}' does not exist in graph`);
  };
  const conflict = (message: string) => {
    result.tool_conflicts.push(message);
    feedback.push(message);
  };

  steps.forEach((step, index) => {
    const n = index + 1;
    if (step.action === "move") {
      const target = step.target;
      if (!snapshot.positions.has(target)) {
        missing(n, target);
        position = target;
        return;
      }
      // The whitelist is the only authority: a move to where the robot already is needs an edge too.
      if (!snapshot.moveGraph.hasNode(position) || !snapshot.moveGraph.hasDirectedEdge(position, target)) {
        result.illegal_edges.push({ from: position, to: target });
        feedback.push(`Step ${n}: No :ONLY_ALLOWED_MOVE_TO edge from '${position}' to '${target}'`);
      }
      const standTool = snapshot.toolAtStandPosition.get(target);
      if (standTool && tool !== NO_TOOL && tool !== standTool) {
        conflict(
          `Step ${n}: Cannot move to '${target}' (tool stand for '${standTool}') while holding '${tool}'`,
        );
      }
      const allowed = snapshot.positions.get(target)!.allowedTools;
      if (allowed && tool !== NO_TOOL && !allowed.includes(tool)) {
        conflict(
          `Step ${n}: Cannot move to '${target}' while holding '${tool}' (allowed there: ${allowed.join(", ")})`,
        );
      }
      position = target;
      return;
    }

    // A routine step runs where the robot is; `position` only states where that is meant to be.
    const where = step.position ?? position;
    if (step.position !== undefined && !snapshot.positions.has(step.position)) missing(n, step.position);
    if (step.position !== undefined && step.position !== position) {
      result.unsupported_routines.push({ routine: step.target, position: step.position });
      feedback.push(
        `Step ${n}: Routine '${step.target}' is meant for '${step.position}' but the robot is at '${position}'`,
      );
    }
    const routine = snapshot.routines.get(step.target);
    if (!routine || !snapshot.supportedAt.get(routine.name)?.has(position)) {
      result.unsupported_routines.push({ routine: step.target, position: where });
      feedback.push(
        `Step ${n}: Routine '${step.target}' not supported at '${where}' (no :SUPPORTED_AT edge)`,
      );
    }
    if (!routine) return;
    if (routine.required_tool !== NO_TOOL && routine.required_tool !== tool) {
      conflict(
        `Step ${n}: Routine '${routine.name}' requires tool '${routine.required_tool}', but robot has '${tool}'`,
      );
    }
    if (routine.effect === "attach_tool") {
      const standTool = snapshot.toolAtStandPosition.get(position);
      if (tool !== NO_TOOL) {
        conflict(`Step ${n}: Cannot attach a tool at '${position}' while holding '${tool}'`);
      } else if (!standTool) {
        conflict(`Step ${n}: No tool is stored at '${position}' to attach`);
      } else {
        if (step.tool && step.tool !== standTool) {
          conflict(`Step ${n}: '${position}' stores '${standTool}', not '${step.tool}'`);
        }
        tool = standTool;
      }
    } else if (routine.effect === "release_tool") {
      const standTool = snapshot.toolAtStandPosition.get(position);
      if (tool === NO_TOOL) {
        conflict(`Step ${n}: Cannot release a tool at '${position}': robot holds no tool`);
      } else if (step.tool && step.tool !== tool) {
        conflict(`Step ${n}: The step releases '${step.tool}', but robot has '${tool}'`);
      } else if (standTool !== tool) {
        conflict(
          `Step ${n}: Cannot release '${tool}' at '${position}' (tool stand for '${standTool ?? "no tool"}')`,
        );
      } else {
        tool = NO_TOOL;
      }
    }
  });

  const valid =
    result.missing_positions.length === 0 &&
    result.illegal_edges.length === 0 &&
    result.unsupported_routines.length === 0 &&
    result.tool_conflicts.length === 0;
  return { valid, ...result, feedback: feedback.join("\n") };
}
