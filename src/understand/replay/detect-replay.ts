import { wordSet } from "../word-set.js";
/** What a replay request asks for: a run by id, or the latest one. */
export interface ReplayRequest {
  runId: string | "last";
}

const RUN_ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
const REPLAY_VERBS = /\b(run|rerun|replay|repeat|redo|execute|do|start|again)\b/i;

/** Words a replay request is made of; anything else means it is a new command. */
const REPLAY_WORDS = wordSet(`
  please can could would will you now just robot ok okay the kindly go ahead and lets let us
  repeat redo rerun replay do run execute perform again that it this same last previous
  latest one thing task job command sequence plan once more time as before a . , ! i want to
`);
const SIGNALS = new Set(["again", "repeat", "redo", "rerun", "replay", "same"]);
const RUN_VERBS = new Set(["run", "do", "execute", "perform", "repeat", "redo", "replay", "rerun"]);

/**
 * Replay requests are recognised before anything else: "run task <uuid>", "do that again",
 * "repeat the last one", "run the same". A sentence with any other word ("weld position 1
 * again") is a new command, not a replay.
 */
export function detectReplay(rawText: string, tokens: string[]): ReplayRequest | null {
  const id = RUN_ID.exec(rawText);
  if (id && REPLAY_VERBS.test(rawText.replace(id[0], " "))) return { runId: id[0].toLowerCase() };
  if (tokens.length === 0 || tokens.length > 12) return null;
  if (!tokens.every((token) => REPLAY_WORDS.has(token))) return null;
  const has = (word: string) => tokens.includes(word);
  const signal =
    tokens.some((token) => SIGNALS.has(token)) ||
    (has("once") && has("more")) ||
    (has("more") && has("time")) ||
    (tokens.some((token) => RUN_VERBS.has(token)) && (has("last") || has("previous") || has("latest")));
  return signal ? { runId: "last" } : null;
}
