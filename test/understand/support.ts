import { expect } from "vitest";
import { goalToSteps, type SequenceStep } from "../../src/contracts/goal.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { understandWithRules, type RulesOptions } from "../../src/understand/rules-understanding.js";

export const welding = loadGraphSnapshot("welding");

/** The flat steps the rules make of a command, or the reason when they make none. */
export function stepsOf(text: string, options: RulesOptions = {}): SequenceStep[] | string {
  const result = understandWithRules(welding, text, { startPosition: "Home", ...options });
  if (result.intent !== "action") return `intent ${result.intent}`;
  if (!result.goal) return "no goal";
  if (result.goal.goal === "unknown") return `unknown: ${result.goal.reason}`;
  return goalToSteps(result.goal);
}

export const weld = (position: string): SequenceStep => ({
  action: "routine",
  routine: "tack_weld",
  position,
});
export const inspect = (position: string): SequenceStep => ({
  action: "routine",
  routine: "camera_inspection",
  position,
});
export const move = (position: string): SequenceStep => ({ action: "move", position });
export const attach = (tool: string): SequenceStep => ({ action: "attach_tool", tool });
export const release: SequenceStep = { action: "release_tool" };
export const releaseAndHome: SequenceStep = { action: "release_tool_and_home" };

export const paintshop = loadGraphSnapshot("paintshop");

/** The flat steps the rules make of a command on the paint-shop cell, or "asked". */
export const paint = (text: string) => {
  const goal = understandWithRules(paintshop, text, { startPosition: "Home" }).goal;
  return goal && goal.goal !== "unknown" ? goalToSteps(goal) : "asked";
};

/** The welding cell asks about the command (no steps). */
export const asks = (text: string) => expect(stepsOf(text), text).toMatch(/^unknown: /);

export const routine = (name: string, position: string): SequenceStep => ({
  action: "routine",
  routine: name,
  position,
});
