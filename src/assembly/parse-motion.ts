import type { AssemblyInstruction } from "../contracts/assembly.js";
import {
  step,
  type ClauseResult,
  type InterpretContext,
  askClause,
  clauseDone,
} from "./interpret-context.js";
import { tagOf, type Span } from "./lexicon.js";
import { MOTION_VERBS } from "./words.js";

/** Centimetres per unit, and the words for the unit. */
const UNITS: Array<[number, string]> = [
  [1, "cm centimeter centimeters centimetre centimetres"],
  [0.1, "mm millimeter millimeters millimetre millimetres"],
  [100, "m meter meters metre metres"],
  [2.54, "in inch inches"],
];
const UNIT_CM: Record<string, number> = Object.fromEntries(
  UNITS.flatMap(([cm, words]) => words.split(" ").map((word) => [word, cm])),
);

/**
 * Relative moves: "move left 2 cm", "nudge it up a tiny bit", "back up a little", "go up and to
 * the left" (two axes). Directions and distance words come from the cell file; numbers take units.
 */
export function parseMotion(spans: Span[], context: InterpretContext): ClauseResult | null {
  if (spans.some((span) => tagOf(span, "item") || tagOf(span, "recipe") || tagOf(span, "product")))
    return null;
  const motion = context.cell.file.motion;
  const hasVerb = spans.some((span) => MOTION_VERBS.has(span.text));
  const directionAt: number[] = [];
  spans.forEach((span, index) => {
    if (tagOf(span, "direction")) directionAt.push(index);
  });
  if (directionAt.length === 0) {
    const vague = spans
      .slice(1)
      .every(
        (s) =>
          /^(it|that|this|the|arm|gripper|a|bit|little|some|over|around|please|robot)$/.test(s.text) ||
          tagOf(s, "distance"),
      );
    if (spans[0] && MOTION_VERBS.has(spans[0].text) && vague) {
      return askClause(
        "Which way should I move: left, right, up, down, forward or backward — and how far?",
        "a move without a direction",
      );
    }
    return null;
  }
  const first = spans[0];
  if (!hasVerb && !tagOf(first, "direction") && !tagOf(first, "distance") && first.number === undefined)
    return null;
  // "Left: like that one", "right, the same": a side word heading what follows names a zone, no move.
  const measured = (s: Span) => tagOf(s, "distance") || tagOf(s, "direction") || s.number !== undefined;
  if (!hasVerb && spans[1]?.text === "," && spans.length > 2 && !spans.slice(2).some(measured)) return null;
  // "go to the left zone" names a place, not a direction.
  if (
    spans.some(
      (span, index) =>
        tagOf(span, "zone") && /^(zone|stack|side|fixture)$/.test(spans[index + 1]?.text ?? ""),
    )
  )
    return null;

  const moves: Array<{ direction: string; distance: number | null }> = [];
  const distanceAt = (index: number): { cm: number; end: number } | null => {
    const span = spans[index];
    if (!span) return null;
    const word = tagOf(span, "distance");
    if (word) return { cm: word.cm, end: index };
    if (span.number !== undefined) {
      const unit = spans[index + 1]?.text ?? "";
      const factor = UNIT_CM[unit];
      return { cm: span.number * (factor ?? 1), end: factor ? index + 1 : index };
    }
    return null;
  };
  let pendingDistance: number | null = null;
  let lastDirection: string | null = null;
  for (let index = 0; index < spans.length; index++) {
    const span = spans[index];
    const direction = tagOf(span, "direction");
    if (direction) {
      let name = direction.direction;
      // "back up a little" is one backward move, not two.
      if (span.text === "back" && spans[index + 1]?.text === "up" && index <= 1) index++;
      else if (span.text === "back" && spans[index + 1] && tagOf(spans[index + 1], "direction")) continue;
      if (name === lastDirection && moves.length > 0 && moves[moves.length - 1].distance === null) continue;
      moves.push({ direction: name, distance: pendingDistance });
      pendingDistance = null;
      lastDirection = name;
      continue;
    }
    const distance = distanceAt(index);
    if (distance) {
      const open =
        moves.length > 0 && moves[moves.length - 1].distance === null ? moves[moves.length - 1] : null;
      if (open) open.distance = distance.cm;
      else pendingDistance = distance.cm;
      index = distance.end;
    }
  }
  if (moves.length === 0) return null;
  // A distance said once at the end ("up and left a bit") applies to every move without one.
  const shared =
    pendingDistance ?? [...moves].reverse().find((move) => move.distance !== null)?.distance ?? null;
  const sequence: AssemblyInstruction[] = [];
  for (const move of moves) {
    const cm = Math.round((move.distance ?? shared ?? motion.relative_move_cm) * 100) / 100;
    if (cm <= 0) {
      return askClause("How far should I move? Give a distance above zero.", "a zero move");
    }
    if (cm > motion.max_relative_move_cm) {
      return askClause(
        `${cm} cm is more than the ${motion.max_relative_move_cm} cm I move in one relative step. Should I move ${motion.max_relative_move_cm} cm, or go to a named place instead?`,
        `a ${cm} cm move`,
      );
    }
    sequence.push(step("move_relative", { direction: move.direction, distance_cm: cm }));
  }
  const said = moves
    .map((move, index) => `${sequence[index].params.distance_cm} cm ${move.direction}`)
    .join(" and ");
  return clauseDone(sequence, `move ${said}`, hasVerb ? 0.95 : 0.85);
}
