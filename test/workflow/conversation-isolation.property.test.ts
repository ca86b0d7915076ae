import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConversationTurn } from "../../src/workflow/conversation-service.js";
import { createHarness, type Harness } from "./support/workflow-harness.js";

/**
 * Commands whose result depends only on what the conversation said before ("it", "there",
 * "do that again") and never on where the robot happens to be: every one is a routine, so there
 * is always something to do and a tool-using plan always asks for review.
 */
const COMMANDS = [
  "weld at position 1",
  "weld at position 2",
  "inspect position 1",
  "inspect position 3",
  "weld it",
  "inspect there",
  "do that again",
];

const ANSWERS = ["yes", "never mind"];

/**
 * What a conversation saw of each command: the goals it planned and how it ended. The steps, and
 * whether an approved plan went stale and was reviewed once more, are the cell's state, not the
 * conversation's.
 */
type Seen = Array<{ command: string; goals: string[]; outcome: ConversationTurn["kind"] }>;

/**
 * Sends the next message of a conversation: its next command, or the answer to the review it
 * waits on ("yes" to an approval; a question it cannot answer, such as "weld it" before anything
 * was named, is cancelled).
 */
async function step(harness: Harness, conversationId: string, queue: string[], seen: Seen): Promise<void> {
  const text = queue.shift()!;
  const turn = await harness.service.send(conversationId, text);
  if (!ANSWERS.includes(text)) seen.push({ command: text, goals: [], outcome: turn.kind });
  const current = seen.at(-1)!;
  const goal = JSON.stringify(turn.plan?.goal ?? null);
  if (turn.plan && !current.goals.includes(goal)) current.goals.push(goal);
  current.outcome = turn.kind;
  if (turn.kind === "review") queue.unshift(turn.pendingReview?.kind === "approval" ? "yes" : "never mind");
}

/**
 * An approved plan goes stale each time another conversation runs before the "yes"; with at
 * most six other commands that is at most six repairs, so the repair limit (cell state, not
 * conversation state) never decides a result here.
 */
const openCell = () => createHarness({ maxPlanAttempts: 10 });

async function runAlone(script: string[]): Promise<Seen> {
  const harness = openCell();
  try {
    const queue = [...script];
    const seen: Seen = [];
    while (queue.length > 0) await step(harness, "alone", queue, seen);
    return seen;
  } finally {
    await harness.close();
  }
}

async function runInterleaved(scripts: string[][], schedule: number[]): Promise<Seen[]> {
  const harness = openCell();
  try {
    const queues = scripts.map((script) => [...script]);
    const seen: Seen[] = scripts.map(() => []);
    let turn = 0;
    while (queues.some((queue) => queue.length > 0)) {
      const waiting = queues.flatMap((queue, index) => (queue.length > 0 ? [index] : []));
      const next = waiting[(schedule[turn++ % schedule.length] ?? 0) % waiting.length];
      await step(harness, `conversation-${next}`, queues[next], seen[next]);
    }
    return seen;
  } finally {
    await harness.close();
  }
}

describe("conversations on one cell are isolated", () => {
  it("each conversation's results, interleaved with others on the same cell, equal those it gets alone", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom(...COMMANDS), { minLength: 1, maxLength: 3 }), {
          minLength: 2,
          maxLength: 3,
        }),
        fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 20 }),
        async (scripts, schedule) => {
          const interleaved = await runInterleaved(scripts, schedule);
          for (const [index, script] of scripts.entries())
            expect(interleaved[index]).toEqual(await runAlone(script));
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
