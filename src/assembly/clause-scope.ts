import type { AssemblyInstruction } from "../contracts/assembly.js";
import { askClause, clauseDone, type ClauseResult, type InterpretContext } from "./interpret-context.js";
import type { SceneState } from "./scene-state.js";
import { tagOf, tagTokens } from "./lexicon.js";
import { wordSet } from "../understand/word-set.js";

const RECOVERY = new Set(["return_to_stack", "clear_assembly"]);

/** "…, all on the left": after a comma, a quantifier over everything said, then the place it all goes. */
const ALL_THEN_PLACE =
  /^(.*?)\s*,\s*(?:all|everything|all of (?:it|them|that|this)|the lot)\s+((?:on|at|in|onto|to)\b.*)$/;

/**
 * A zone said once at the end of several clauses, after "all" ("put bread, put ham, put bread
 * again, all on the left"), governs every clause: the clauses without it, and the zone. Null when
 * the last clause closes with no such scope.
 */
export function governingZone(
  clauses: string[],
  context: InterpretContext,
): { clauses: string[]; zone: string } | null {
  const match = ALL_THEN_PLACE.exec(clauses.at(-1) ?? "");
  if (!match) return null;
  const spans = tagTokens(context.lexicon, match[2].split(" "));
  const zones = spans.flatMap((span) => {
    const zone =
      tagOf(span, "zone") ??
      tagOf({ tags: context.lexicon.phrases.get(span.text.split(" ").at(-1)!) ?? [] }, "zone");
    return zone ? [zone.zone] : [];
  });
  // Only the place may follow "all": any other word would be a clause of its own.
  const placeOnly = spans.every(
    (span) =>
      tagOf(span, "zone") ||
      tagOf(span, "direction") ||
      /^(on|at|in|onto|to|the|side|stack|zone|hand)$/.test(span.text),
  );
  if (new Set(zones).size !== 1 || !placeOnly) return null;
  const rest = [...clauses.slice(0, -1), match[1]].filter(Boolean);
  return { clauses: rest, zone: zones[0] };
}

/**
 * "make a grilled cheese and make it quick": a speed change said of what was just named ("it",
 * "that", "all") governs it from the start, so it goes before the clauses said earlier; so does one
 * said to come "first".
 */
export function placeClause(
  results: ClauseResult[],
  result: ClauseResult,
  clause: string,
  ownSentence = false,
): void {
  // "I made a mistake, put that back", "I've changed my mind. Start over": the recovery said is the
  // one done; the retraction beside it is its reason.
  const recovers = (r: ClauseResult) =>
    !r.retraction && r.sequence.some((s) => RECOVERY.has(s.instruction)) && !r.question;
  // "whoops, my bad": one retraction said twice.
  if (result.retraction && results.some((r) => recovers(r) || r.retraction)) return;
  // "make a blt, oops, wrong one": a retraction of what this command builds, with nothing instead.
  if (result.retraction && results.some((r) => r.sequence.some((s) => s.instruction === "add_layer"))) {
    results.push(askClause("What was wrong, and what should I make instead?", "a retraction"));
    return;
  }
  // "a blt and put it back", "add bread and ham, return the tomato": what this command placed is
  // not held, so the return is of something else or of the order — not said which.
  const placed = results
    .flatMap((r) => r.sequence.map((s) => s.instruction))
    .filter((name) => name !== "adjust_speed");
  if (
    !result.retraction &&
    result.sequence[0]?.instruction === "return_to_stack" &&
    placed.at(-1) === "add_layer"
  ) {
    results.push(askClause("What should go back? What this order placed is not held.", "put it back"));
    return;
  }
  // "Could you make a BLT? Actually, no, forget it.": a cancelling said after an order of this
  // command takes the order back; nothing is made, and what the cell already holds stays.
  const builds = results.some((r) => r.sequence.some((s) => s.instruction === "add_layer"));
  if (
    result.cancels &&
    builds &&
    result.sequence.every((s) => RECOVERY.has(s.instruction) || s.instruction === "go_home")
  ) {
    results.splice(0, results.length, clauseDone([], "nothing: the order was taken back", 0.95));
    return;
  }
  if (recovers(result))
    for (let at = results.length - 1; at >= 0; at--) if (results[at].retraction) results.splice(at, 1);
  const ofIt = /\b(it|that|this|them|both|all|everything|first)\b/.test(clause) && results.length > 0;
  const speedOnly = (sequence: AssemblyInstruction[]) =>
    sequence.length === 1 && sequence[0].instruction === "adjust_speed";
  // "make a blt, do it slowly", "A BLT. Slowly, please.": the pace of the order said before it.
  const closesOrder =
    ownSentence && results.some((r) => r.sequence.some((s) => s.instruction === "add_layer"));
  const paced = results.some((r) => r.sequence.some((s) => s.instruction === "adjust_speed"));
  if ((ofIt || (closesOrder && !paced)) && speedOnly(result.sequence)) results.unshift(result);
  else results.push(result);
}

