import type { CellLexicon } from "./cell-lexicon.js";
import { singularNoun } from "./position-references.js";

/*
 * "whatever's weldable", "the positions that are inspectable", "every paintable booth": a routine's
 * "-able" adjective says where that routine can be done. Read as the relative clause the scope
 * grammar knows ("whatever can weld", "that can inspect") or, before a place noun, as the routine
 * naming its places ("every paint booth", routine-modifier.ts).
 */

const COPULAS = new Set(["is", "are", "be"]);

/** The routine word an "-able" word is made from ("weldable" → "weld", "scannable" → "scan"), else null. */
function routineOfAble(word: string, lexicon: CellLexicon): string | null {
  const stem = /^(.{2,})able$/.exec(word)?.[1];
  if (!stem || lexicon.phrases.has(word)) return null;
  const undoubled = stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : stem;
  const isRoutine = (form: string) => lexicon.phrases.get(form)?.some((entry) => entry.kind === "routine");
  return [stem, `${stem}e`, undoubled].find(isRoutine) ?? null;
}

/** Reads each routine's "-able" word, in place. */
export function readAbleAdjectives(tokens: string[], said: string[], lexicon: CellLexicon): void {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const routine = routineOfAble(tokens[i], lexicon);
    if (!routine) continue;
    if (singularNoun(tokens[i + 1], lexicon) !== null) tokens[i] = routine;
    else if (COPULAS.has(tokens[i - 1] ?? "")) tokens.splice(i - 1, 2, "can", routine);
    else {
      tokens.splice(i, 1, "can", routine);
      said.splice(i, 0, said[i]);
    }
  }
}
