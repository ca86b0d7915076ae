import { NUMBER_WORDS } from "./grammar-words.js";
import type { Mention } from "./mention.js";

import type { QuestionKind } from "./question-kinds.js";
import { routeQuestion } from "./route-question.js";
import { wordSet } from "./word-set.js";

export type { QuestionKind };

export interface QuestionRequest {
  kind: QuestionKind;
  /** A date `YYYY-MM-DD` (UTC) or "today"/"yesterday" for history. */
  date?: string;
  count?: number;
  tool?: string;
  routine?: string;
  position?: string;
  /** The place a route question starts from (`position` is where it ends). */
  from?: string;
}

const HOLD_WORDS = wordSet(`
  holding hold holds held carrying carry attached mounted equipped using wearing have has got
  loaded fitted on current currently now
`);
const HISTORY_WORDS = wordSet(`
  history log logs runs tasks jobs commands activity sequences recent happened done did ran
  executed performed
`);
const RESULT_WORDS = wordSet(`
  succeed succeeded success successful successfully fail failed failure work worked ok okay status
  result outcome complete completed finish finished go went error errors
`);
const LAST_WORDS = new Set(["last", "latest", "previous", "recent", "most"]);
const RUN_NOUNS = wordSet(`run task job command sequence one runs tasks jobs commands sequences`);
const REACH_WORDS = wordSet(`reach reachable neighbours neighbors adjacent next connected from`);
const MOVE_QUESTION_VERBS = new Set(["go", "move", "travel", "get", "head", "drive", "navigate"]);
const ROBOT_WORDS = new Set(["robot", "you", "arm", "it", "i", "we"]);
const STORE_WORDS = wordSet(`stored kept stand stands store stay parked located live lives found`);
const SUPPORT_WORDS = wordSet(`support supports supported possible allowed available can able where which`);
/** Auxiliaries that open a yes/no question ("is position 3 …?"); "do" also opens an order ("do position 2"). */
const YES_NO_OPENERS = wordSet(`is are was were does did has isnt arent doesnt`);
const MODALS = wordSet(`can could may might will would shall`);
/** After a modal, the listener or the speaker makes it a request ("can you weld 2", "could we …"). */
const REQUESTERS = wordSet(`you u ya we i`);

/**
 * "is position 3 inspection only, or can it be welded?", "can position 3 be welded?": a yes/no
 * question whose subject is not the listener asks about the cell; it is never an order.
 */
export const yesNoQuestion = (tokens: readonly string[], mentions: readonly Mention[]): boolean =>
  // Its subject follows: "is need to scan 3" (said for "it is needed") is no question.
  (YES_NO_OPENERS.has(tokens[0]) &&
    (SUBJECT_OPENERS.has(tokens[1]) || SUBJECT_KINDS.has(mentions[0]?.kind))) ||
  // After a modal, a place ("can booth 3 be painted?"); "could the robot go home?" asks the listener.
  (MODALS.has(tokens[0]) && !REQUESTERS.has(tokens[1]) && PLACE_KINDS.has(mentions[0]?.kind));
const SUBJECT_OPENERS = wordSet(`it this that these those there the a an any each every all my your its`);
const SUBJECT_KINDS = new Set<string>(["positions", "position_noun", "tool", "tool_noun"]);
const PLACE_KINDS = new Set<string>(["positions", "position_noun"]);

const MORE_START =
  /^(tell me more|more|more please|go on|continue|keep going|more details?|details|and then|what else|anything else|next page|next|show me more|give me more|tell me about it|elaborate)\b/;

/**
 * Which question the operator asks, from generic question words and the cell's own words (the
 * scan's mentions of positions, tools and routines), or null when it is not one we can answer.
 */
