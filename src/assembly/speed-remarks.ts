import { askClause, clauseDone, step, type ClauseResult } from "./interpret-context.js";
import { tagOf, tagTokens, type Lexicon, type Span } from "./lexicon.js";
import { parseSpeedOnly } from "./parse-actions.js";
import { SPEED_REASONS } from "./words.js";

/**
 * Remarks about the arm's pace, said beside a command or alone: a complaint states the pace now
 * ("you're moving a little quickly", "is too slow") and asks for the other one; a reason says why
 * a pace is wanted ("we're running behind", "you're making me nervous"). A remark beside a speed
 * change must agree with it (then it is only its reason); a complaint alone is the change; a
 * reason alone, or one that disagrees, is not acted on.
 */
export interface SpeedRemark {
  /** The clause without the remark ("make faster" of "make faster , is too slow"). */
  rest: string;
  /** The pace the remark asks for. */
  level: "slow" | "fast";
  /** A complaint about the pace now, which alone asks for the change. */
  complaint: boolean;
  words: string[];
}

// Who is said to be going how: "you're", "it is", "that's", "we're", a bare "is" after a comma.
const SUBJECT =
  /^(?:(?:you|it|that|this|we|i) (?:are|is|am) |(?:the )+[a-z]+ (?:is|are) |youre |its |thats |were |im |theres |there is |you |is )?/;
// "customer's in a rush", "my guests are in a hurry": a noun said as the subject of a reason ("'s"
// is gone by now); "getting late" (read as "get late"): a state said as coming on is that state.
const REASON_SUBJECT = /^(?:(?:the |our |my |your |his |her |their |this |that )*[a-z]+ (?:is |are )?)?/;
const COMING_ON = /^(?:get|getting|got|become|becoming) /;
// Said with no comma before it, only a remark with its own subject and verb ("… the robot is going way too fast").
const OWN_SUBJECT = /^(?:(?:you|it|we) (?:are|is) |(?:the )+[a-z]+ (?:is|are) |youre |its |were |im )/;
const GOING =
  /^(?:(?:being|going|moving|working|running|making|go|move|work|run|make|doing|do) (?:it |this |that |things )?)?/;
const DEGREE =
  /^(?:(?:a little|a bit|a tad|little|bit|way|so|too|really|very|rather|kind of|pretty|quite|much|far|a lot) )+/;
const OPPOSITE = { slow: "fast", fast: "slow" } as const;

/** The remark a clause ends with, from its start or after a comma, or opens with up to a comma; null when it has none. */
export function readSpeedRemark(clause: string, lexicon: Lexicon): SpeedRemark | null {
  const words = clause.split(" ");
  // "I'm in a rush, could you make a BLT quickly?": a remark said first, set off by its comma.
  const comma = words.indexOf(",");
  const opening = comma > 0 ? words.slice(0, comma).join(" ") : "";
  const first = opening && (complaintIn(opening, lexicon) ?? reasonIn(opening));
  if (first) return { ...first, rest: words.slice(comma + 1).join(" "), words: words.slice(0, comma) };
  for (let at = 0; at < words.length; at++) {
    const said = words.slice(at).join(" ");
    const comma = at === 0 || words[at - 1] === ",";
    if (!comma && !OWN_SUBJECT.test(said)) continue;
    const found = complaintIn(said, lexicon) ?? reasonIn(said);
    if (found)
      return {
        ...found,
        rest: words.slice(0, comma ? Math.max(0, at - 1) : at).join(" "),
        words: words.slice(at),
      };
  }
  return null;
}

/** "you're moving a little quickly", "is too slow", "too fast": the pace now, too much of it. */
function complaintIn(said: string, lexicon: Lexicon) {
  const subject = SUBJECT.exec(said)![0];
  const going = GOING.exec(said.slice(subject.length))![0];
  const degree = DEGREE.exec(said.slice(subject.length + going.length))?.[0] ?? "";
  const pace = said.slice(subject.length + going.length + degree.length);
  const level = lexicon.phrases.get(pace)?.find((tag) => tag.kind === "speed")?.level;
  // A pace said of nobody is a command ("go a little quicker"), unless it is "too" much.
  if (!level || level === "normal" || !degree || (!subject && !/\btoo\b/.test(degree))) return null;
  return { level: OPPOSITE[level], complaint: true };
}

