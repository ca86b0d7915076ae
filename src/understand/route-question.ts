import type { Mention } from "./mention.js";
import type { QuestionRequest } from "./classify-question.js";
import { wordSet } from "./word-set.js";

/*
 * A question about the way between two places: "is there a (direct) path from home to position
 * 1?", "can the robot get from home straight to 3?", "how does it get from A to B?". It asks
 * whether or how the robot can go, never to go: a yes/no question (or "how") with "from A" and "to
 * B" and a word of the way, or with the robot (not "you") as the subject. "can you go from home
 * to 1?" is a polite request and stays a command.
 */

const WAY_NOUNS = wordSet(`path paths route routes way connection connections link edge passage`);
const YES_NO = wordSet(`is are can could does do would will`);
const THIRD_PERSON = wordSet(`robot it arm`);

/** The route asked about, when the tokens ask one. */
export function routeQuestion(
  tokens: readonly string[],
  mentions: readonly Mention[],
): QuestionRequest | null {
  const places = mentions.filter(
    (mention): mention is Extract<Mention, { kind: "positions" }> =>
      mention.kind === "positions" && mention.names.length === 1,
  );
  const from = tokens.indexOf("from");
  const to = tokens.indexOf("to", from + 1);
  if (places.length !== 2 || from < 0 || to < 0) return null;
  const opener = tokens[0] === "how" || YES_NO.has(tokens[0]);
  const way = tokens.some((token) => WAY_NOUNS.has(token));
  const robotAsked = YES_NO.has(tokens[0]) && tokens.slice(1, from).some((token) => THIRD_PERSON.has(token));
  if (!opener || !(way || robotAsked || tokens[0] === "how")) return null;
  return { kind: "route", from: places[0].names[0], position: places[1].names[0] };
}
