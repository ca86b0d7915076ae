import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SequenceStep } from "../../src/contracts/goal.js";
import type { PlanStep } from "../../src/contracts/plan-step.js";
import { generateCell, seededRandom } from "../../src/bench/generate-cell.js";
import type { CellGraphData } from "../../src/knowledge/cell-graph-data.js";
import { buildSnapshot, type GraphSnapshot } from "../../src/knowledge/graph-snapshot.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { buildPlan } from "../../src/plan/build-plan.js";
import { verifyPlan } from "../../src/verify/verify-plan.js";

/**
 * An independent step-by-step simulation of the cell's rules, written from the cell data and
 * DESIGN §3 alone (not from verify-plan.ts): returns the first rule a plan breaks, or null.
 */
function firstBrokenRule(
  data: CellGraphData,
  start: { position: string; tool: string },
  steps: readonly PlanStep[],
): string | null {
  const positions = new Map(data.positions.map((p) => [p.name, p]));
  const edges = new Set(data.moves.map((m) => `${m.from}>${m.to}`));
  const supported = new Set(data.supportedAt.map((s) => `${s.routine}@${s.position}`));
  const routines = new Map(data.routines.map((r) => [r.name, r]));
  const storedAt = new Map(data.toolStands.map((s) => [s.position, s.tool]));
  let { position, tool } = start;
  for (const [index, step] of steps.entries()) {
    const at = `step ${index + 1}`;
    if (step.action === "move") {
      const target = positions.get(step.target);
      if (!target) return `${at}: no position ${step.target}`;
      if (!edges.has(`${position}>${step.target}`)) return `${at}: no edge ${position} -> ${step.target}`;
      const stored = storedAt.get(step.target);
      if (tool !== "none" && stored !== undefined && stored !== tool)
        return `${at}: into ${stored}'s stand holding ${tool}`;
      if (tool !== "none" && target.allowedTools && !target.allowedTools.includes(tool))
        return `${at}: ${tool} not allowed at ${step.target}`;
      position = step.target;
      continue;
    }
    if (step.position !== undefined && step.position !== position)
      return `${at}: routine meant for ${step.position}, robot at ${position}`;
    const routine = routines.get(step.target);
    if (!routine || !supported.has(`${step.target}@${position}`))
      return `${at}: ${step.target} unsupported at ${position}`;
    if (routine.required_tool !== "none" && routine.required_tool !== tool)
      return `${at}: ${routine.name} needs ${routine.required_tool}`;
    if (routine.effect === "attach_tool") {
      if (tool !== "none") return `${at}: attach while holding ${tool}`;
      const stored = storedAt.get(position);
      if (!stored) return `${at}: nothing to attach at ${position}`;
      if (step.tool !== undefined && step.tool !== stored)
        return `${at}: attach ${step.tool} but ${stored} is stored`;
      tool = stored;
    } else if (routine.effect === "release_tool") {
      if (tool === "none") return `${at}: release with empty hands`;
      if (step.tool !== undefined && step.tool !== tool) return `${at}: release ${step.tool} holding ${tool}`;
      if (storedAt.get(position) !== tool) return `${at}: release ${tool} at a stand that is not its own`;
      tool = "none";
    }
  }
  return null;
}

interface Scenario {
  data: CellGraphData;
  snapshot: GraphSnapshot;
  start: { position: string; tool: string };
  goals: SequenceStep[];
}

/** Random connected cells (4–40 positions, 1–3 tools, some tool-restricted work positions) and goals. */
const generatedScenarioArbitrary = fc
  .record({
    seed: fc.integer(),
    positions: fc.integer({ min: 4, max: 40 }),
    tools: fc.integer({ min: 1, max: 3 }),
    window: fc.integer({ min: 1, max: 40 }),
    restrictedShare: fc.constantFrom(0, 0.3),
    startPick: fc.nat(),
    startToolPick: fc.nat(),
    picks: fc.array(fc.tuple(fc.nat(9), fc.nat(), fc.nat()), { minLength: 1, maxLength: 6 }),
  })
  .map(({ seed, positions, tools, window, restrictedShare, startPick, startToolPick, picks }): Scenario => {
    const data = generateCell({ positions, tools, window, restrictedShare, random: seededRandom(seed) });
    const names = data.positions.map((p) => p.name);
    const toolNames = data.tools.map((t) => t.name);
    const supported = data.supportedAt;
    const goals = picks.map(([kind, a, b]): SequenceStep => {
      if (kind <= 3) {
        const support = supported[a % supported.length];
        return { action: "routine", routine: support.routine, position: support.position };
      }
      if (kind === 4)
        return {
          action: "routine",
          routine: data.routines[a % data.routines.length].name,
          position: names[b % names.length],
        };
      if (kind <= 6) return { action: "move", position: names[a % names.length] };
      if (kind === 7) return { action: "attach_tool", tool: toolNames[a % toolNames.length] };
      return kind === 8 ? { action: "release_tool" } : { action: "release_tool_and_home" };
    });
    const startTool = startToolPick % (toolNames.length + 1);
    return {
      data,
      snapshot: buildSnapshot(data),
      start: {
        position: names[startPick % names.length],
        tool: startTool === 0 ? "none" : toolNames[startTool - 1],
      },
      goals,
    };
  });

const welding = loadGraphSnapshot("welding");

