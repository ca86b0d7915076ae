import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { goalToSteps, type SequenceStep } from "../../src/contracts/goal.js";
import { planAndVerify } from "../../src/plan/plan-and-verify.js";
import { understandCommand } from "../../src/understand/understand-command.js";
import { welding } from "./support.js";

/**
 * Our own broader set of realistic phrasings (not the dev set), checked in-process the way
 * `score.py` checks the CLI: intent, goals, a verified plan for actions, no plan for
 * clarifications, and never a routine where it is not supported.
 */
interface Case {
  id: string;
  text: string;
  intent: "action" | "question" | "unknown" | "clarify";
  steps?: SequenceStep[];
}
const cases: Case[] = readFileSync(new URL("./welding-phrasings.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

function expandReleaseAndHome(steps: SequenceStep[]): SequenceStep[] {
  return steps.flatMap((step) =>
    step.action === "release_tool_and_home"
      ? [{ action: "release_tool" } as const, { action: "move", position: "Home" } as const]
      : [step],
  );
}

describe("unseen welding phrasings (test/understand/welding-phrasings.jsonl)", () => {
  it.each(cases.map((c) => [c.id, c.text, c] as const))("%s %s", async (_id, text, expected) => {
    const understanding = await understandCommand({
      text,
      snapshot: welding,
      robot: { position: "Home", tool: "none" },
    });
    const goal = understanding.goal;
    const plan =
      goal && goal.goal !== "unknown"
        ? planAndVerify(welding, { position: "Home", tool: "none" }, goal)
        : null;
    if (expected.intent === "clarify") {
      expect(plan?.ok ?? false).toBe(false);
      expect(goal?.goal === "unknown" ? goal.reason : "").toMatch(/\?|no /i);
      return;
    }
    expect(understanding.intent).toBe(expected.intent);
    if (expected.intent !== "action") return;
    if (expected.steps) {
      expect(goal && goal.goal !== "unknown" ? expandReleaseAndHome(goalToSteps(goal)) : goal).toEqual(
        expandReleaseAndHome(expected.steps),
      );
      expect(plan?.ok).toBe(true);
    }
    if (plan?.ok) {
      for (const step of plan.steps) {
        if (step.action === "routine")
          expect(welding.supportedAt.get(step.target)?.has(step.position ?? "")).toBe(true);
      }
    }
  });
});
