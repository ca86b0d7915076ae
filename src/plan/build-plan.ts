import { goalToSteps, type Goal, type SequenceStep } from "../contracts/goal.js";
import type { PlanStep } from "../contracts/plan-step.js";
import { NO_TOOL } from "../contracts/robot-state.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { shortestPath } from "../knowledge/shortest-path.js";
import type { PlanError } from "./errors.js";
import type { SimulatedState } from "../contracts/robot-state.js";
import { titleCase } from "./step-names.js";

export type PlanResult =
  | { ok: true; steps: PlanStep[]; notes: string[]; finalState: SimulatedState }
  | { ok: false; error: PlanError; notes: string[] };

type StepDraft = Omit<PlanStep, "id">;

class PlanFailure {
  constructor(readonly error: PlanError) {}
}

/**
 * The Sequence Builder: goals (WHAT) → plan steps (HOW). Pure: reads the snapshot, simulates the
 * robot from `state`, and adds the moves along the shortest allowed paths and the tool changes
 * each routine needs. Expected failures come back as values with operator-readable reasons.
 */
export function buildPlan(snapshot: GraphSnapshot, state: SimulatedState, goal: Goal): PlanResult {
  const notes: string[] = [];
  if (goal.goal === "unknown") {
    return { ok: false, error: { code: "NOT_EXECUTABLE", message: goal.reason }, notes };
  }
  const planner = new Planner(snapshot, { ...state }, notes);
  try {
    for (const step of goalToSteps(goal)) planner.apply(step);
  } catch (failure) {
    if (failure instanceof PlanFailure) return { ok: false, error: failure.error, notes };
    throw failure;
  }
  return {
    ok: true,
    steps: planner.drafts.map((draft, index) => ({ id: index + 1, ...draft })),
    notes,
    finalState: planner.state,
  };
}

const forbiddenCache = new WeakMap<GraphSnapshot, Map<string, ReadonlySet<string>>>();

/** Other tools' stands and the positions whose allowed_tools exclude `tool`. */
function computeForbidden(snapshot: GraphSnapshot, tool: string): ReadonlySet<string> {
  const forbidden = new Set<string>();
  if (tool === NO_TOOL) return forbidden;
  for (const [position, storedTool] of snapshot.toolAtStandPosition) {
    if (storedTool !== tool) forbidden.add(position);
  }
  for (const position of snapshot.positions.values()) {
    if (position.allowedTools && !position.allowedTools.includes(tool)) forbidden.add(position.name);
  }
  return forbidden;
}

class Planner {
  readonly drafts: StepDraft[] = [];

  constructor(
    private readonly snapshot: GraphSnapshot,
    readonly state: SimulatedState,
    private readonly notes: string[],
  ) {}

  apply(step: SequenceStep): void {
    switch (step.action) {
      case "move":
        this.requirePosition(step.position);
        this.moveTo(step.position);
        return;
      case "routine":
        this.runRoutine(step.routine, step.position);
        return;
      case "attach_tool":
        this.attach(this.requireTool(step.tool), { explicit: true });
        return;
      case "release_tool":
        this.releaseIfHolding();
        return;
      case "release_tool_and_home":
        this.releaseIfHolding();
        this.moveTo(this.snapshot.home);
        return;
    }
  }

  private fail(code: PlanError["code"], message: string): never {
    throw new PlanFailure({ code, message });
  }

  private requirePosition(name: string): void {
    if (!this.snapshot.positions.has(name)) {
      this.fail("UNKNOWN_POSITION", `There is no position '${name}' in this cell.`);
    }
  }

  private requireTool(name: string): string {
    if (!this.snapshot.tools.has(name)) {
      const tools = [...this.snapshot.tools.keys()].join(", ");
      this.fail("UNKNOWN_TOOL", `There is no tool '${name}' in this cell (tools: ${tools}).`);
    }
    return name;
  }

  /** Positions the held tool must not pass through or stop at (computed once per snapshot and tool). */
  private forbiddenWhileHolding(tool: string): ReadonlySet<string> {
    let byTool = forbiddenCache.get(this.snapshot);
    if (!byTool) forbiddenCache.set(this.snapshot, (byTool = new Map()));
    let forbidden = byTool.get(tool);
    if (!forbidden) byTool.set(tool, (forbidden = computeForbidden(this.snapshot, tool)));
    return forbidden;
  }

  private moveTo(target: string): void {
    if (this.state.tool !== NO_TOOL && this.forbiddenWhileHolding(this.state.tool).has(target)) {
      this.notes.push(`The ${this.state.tool} is put back first: it may not be carried to ${target}.`);
      this.release();
    }
    if (this.state.position === target) return;
    const path = shortestPath(
      this.snapshot,
      this.state.position,
      target,
      this.forbiddenWhileHolding(this.state.tool),
    );
    if (path.length === 0) {
      const holding = this.state.tool === NO_TOOL ? "" : ` while holding the ${this.state.tool}`;
      this.fail("NO_PATH", `No allowed path from ${this.state.position} to ${target}${holding}.`);
    }
    for (const position of path.slice(1)) {
      this.drafts.push({ name: `Move to ${position}`, action: "move", target: position });
    }
    this.state.position = target;
  }