/**
 * The scene the next clause starts from: the zone the clause left active ("add bread on the right,
 * then ham in the middle" must change zone again). The stacks stay as the command found them, so a
 * later clause never un-stacks what an earlier one of the same command builds.
 */
export function sceneAfter(
  scene: SceneState,
  sequence: AssemblyInstruction[],
  zoneOf: (zone: string) => string,
): SceneState {
  const zone = [...sequence].reverse().find((step) => step.instruction === "set_active_zone")?.params.zone;
  return zone === undefined ? scene : { ...scene, active_zone: zoneOf(String(zone)) };
}

/**
 * The clauses as read: a trailing "there" is the zone named before ("clear the left stack. then
 * put bread, ham, bread there"); `ownSentence` when the clause opens a sentence of its own with no
 * word of order before it ("A BLT. Slowly, please.").
 */
export function clausesAsRead(
  body: string,
  clauses: string[],
  context: InterpretContext,
): Array<{ said: string; ownSentence: boolean }> {
  let named: string | null = null;
  let from = 0;
  return clauses.map((said) => {
    const clause = named ? said.replace(/\b(?:over |in |on |up )?there$/, `on the ${named}`) : said;
    const zone = tagTokens(context.lexicon, said.split(" "))
      .filter((span) => tagOf(span, "zone") && !/\bthere$/.test(span.text))
      .at(-1);
    if (zone) named = zone.text.replace(/^the /, "");
    const at = body.indexOf(said, from);
    const ownSentence = at >= 0 && /^[.!?]+$/.test(body.slice(from, at).trim());
    if (at >= 0) from = at + said.length;
    return { said: clause, ownSentence };
  });
}

/**
 * Ordering words the grammar read, and those no construction read. "after" inside a clause orders two things ("a BLT after the
 * veggie"); "the tomato after it" keeps the order said, and so does a clause that opens with "after"
 * ("after you …, add …"). The ordering grammar reads "before" between clauses ("wait 5 s before
 * adding the cheese", "but before that …", "before anything else"); one left in a clause ("cheese
 * before the tomato") is not read.
 */
const DONE_WORDS = wordSet(`when once done finished complete completed youre youve were weve`);

export function orderWords(body: string, clauses: string[]): { read: string[]; unread: string[] } {
  const reorders = (clause: string, at: number) =>
    /\bafter (?!(that|it|this|them)\b)\w/.test(clause) &&
    !(at === 0 && clause.startsWith("after ") && clauses.length > 1);
  const left = (word: string) => clauses.some((clause) => clause.split(" ").includes(word));
  const said = body.split(" ");
  return {
    // …with the words of its phrase ("but before that").
    read: [
      ...["before", "anything", "else", "but", "that", "this"].filter(
        (word) => said.includes(word) && !left(word === "before" || word === "else" ? word : "before"),
      ),
      // "wait 10 s before you continue": going on, said after a "before" the grammar read.
      ...["continue", "proceed", "resume"].filter(
        (word) => said.includes(word) && said.includes("before") && !left("before") && !left(word),
      ),
      // "…, once that is done, …", "and when you're done …": the grammar's "then".
      ...[...DONE_WORDS].filter((word) => said.includes(word) && !left(word)),
    ],
    unread: [...(clauses.some(reorders) ? ["after"] : []), ...["before", "else"].filter(left)],
  };
}
