import type { SequenceStep } from "../contracts/goal.js";
import type { RulesActionResult } from "./rules-result.js";

export type Asked = Extract<RulesActionResult, { kind: "clarify" }>["asked"];

/** Thrown inside the parser when a fact is missing: becomes a question, never a plan. */
export class Clarification {
  constructor(
    readonly question: string,
    readonly asked?: Asked,
    /** Machine-made answers to offer, one step each (for a disambiguation review). */
    readonly choices: SequenceStep[] = [],
  ) {}
}