  private toolChangeRoutine(effect: "attach_tool" | "release_tool", standPosition: string): string {
    for (const routine of this.snapshot.routines.values()) {
      if (routine.effect === effect && this.snapshot.supportedAt.get(routine.name)?.has(standPosition)) {
        return routine.name;
      }
    }
    return this.fail(
      "NO_TOOL_CHANGE_ROUTINE",
      `No routine can ${effect === "attach_tool" ? "attach" : "release"} a tool at ${standPosition}.`,
    );
  }

  private pushRoutine(routine: string, position: string, extra: { title: string; tool?: string }): void {
    const metadata = this.snapshot.supportedAt.get(routine)?.get(position);
    this.drafts.push({
      name: extra.title,
      action: "routine",
      target: routine,
      position,
      ...(extra.tool ? { tool: extra.tool } : {}),
      ...(metadata ? { stabilize: metadata.stabilize } : {}),
      ...(metadata?.action_after ? { action_after: metadata.action_after } : {}),
      ...(metadata?.verify ? { verify: metadata.verify } : {}),
    });
  }

  private standOf(tool: string): string {
    const stand = this.snapshot.toolLocations.get(tool);
    if (!stand) this.fail("NO_TOOL_STAND", `The ${tool} has no tool stand in this cell.`);
    return stand;
  }

  private release(): void {
    const tool = this.state.tool;
    const stand = this.standOf(tool);
    const routine = this.toolChangeRoutine("release_tool", stand);
    this.moveTo(stand);
    this.pushRoutine(routine, stand, { title: `Release ${tool}`, tool });
    this.state.tool = NO_TOOL;
  }

  private releaseIfHolding(): void {
    if (this.state.tool === NO_TOOL) {
      this.notes.push("The robot holds no tool, so there is nothing to release.");
      return;
    }
    this.release();
  }

  private attach(tool: string, options: { explicit?: boolean } = {}): void {
    if (this.state.tool === tool) {
      if (options.explicit) this.notes.push(`The ${tool} is already attached.`);
      return;
    }
    if (this.state.tool !== NO_TOOL) this.release();
    const stand = this.standOf(tool);
    const routine = this.toolChangeRoutine("attach_tool", stand);
    this.moveTo(stand);
    this.pushRoutine(routine, stand, { title: `Attach ${tool}`, tool });
    this.state.tool = tool;
  }

  private runRoutine(routineName: string, position: string): void {
    const routine = this.snapshot.routines.get(routineName);
    if (!routine) {
      const names = [...this.snapshot.routines.keys()].join(", ");
      this.fail("UNKNOWN_ROUTINE", `There is no routine '${routineName}' in this cell (routines: ${names}).`);
    }
    this.requirePosition(position);
    const supported = this.snapshot.supportedAt.get(routine.name)!;
    if (!supported.has(position)) {
      const where = [...supported.keys()].join(", ") || "nowhere";
      this.fail(
        "ROUTINE_NOT_SUPPORTED",
        `${routine.name} is not supported at ${position} (supported at: ${where}).`,
      );
    }
    if (routine.effect === "attach_tool") {
      this.attach(this.snapshot.toolAtStandPosition.get(position) ?? this.standlessTool(position), {
        explicit: true,
      });
      return;
    }
    if (routine.effect === "release_tool") {
      const stand = this.state.tool === NO_TOOL ? null : this.snapshot.toolLocations.get(this.state.tool);
      if (stand && stand !== position) {
        this.notes.push(`The ${this.state.tool} is released at its own stand, ${stand}, not at ${position}.`);
      }
      this.releaseIfHolding();
      return;
    }
    const allowed = this.snapshot.positions.get(position)!.allowedTools;
    if (routine.required_tool !== NO_TOOL && allowed && !allowed.includes(routine.required_tool)) {
      this.fail(
        "ROUTINE_NOT_SUPPORTED",
        `${routine.name} needs the ${routine.required_tool}, which may not be carried to ${position} (allowed there: ${allowed.join(", ") || "no tool"}).`,
      );
    }
    if (routine.required_tool !== NO_TOOL) this.attach(routine.required_tool);
    this.moveTo(position);
    this.pushRoutine(routine.name, position, { title: `${titleCase(routine.name)} at ${position}` });
  }

  private standlessTool(position: string): never {
    return this.fail("NO_TOOL_STAND", `No tool is stored at ${position}.`);
  }
}
