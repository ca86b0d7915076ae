import type { Goal, SequenceStep } from "../contracts/goal.js";

/** What the rules parser made of an action command, before it becomes an Understanding. */
export type RulesActionResult =
  | { kind: "steps"; steps: SequenceStep[]; confidence: number; notes: string[]; lastPosition?: string }
  | {
      kind: "clarify";
      question: string;
      confidence: number;
      notes: string[];
      asked?: { kind: "position" | "tool" | "routine"; routine?: string; verb?: string; position?: string };
      options?: Array<{ id: string; label: string; goal: Goal }>;
    }
  | { kind: "none"; confidence: number; notes: string[] };
