import type { CellLexicon } from "./cell-lexicon.js";
import { wordSet } from "./word-set.js";

/*
 * "detach the tool currently mounted", "put away the mounted tool", "stow the attached tool": a tool
 * noun described by the cell's attaching verb as a participle is the tool on the robot — what "the
 * tool" already means beside a verb that puts one away. The description is taken out (fillers), so
 * the attaching verb is not read as an order to attach.
 */

const NOW_WORDS = wordSet(`currently now presently already`);
const CLAUSE_ENDS = wordSet(`and then , . ; : -`);

export function dropHeldToolWords(
  tokens: string[],
  said: string[],
  lexicon: CellLexicon,
  participles: ReadonlySet<string>,
): string[] {
  const is = (at: number, kind: string) =>
    lexicon.phrases.get(tokens[at] ?? "")?.some((entry) => entry.kind === kind) === true;
  const participle = (at: number) => is(at, "attach") && participles.has(tokens[at]);
  const dropped: string[] = [];
  for (let i = tokens.length - 1; i > 0; i--) {
    if (!is(i, "tool_noun")) continue;
    // "the mounted tool"
    if (participle(i - 1) && tokens[i - 2] === "the") {
      dropped.push(...said.splice(i - 1, 1));
      tokens.splice(i - 1, 1);
      continue;
    }
    // "the tool (currently) mounted", closing its clause
    const verb = NOW_WORDS.has(tokens[i + 1] ?? "") ? i + 2 : i + 1;
    if (!participle(verb) || (verb + 1 < tokens.length && !CLAUSE_ENDS.has(tokens[verb + 1]))) continue;
    dropped.push(...said.splice(i + 1, verb - i));
    tokens.splice(i + 1, verb - i);
  }
  return dropped;
}