/**
 * "we're running behind", "there's no rush": why a pace is wanted (the phrases are the dialect's),
 * said in any degree ("in a bit of a rush", "running a little late").
 */
function reasonIn(said: string) {
  const after = said.slice(SUBJECT.exec(said)![0].length);
  const subject = REASON_SUBJECT.exec(after)![0];
  // The noun subject only with its "is" said, or as "'s" ("customers in a rush").
  const owned = / (?:is|are) $/.test(subject) || /s $/.test(subject) ? after.slice(subject.length) : after;
  for (const told of new Set([after, owned])) {
    const reason = plain(told.replace(COMING_ON, ""));
    for (const level of ["slow", "fast"] as const)
      if (PLAIN_REASONS[level].has(reason)) return { level, complaint: false };
  }
  return null;
}
const DEGREE_WORDS = /\b(?:a|an|bit|little|tad|of|real|really|very|so|quite|rather|pretty|big|bit) /g;
const plain = (reason: string) => `${reason} `.replace(DEGREE_WORDS, "").trim();
/** The dialect's reasons for a pace without their degree words, made once. */
const PLAIN_REASONS = {
  slow: new Set([...SPEED_REASONS.slow].map(plain)),
  fast: new Set([...SPEED_REASONS.fast].map(plain)),
};

/**
 * The remarks set against the speed changes the clauses ask for: agreeing, they are reasons and
 * add nothing; a complaint with no change asked is the change, first; otherwise the question.
 * Returns the clause to put first, or a question, or null. The remarks' words go to `talk` when
 * read, to `unplaced` when a reason stands alone.
 */
export function settleSpeedRemarks(
  remarks: SpeedRemark[],
  results: ClauseResult[],
  words: { talk: Set<string>; unplaced: Set<string> },
): ClauseResult | null {
  if (remarks.length === 0) return null;
  const asked = results.flatMap((result) =>
    result.sequence.filter((s) => s.instruction === "adjust_speed").map((s) => String(s.params.level)),
  );
  const levels = new Set(remarks.map((remark) => remark.level));
  const agrees = [...levels].every((level) => asked.length === 0 || asked.includes(level));
  if (levels.size > 1 || !agrees)
    return askClause(
      `You asked for ${asked.length ? asked.join(" then ") : "no speed"} but said ${remarks.map((r) => `"${r.words.join(" ")}"`).join(" and ")}. Which speed do you want?`,
      "a speed remark that does not fit",
    );
  const complaint = remarks.find((remark) => remark.complaint);
  const read = asked.length > 0 || complaint ? words.talk : words.unplaced;
  for (const remark of remarks) for (const word of remark.words) read.add(word);
  if (asked.length > 0 || !complaint) return null;
  return clauseDone(
    [step("adjust_speed", { level: complaint.level })],
    `set the speed to ${complaint.level}`,
  );
}

/**
 * "go home and set the speed back to normal": a change of pace joined on with "and" that names no
 * speed word (so the clause's own speed reading misses it) is read apart from the rest.
 */
export function paceJoinedOn(
  clause: string,
  spans: Span[],
  lexicon: Lexicon,
): { rest: string; pace: ClauseResult } | null {
  const and = clause.lastIndexOf(" and ");
  if (and < 0 || spans.some((span) => tagOf(span, "speed"))) return null;
  const pace = parseSpeedOnly(tagTokens(lexicon, clause.slice(and + 5).split(" ")));
  return pace && { rest: clause.slice(0, and), pace };
}

/** The clause read with its pace joined on, the pace first like any pace said in a clause. */
export const withPaceFirst = (result: ClauseResult, pace: ClauseResult): ClauseResult => ({
  ...result,
  sequence: [...pace.sequence, ...result.sequence],
  summary: `${pace.summary}, ${result.summary}`,
  read: [...(result.read ?? []), ...(pace.read ?? [])],
  talk: [...(result.talk ?? []), ...(pace.talk ?? [])],
});
