import type { AssemblyPrimitive } from "../contracts/assembly.js";
import type { PlanStep } from "../contracts/plan-step.js";
import type { VerificationResult } from "../contracts/verification.js";
import { verifyPlan } from "../verify/verify-plan.js";
import { groupSceneErrors } from "./group-scene-errors.js";
import type { AssemblyCell } from "./load-assembly-cell.js";

/** The move_to primitives as plan steps of the motion graph, numbered by their place in the stream. */
export function primitivesToPlanSteps(
  primitives: readonly AssemblyPrimitive[],
): Array<{ step: PlanStep; primitiveNumber: number }> {
  const steps: Array<{ step: PlanStep; primitiveNumber: number }> = [];
  primitives.forEach((primitive, index) => {
    if (primitive.primitive !== "move_to") return;
    const target = String(primitive.params.location);
    steps.push({
      step: { id: steps.length + 1, name: `Move to ${target}`, action: "move", target },
      primitiveNumber: index + 1,
    });
  });
  return steps;
}

/**
 * Verifies an assembly run with the same Verifier as graph cells: every `move_to` is checked
 * against the motion graph from the arm's position; the compiler's scene rule violations are
 * added as conflicts, each distinct reason once with the instructions it applies to
 * ("Instructions 3–7: the stack on assembly_left is full (8 layers)"). Feedback lines name the
 * primitive ("Step N" counts primitives).
 */
export function verifyAssemblyRun(
  cell: AssemblyCell,
  startPosition: string,
  primitives: readonly AssemblyPrimitive[],
  sceneErrors: readonly string[],
): VerificationResult {
  const mapped = primitivesToPlanSteps(primitives);
  const graph = verifyPlan(
    cell.snapshot,
    { position: startPosition, tool: "none" },
    mapped.map((entry) => entry.step),
  );
  const feedback = graph.feedback
    ? graph.feedback
        .split("\n")
        .map((line) =>
          line.replace(
            /^Step (\d+):/,
            (_, n: string) => `Step ${mapped[Number(n) - 1]?.primitiveNumber ?? n}:`,
          ),
        )
    : [];
  const sceneReasons = groupSceneErrors(sceneErrors);
  const conflicts = [...graph.tool_conflicts, ...sceneReasons];
  return {
    valid: graph.valid && sceneErrors.length === 0,
    missing_positions: graph.missing_positions,
    illegal_edges: graph.illegal_edges,
    unsupported_routines: graph.unsupported_routines,
    tool_conflicts: conflicts,
    feedback: [...feedback, ...sceneReasons].join("\n"),
  };
}
