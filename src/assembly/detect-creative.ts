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

/** A creative command by the cell's patterns ("surprise me", "best * can"), checked before any LLM. */
export function detectCreative(normalized: string, cell: AssemblyCell): string | null {
  const text = normalized.replace(/\s+/g, " ") + " ";
  return creativeRegexes(cell).find(({ regex }) => regex.test(text))?.pattern ?? null;
}
