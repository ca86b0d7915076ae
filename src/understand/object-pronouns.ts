import { COMMAND_KINDS, type CellLexicon } from "./cell-lexicon.js";
import { wordSet } from "./word-set.js";

/*
 * A subject pronoun said where the object goes, as speakers of other languages do: "weld 1 and 2
 * and after inspect they" (them), "make a photo of him" (it: the place or part, which some
 * languages give a gender). Only right after a verb of the cell (or its "of") and at the end of
 * its clause, where nothing but an object can stand; "once they cool" keeps its subject. A bare
 * "same" there ("weld 1 and 2, then inspect same") is "the same ones": every place of the list said
 * before, as "them" reads it, not only the last.
 */

const AS_OBJECT: Readonly<Record<string, string>> = { they: "them", him: "it", same: "them" };
const CLAUSE_ENDS = wordSet(`. , ; then and please too now`);

/** Reads, in place, each such pronoun as the object pronoun. */
export function readObjectPronouns(tokens: string[], lexicon: CellLexicon): void {
  tokens.forEach((token, at) => {
    if (!Object.hasOwn(AS_OBJECT, token)) return;
    const next = tokens[at + 1];
    if (next !== undefined && !CLAUSE_ENDS.has(next)) return;
    const verbAt = tokens[at - 1] === "of" ? at - 2 : at - 1;
    const verb = lexicon.phrases.get(tokens[verbAt] ?? "");
    if (verb?.some((entry) => COMMAND_KINDS.has(entry.kind))) tokens[at] = AS_OBJECT[token];
  });
}
