import { routineWordEnds } from "./lexicon-phrases.js";
import { singularNoun } from "./position-references.js";
import { bareAfter } from "./bare-after.js";
import { countOf, readCountedRoutines, readRepetitionCount } from "./repetition-count.js";
import { isPostNegation } from "./post-negation.js";
import { relativeFits } from "./scan-neighbours.js";
import type { Mention } from "./mention.js";
import { isVerb, type Reading, type Scan } from "./scan-stage.js";

/*
 * The mention scan's stages for the words that shape a clause rather than name what it acts on:
 * where a clause ends and the next starts, how often it is done, what narrows it, and its order
 * against the others. They are read before places and the cell's phrases, because their words
 * ("one", "first", "after", "welded") would otherwise be read as a place or a verb of their own.
 */

/** What may follow an order word that ends its clause. */
const ORDER_CLAUSE_ENDS = new Set([",", ".", ";", "and", "then"]);

/** "then", "after that", "step 2": the next clause starts; "once it cools" waits on the world. */
export function readClauseBoundary({ tokens, mentions, orderingAt }: Scan, i: number): Reading | undefined {
  const ordering = orderingAt[i];
  if (!ordering) return undefined;
  // "… once that is done" at the end refers to a clause before it; with none, it is asked.
  const refersBack =
    !("done" in ordering) ||
    tokens.slice(ordering.end).some((word) => word !== ".") ||
    mentions.filter(isVerb).length > 1;
  if ("sequence" in ordering && refersBack)
    return { mention: { kind: "sequence" }, next: ordering.end, firstLeads: false };
  // "once it cools", "after the part is cool": a clause that waits on the world is left
  // unplaced, so the command is asked about (the robot cannot see it happen).
  if ("condition" in ordering) return { next: ordering.end };
  return undefined;
}

/** "three times", "twice more"; "two inspections": a count of routines, which the places after it may meet. */
export function readCount({ tokens, lexicon }: Scan, i: number): Reading | undefined {
  const times = readRepetitionCount(tokens, i);
  if (times) return { mention: { kind: "times", count: times.count, more: times.more }, next: times.next };
  const routines =
    !singularNoun(tokens[i - 1], lexicon) &&
    readCountedRoutines(tokens, i, (word) => routineWordEnds(lexicon).has(word));
  if (!routines) return undefined;
  const mention: Mention = routines.met
    ? { kind: "times", count: 1 }
    : { kind: "times", count: countOf(tokens[i]), unmet: true };
  return { mention, next: routines.next };
}

/** A relative clause or a closing negation narrowing what was said before it. */
export function readQualifier({ tokens, mentions, scopeAt }: Scan, i: number): Reading | undefined {
  const previous = mentions.at(-1);
  // "the one you welded", "whatever can be tacked", "… the positions that support welding":
  // a relative clause, read before "one" can be a number or "welded" a verb of its own.
  const relative = scopeAt(i);
  if (relative && relativeFits(relative.mention, previous, mentions)) return relative;
  // "…, the third no.": a negation after places, ending the clause, leaves them out.
  if (previous?.kind === "positions" && isPostNegation(tokens, i))
    return { mention: { kind: "exclude", negation: false, ofPrevious: true }, next: i + 1 };
  return undefined;
}

/** "but first", "before", "after"; a leading "first" is only "first of all". */
export function readOrderWord(scan: Scan, i: number): Reading | undefined {
  const { tokens, lexicon, mentions } = scan;
  const token = tokens[i];
  const previous = mentions.at(-1);
  const ordering = scan.orderingAt[i];
  const order = ordering && "order" in ordering && (!ordering.alone || mentions.some(isVerb)) && ordering;
  // "first A, after you B": after a leading "first", "after" is its "then" (unless a "then" was said).
  const leads = token === "first" && !mentions.some(isVerb);
  // "go first to safe 2 and after to 2": "first" right after the opening verb, before its
  // objects, leads the sentence the same way.
  const opensFirst =
    token === "first" &&
    mentions.length === 1 &&
    previous !== undefined &&
    isVerb(previous) &&
    !/^(,|\.|and|then)?$/.test(tokens[i + 1] ?? "");
  if (opensFirst) return { next: i + 1, firstLeads: true };
  const leading = leads ? { firstLeads: true } : {};
  if (!order) return leads ? { next: i, firstLeads: true } : undefined;
  // ", after go home", ", after to 2": "then"; ", after position 2" is asked (bare-after.ts).
  const after =
    order.order === "after" &&
    bareAfter(tokens, i, lexicon, scan.firstLeads || leads, mentions, scan.placeAt);
  if (after === "unsettled") return { next: order.end, ...leading };
  if (after === "then") return { mention: { kind: "sequence" }, next: order.end, ...leading };
  // "position 1 weld first, position 2 inspect after": an order word ending its clause.
  const ends =
    previous !== undefined &&
    !["and", "order", "sequence"].includes(previous.kind) &&
    ORDER_CLAUSE_ENDS.has(tokens[order.end] ?? ".");
  return {
    mention: { kind: "order", relation: order.order, ...(ends && { ends }) },
    next: order.end,
    ...leading,
  };
}
