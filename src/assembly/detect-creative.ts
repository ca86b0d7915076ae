import type { AssemblyCell } from "./load-assembly-cell.js";

/** A creative command by the cell's patterns ("surprise me", "best * can"), checked before any LLM. */
export function detectCreative(normalized: string, cell: AssemblyCell): string | null {
  for (const pattern of cell.file.creative_patterns) {
    const words = pattern
      .toLowerCase()
      .replace(/'/g, "")
      .split(/\s+/)
      .map((word) => (word === "*" ? "(?:\\w+ )*?" : `${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `))
      .join("");
    if (new RegExp(`\\b${words.replace(/\s$/, "")}`).test(normalized.replace(/\s+/g, " ") + " ")) return pattern;
  }
  return null;
}