export function classifyQuestion(
  tokens: string[],
  mentions: Mention[],
  rawText: string,
): QuestionRequest | null {
  const text = tokens.join(" ");
  const has = (word: string) => tokens.includes(word);
  const hasAny = (words: Set<string>) => tokens.some((token) => words.has(token));
  /** Whether the command has any of these space-separated words. */
  const hasSome = (words: string) => words.split(" ").some(has);
  const tool = mentions.find(
    (mention): mention is Extract<Mention, { kind: "tool" }> => mention.kind === "tool",
  );
  const routine = mentions.find(
    (mention): mention is Extract<Mention, { kind: "routine" }> => mention.kind === "routine",
  );
  const position = mentions.find(
    (mention): mention is Extract<Mention, { kind: "positions" }> =>
      mention.kind === "positions" && mention.names.length > 0 && !mention.bare,
  );
  const toolNoun = mentions.some((mention) => mention.kind === "tool_noun") || has("tool") || has("tools");
  const attachWord = mentions.some((mention) => mention.kind === "attach");
  const positionNoun = mentions.some((mention) => mention.kind === "position_noun");
  const routineNoun = mentions.some(
    (mention) => mention.kind === "other" && mention.entry.kind === "routine_noun",
  );
  const historyNoun = mentions.some(
    (mention) => mention.kind === "other" && mention.entry.kind === "history_noun",
  );
  const count = numberIn(tokens);

  // Follow-ups: "tell me more", "show me 10 more", "what about tools?".
  const about = /^(what|how) about (.+)$/.exec(text) ?? /^and (the )?(.+)$/.exec(text);
  if (about) {
    const inner = classifyQuestion(about[2].split(" "), mentions, about[2]);
    return inner ?? { kind: "more" };
  }
  if (MORE_START.test(text) || (has("more") && count !== undefined && tokens.length <= 5))
    return { kind: "more", count };
  if (
    /\b(help|what can i (say|ask|ask you|type|tell you)|how do i use|how does this work)\b/.test(text) &&
    tokens.length <= 8
  )
    return { kind: "help" };

  // History.
  const date = dateIn(rawText, tokens);
  const lastRunNoun = tokens.some((token, i) => LAST_WORDS.has(token) && RUN_NOUNS.has(tokens[i + 1] ?? ""));
  if (
    (lastRunNoun || /\bdid (it|that|everything|all|the (run|task|job|last))\b/.test(text)) &&
    hasAny(RESULT_WORDS)
  )
    return { kind: "last_run_result" };
  if (has("last") && count !== undefined && (historyNoun || hasAny(HISTORY_WORDS)))
    return { kind: "last_runs", count };
  // "what was the last thing you did"
  if (/\b(last|latest|previous) (thing|job|task) (you|it|the robot) (did|ran|done)\b/.test(text))
    return { kind: "last_runs", count: 1 };
  if (lastRunNoun && hasSome("show what which give tell")) return { kind: "last_runs", count: count ?? 1 };
  if (date && (hasAny(HISTORY_WORDS) || hasAny(RESULT_WORDS) || historyNoun || hasSome("do failures")))
    return { kind: "history", date };
  if (
    /\bwhat (did|have|has) (you|it|the robot|we) (do|done|been doing)\b/.test(text) ||
    /\bwhat happened\b/.test(text)
  ) {
    return { kind: "history", date };
  }
  if (historyNoun && hasSome("history log logs show list recent activity"))
    return { kind: "last_runs", count: count ?? 10 };

  const route = routeQuestion(tokens, mentions);
  if (route) return route;

  // What a tool is for: "what does the camera (even) do", "what is the welder (used) for" — the routines.
  if (tool && !position && /\bwhat(s| (is|are|does|do|can))\b/.test(text) && /\b(do|for)$/.test(text))
    return { kind: "routines" };
  // Robot state.
  if (tool && hasAny(STORE_WORDS)) return { kind: "tool_location", tool: tool.name };
  // "where can the camera inspect?" asks about the routine, not where the tool is kept.
  const routineAsked = routine && hasSome("can could");
  // "tell me about the welder": what it is and where it is kept.
  if (tool && hasSome("about describe explain") && !position)
    return { kind: "tool_location", tool: tool.name };
  if (has("where") && tool && !hasAny(HOLD_WORDS) && !routineAsked)
    return { kind: "tool_location", tool: tool.name };
  if (has("where") && toolNoun && hasAny(STORE_WORDS)) return { kind: "tool_location" };
  if (
    (toolNoun || tool || attachWord) &&
    (hasAny(HOLD_WORDS) || attachWord) &&
    !has("tools") &&
    !has("where")
  ) {
    return { kind: "held_tool", tool: tool?.name };
  }
  if (
    /\bwhat (are|is) (you|it|the robot) (holding|carrying|using)\b/.test(text) ||
    /\b(are|is) (you|it|the robot|the arm) (holding|carrying)\b/.test(text) ||
    /\bwhat is (on|in|mounted on|attached to) (the|your) (arm|flange|robot|wrist|gripper|hand|end)\b/.test(
      text,
    )
  )
    return { kind: "held_tool" };
  if (routine && hasAny(SUPPORT_WORDS) && (positionNoun || hasSome("where which what support supported")))
    return { kind: "routine_positions", routine: routine.name };
  if (
    (has("where") && tokens.some((token) => MOVE_QUESTION_VERBS.has(token)) && hasSome("can could may")) ||
    /\bfrom here\b/.test(text) ||
    (hasAny(REACH_WORDS) && (has("where") || positionNoun) && !position)
  ) {
    return { kind: "moves_from_here" };
  }
  if (has("where") && (hasAny(ROBOT_WORDS) || tokens.length <= 2)) return { kind: "robot_position" };
  const robotWord = hasSome("robot you your arm");
  if (robotWord && (has("position") || has("location")) && !position && !has("positions"))
    return { kind: "robot_position" };
  if (/\b(current|currently) (position|location)\b/.test(text) || /\bwhat position (are|is)\b/.test(text))
    return { kind: "robot_position" };
  if (/\bwhat (are|is) (you|it|the robot) doing\b/.test(text) || /\bwhat is going on\b/.test(text))
    return { kind: "status" };
  if (
    /\b(are|is) (you|it|the robot|the arm|the cell) (busy|idle|free|ready|running|working|available|moving|done|finished)\b/.test(
      text,
    ) ||
    /\bwhat (are|is) (you|it|the robot) up to\b/.test(text) ||
    /\bwhat (you are|it is|the robot is) (doing|up to)\b/.test(text) ||
    /\bhow far along\b|\bhow is it going\b|\b(progress|busy with)\b/.test(text)
  )
    return { kind: "status" };
  if (hasSome("status state") || /\bhow (are|is) (you|it|the robot|things)\b/.test(text))
    return { kind: "status" };

  // The cell: what can be done where.
  if (yesNoQuestion(tokens, mentions) && routine && !position)
    return { kind: "routine_positions", routine: routine.name };
  if (
    position &&
    (positionNoun ||
      tokens.length <= 4 ||
      yesNoQuestion(tokens, mentions) ||
      hasSome("about describe what which where"))
  )
    return { kind: "position_info", position: position.names[0] };
  if (
    routineNoun ||
    /\b(what|which)\b.*\b(can you|you can) do\b/.test(text) ||
    /\bwhat (tasks|jobs|operations) can\b/.test(text)
  )
    return { kind: "routines" };
  if (toolNoun && !tool) return { kind: "tools" };
  if (positionNoun || hasSome("positions places locations")) return { kind: "positions" };
  if (historyNoun) return { kind: "last_runs", count: count ?? 10 };
  return null;
}

function numberIn(tokens: string[]): number | undefined {
  for (const token of tokens) {
    if (/^\d{1,4}$/.test(token)) return Number(token);
    if (token in NUMBER_WORDS && token !== "one") return NUMBER_WORDS[token];
  }
  return undefined;
}

function dateIn(rawText: string, tokens: string[]): string | undefined {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(rawText);
  if (iso) return iso[1];
  if (tokens.includes("today")) return "today";
  if (tokens.includes("yesterday")) return "yesterday";
  return undefined;
}
