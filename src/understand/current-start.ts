import type { CellLexicon } from "./cell-lexicon.js";
import { singularNoun } from "./position-references.js";
import { wordSet } from "./word-set.js";

/** What the robot is in now, said as where a move starts ("from the current configuration"). */
const STATE_NOUNS = wordSet(`configuration config pose posture state`);
const NOW_WORDS = wordSet(`current present actual existing`);
const OWNERS = wordSet(`the your its my this`);

/** Where the words of the robot's own state end, or -1: "from the current pose", "from here". */
function currentStartEnd(tokens: string[], said: string[], at: number, lexicon: CellLexicon): number {
  let next = at + 1;
  if (tokens[next] === "here") return next + 1;
  if (OWNERS.has(tokens[next] ?? "")) next++;
  const now = NOW_WORDS.has(tokens[next] ?? "");
  if (now) next++;
  const noun = tokens[next] ?? "";
  if (STATE_NOUNS.has(noun) && (now || tokens[next - 1] !== "the")) return next + 1;
  // A place noun of the cell is the robot's own place only with "current" and no number after it.
  // ("the current position to home": a "to" heard as the number 2 there is the "to" of the move.)
  const numbered = /^\d+$/.test(tokens[next + 1] ?? "") && said[next + 1] !== "to";
  if (now && singularNoun(noun, lexicon) !== null && !numbered) return next + 1;
  return -1;
}

/**
 * "initiate a trajectory from the current configuration to home", "move from here to 2":
 * a move that says it starts where the robot is names no place more; the words of the start are
 * taken out (fillers), only before the "to" of where it goes.
 */
export function dropCurrentStart(tokens: string[], said: string[], lexicon: CellLexicon): string[] {
  const dropped: string[] = [];
  for (let i = tokens.length - 2; i >= 0; i--) {
    if (tokens[i] !== "from") continue;
    const end = currentStartEnd(tokens, said, i, lexicon);
    if (end < 0 || said[end] !== "to") continue;
    tokens[end] = "to";
    tokens.splice(i, end - i);
    dropped.push(...said.splice(i, end - i));
  }
  return dropped;
}