/** The welding demo cell itself, from any position and tool, with random goal lists. */
const weldingScenarioArbitrary = fc
  .record({
    start: fc.constantFrom(...welding.data.positions.map((p) => p.name)),
    tool: fc.constantFrom("none", "Welder", "Camera"),
    goals: fc.array(
      fc.oneof(
        fc.record({
          action: fc.constant("routine" as const),
          routine: fc.constantFrom("tack_weld", "camera_inspection", "tool_attach", "tool_release"),
          position: fc.constantFrom("Pos_1", "Pos_2", "Pos_3", "Tool_Weld_Position", "Tool_Camera_Position"),
        }),
        fc.record({
          action: fc.constant("move" as const),
          position: fc.constantFrom(...welding.data.positions.map((p) => p.name)),
        }),
        fc.record({ action: fc.constant("attach_tool" as const), tool: fc.constantFrom("Welder", "Camera") }),
        fc.constant({ action: "release_tool" as const }),
        fc.constant({ action: "release_tool_and_home" as const }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ start, tool, goals }): Scenario => ({
    data: welding.data,
    snapshot: welding,
    start: { position: start, tool },
    goals,
  }));

const scenarioArbitrary = fc.oneof(
  { arbitrary: generatedScenarioArbitrary, weight: 3 },
  { arbitrary: weldingScenarioArbitrary, weight: 1 },
);

type Corruption =
  | { kind: "drop"; at: number }
  | { kind: "dropRoutine"; at: number }
  | { kind: "swap"; at: number; with: number }
  | { kind: "insert"; at: number; move: boolean; pick: number; pick2: number }
  | { kind: "retarget"; at: number; pick: number; field: number };

const corruptionArbitrary: fc.Arbitrary<Corruption> = fc.oneof(
  fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("dropRoutine" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), with: fc.nat() }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    move: fc.boolean(),
    pick: fc.nat(),
    pick2: fc.nat(),
  }),
  fc.record({ kind: fc.constant("retarget" as const), at: fc.nat(), pick: fc.nat(), field: fc.nat(2) }),
);

function corrupt(steps: PlanStep[], data: CellGraphData, corruption: Corruption): PlanStep[] {
  const out = steps.map((step) => ({ ...step }));
  const names = [...data.positions.map((p) => p.name), "Nowhere"];
  const routineNames = [...data.routines.map((r) => r.name), "polish"];
  const at = out.length === 0 ? 0 : corruption.at % out.length;
  switch (corruption.kind) {
    case "drop":
      out.splice(at, 1);
      break;
    case "dropRoutine": {
      // Tool changes are routines: dropping one is the corruption most likely to slip through.
      const routines = out.flatMap((step, index) => (step.action === "routine" ? [index] : []));
      if (routines.length > 0) out.splice(routines[corruption.at % routines.length], 1);
      break;
    }
    case "swap": {
      if (out.length < 2) break;
      const other = corruption.with % out.length;
      [out[at], out[other]] = [out[other], out[at]];
      break;
    }
    case "insert": {
      const position = names[corruption.pick2 % names.length];
      out.splice(
        corruption.at % (out.length + 1),
        0,
        corruption.move
          ? { id: 0, name: "inserted", action: "move", target: names[corruption.pick % names.length] }
          : {
              id: 0,
              name: "inserted",
              action: "routine",
              target: routineNames[corruption.pick % routineNames.length],
              position,
            },
      );
      break;
    }
    case "retarget": {
      const step = out[at];
      if (!step) break;
      if (step.action === "move") step.target = names[corruption.pick % names.length];
      else if (corruption.field === 0) step.target = routineNames[corruption.pick % routineNames.length];
      else if (corruption.field === 1) step.position = names[corruption.pick % names.length];
      else step.tool = data.tools[corruption.pick % data.tools.length]?.name;
      break;
    }
  }
  return out.map((step, index) => ({ ...step, id: index + 1 }));
}

describe("property: the builder and the verifier agree with the cell's rules", () => {
  it("every plan the builder makes passes the verifier and the independent simulation", () => {
    let built = 0;
    fc.assert(
      fc.property(scenarioArbitrary, ({ data, snapshot, start, goals }) => {
        const plan = buildPlan(snapshot, start, { goal: "sequence", steps: goals });
        if (!plan.ok) {
          expect(plan.error.message.length).toBeGreaterThan(0);
          return;
        }
        built++;
        const verification = verifyPlan(snapshot, start, plan.steps);
        expect(verification.feedback).toBe("");
        expect(verification.valid).toBe(true);
        expect(firstBrokenRule(data, start, plan.steps)).toBeNull();
        const last = goals[goals.length - 1];
        if (last.action === "release_tool" || last.action === "release_tool_and_home")
          expect(plan.finalState.tool).toBe("none");
        if (last.action === "release_tool_and_home") expect(plan.finalState.position).toBe(data.home);
        if (last.action === "move") expect(plan.finalState.position).toBe(last.position);
      }),
      { numRuns: 400 },
    );
    expect(built).toBeGreaterThan(100); // most random goals are plannable: the property is not vacuous
  });

  it("a corrupted plan is rejected exactly when the simulation finds a rule broken", () => {
    let rejected = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        scenarioArbitrary,
        fc.array(corruptionArbitrary, { minLength: 1, maxLength: 3 }),
        (scenario, corruptions) => {
          const plan = buildPlan(scenario.snapshot, scenario.start, {
            goal: "sequence",
            steps: scenario.goals,
          });
          if (!plan.ok) return;
          const steps = corruptions.reduce(
            (current, corruption) => corrupt(current, scenario.data, corruption),
            plan.steps,
          );
          const broken = firstBrokenRule(scenario.data, scenario.start, steps);
          const verification = verifyPlan(scenario.snapshot, scenario.start, steps);
          expect(verification.valid, `${broken}\n${verification.feedback}`).toBe(broken === null);
          expect(verification.feedback === "").toBe(broken === null);
          if (broken) rejected++;
          else accepted++;
        },
      ),
      { numRuns: 1500 },
    );
    expect(rejected).toBeGreaterThan(50);
    expect(accepted).toBeGreaterThan(5); // some corruptions are harmless (e.g. dropping a trailing step)
  });
});
