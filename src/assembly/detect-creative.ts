import { oncePer } from "../understand/once-per.js";
import type { AssemblyCell } from "./load-assembly-cell.js";

/** Words of degree that may stand inside a pattern without changing it ("something really special"). */
const INTENSIFIERS = "(?:(?:really|very|truly|super|so|quite|pretty|totally) )*";

/** The cell's creative patterns as regular expressions, compiled once per cell ("*" spans any words). */
const creativeRegexes = oncePer((cell: AssemblyCell) =>
  cell.file.creative_patterns.map((pattern) => {
    const words = pattern
      .toLowerCase()
      .replace(/'/g, "")
      .split(/\s+/)
      .map((word) => (word === "*" ? "(?:\\w+ )*?" : `${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `))
      .join(INTENSIFIERS);
    return { pattern, regex: new RegExp(`\\b${words.replace(/\s$/, "")}`) };
  }),
);

/**
 * Words before a pattern that take its creative sense away: a negation ("nothing fancy", "no
 * surprises", "not too elaborate") or a subject, which makes the word a verb ("i'd fancy a veggie",
 * "we fancy a club").
 */
const NOT_CREATIVE_BEFORE =
  /\b(?:nothing|not|no|never|without|dont|i|id|we|you|they|would|d)(?: (?:too|so|very|really|that|anything))? $/;

/** A creative command by the cell's patterns ("surprise me", "best * can"), checked before any LLM. */
export function detectCreative(normalized: string, cell: AssemblyCell): string | null {
  const text = normalized.replace(/\s+/g, " ") + " ";
  const found = creativeRegexes(cell).find(({ regex }) => {
    const match = regex.exec(text);
    return match !== null && !NOT_CREATIVE_BEFORE.test(text.slice(0, match.index));
  });
  return found?.pattern ?? null;
}
