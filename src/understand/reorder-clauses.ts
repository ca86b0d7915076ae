import type { SequenceStep } from "../contracts/goal.js";
import type { Frame } from "./action-frames.js";

/**
 * Puts clauses in the order the operator means: "A but first B" → B, A; "before A, B" → B, A;
 * "A after B" → B, A ("A and C after B" → B, A, C); "A last, B" → B, A. "A before B" and "after A, B" are already in order.
 */
export function reorderClauses(
  frames: Frame[],
  steps: SequenceStep[],
  groupStarts: Map<number, number>,
  notes: string[],
): SequenceStep[] {
  if (!frames.some((frame) => frame.order)) return steps;
  const groups: SequenceStep[][] = frames.map((_frame, index) => {
    const start = groupStarts.get(index) ?? steps.length;
    const next = [...groupStarts.entries()].find(([other]) => other > index);
    return steps.slice(start, next ? next[1] : steps.length);
  });
  const order = groups.map((_group, index) => index);
  // "inspect all three, but do 2 first": what is done first is not done again later.
  const doneFirst = new Set<string>();
  frames.forEach((frame, index) => {
    const at = order.indexOf(index);
    if (frame.order === "first" && at > 0) {
      order.splice(at, 1);
      order.unshift(index);
      for (const step of groups[index]) doneFirst.add(JSON.stringify(step));
    } else if (frame.order === "last" && at < order.length - 1) {
      order.splice(at, 1);
      order.push(index);
    } else if (frame.order === "after" && at > 0) {
      // "release the tool and go home after inspecting 3": the clauses joined by "and" before it
      // are one run, all done after it; "weld 1, then weld 2 after …" moves it past weld 2 only.
      let runStart = index - 1;
      while (runStart > 0 && !frames[runStart].afterSequence) runStart--;
      order.splice(at, 1);
      order.splice(Math.min(order.indexOf(runStart), at - 1), 0, index);
    } else if (frame.order === "before" && at === 0 && order.length > 1) {
      [order[0], order[1]] = [order[1], order[0]];
    }
  });
  if (order.some((value, index) => value !== index)) notes.push("Done in the order you asked for.");
  return order.flatMap((index) =>
    frames[index].order === "first"
      ? groups[index]
      : groups[index].filter((step) => !doneFirst.has(JSON.stringify(step))),
  );
}
