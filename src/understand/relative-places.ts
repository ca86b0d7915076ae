import type { Frame } from "./action-frames.js";
import { Clarification } from "./clarification.js";
import { describeChoices } from "./describe-cell.js";
import type { VerbContext } from "./target-steps.js";

/*
 * Places narrowed by a relative clause: "the one you welded" (where an earlier clause of this
 * command did that routine) and "the ones that can be welded", "whatever can be tacked", "every
 * seam you're able to" (where the cell supports the routine: its SUPPORTED_AT edges).
 */

/** "inspect the one you welded": the places an earlier clause of this command did the routine at. */
export function actedOnPlaces(frame: Frame, context: VerbContext, what: string): string[] {
  if (frame.relative?.kind !== "acted" || !frame.relative.routine) return [];
  const routine = frame.relative.routine;
  const places = (context.actedAt?.(routine) ?? []).filter((name) => !frame.excluded.includes(name));
  if (places.length === 0)
    throw new Clarification(
      `Which position do you mean? Nothing before it in this command does ${routine}. ${what}`,
      {
        kind: "position",
      },
    );
  if (frame.allCount !== undefined && frame.allCount !== places.length)
    throw new Clarification(
      `Which position do you mean? ${routine} is done at ${describeChoices(places, "", "and")} before it. ${what}`,
      { kind: "position" },
    );
  context.notes.push(`Read as ${describeChoices(places, "", "and")}, where ${routine} is done before it.`);
  return places;
}

/**
 * "weld the ones that can be welded": of the places (every place of the frame's kind when none
 * is named), those where the routine is supported; the routine is the one the clause names, else
 * the verb's. The places left out are noted; none left is asked.
 */
export function capablePlaces(
  targets: string[],
  pool: string[],
  frame: Frame,
  context: VerbContext,
  verbRoutine: string | undefined,
  what: string,
): string[] {
  if (frame.relative?.kind !== "capable") return targets;
  const routine = frame.relative.routine ?? verbRoutine;
  if (!routine) throw new Clarification(`Which positions do you mean? ${what}`, { kind: "position" });
  const supported = context.snapshot.supportedAt.get(routine);
  const candidates = (targets.length > 0 ? targets : pool).filter((name) => !frame.excluded.includes(name));
  const kept = candidates.filter((name) => supported?.has(name));
  const leftOut = candidates.filter((name) => !kept.includes(name));
  if (kept.length === 0)
    throw new Clarification(`There is no position where ${routine} can be done. ${what}`, {
      kind: "position",
    });
  if (leftOut.length > 0)
    context.notes.push(
      `${routine} cannot be done at ${describeChoices(leftOut, "", "and")} (no SUPPORTED_AT edge), so ${leftOut.length > 1 ? "they were" : "it was"} left out.`,
    );
  return kept;
}
