import { wordSet } from "../understand/word-set.js";
import { skipWords, type BuildReader } from "./build-reading.js";
import { askClause, type ClauseResult, type InterpretContext } from "./interpret-context.js";
import { tagOf, type Span } from "./lexicon.js";
import { ITEM_LEAD_INS } from "./words.js";

const ADD_VERBS = wordSet(`
  add put place stack layer with plus use include top extra more grab get want need give
  throw toss also and pile lay
`);

/** An unknown word where an ingredient goes: an ingredient the cell lacks, or, taken out, a name it lacks. */
export const readUnknownWord: BuildReader = (build, index, span) => {
  const { spans } = build;
  // Words the dialect knows (grammar, "unless", its own words) never name a missing ingredient.
  const known = build.context.lexicon.words.fixed;
  const unknown = (s: Span) => s.tags.length === 0 && !known.has(s.text) && /^[a-z]{3,}$/.test(s.text);
  if (!unknown(span) || !isItemPosition(spans, index)) return undefined;
  let first = index;
  while (first > 0 && unknown(spans[first - 1])) first--;
  const word = span.text;
  const phrase = spans.slice(first, index + 1).map((s) => s.text);
  if (build.mode !== "remove") build.unknownItems.push(phrase.join(" "));
  else {
    build.notes.push(`there is no ${word} in this cell anyway`);
    build.named.push(word);
  }
  return index;
};

function isItemPosition(spans: Span[], index: number): boolean {
  const lead = spans[skipWords(spans, index - 1, ITEM_LEAD_INS, -1)];
  const next = spans[index + 1];
  if (!lead) return Boolean(next && (tagOf(next, "product") || /^(slice|slices|on|please)$/.test(next.text)));
  if (ADD_VERBS.has(lead.text) || tagOf(lead, "modifier") || lead.text === ",") return true;
  if (next && (tagOf(next, "product") || /^(slice|slices)$/.test(next.text))) return true;
  // After an ingredient only a list goes on ("cheese pickles, ham"); "the cheese goes first" names a verb.
  if (tagOf(lead, "item")) return !next || /^(,|and|or|\.)$/.test(next.text) || Boolean(tagOf(next, "item"));
  return (
    /^(make|build|want|need|and)$/.test(lead.text) && Boolean(next === undefined || tagOf(next, "product"))
  );
}

/** The question for ingredients the cell does not have. */
export function unknownItemResult(words: string[], context: InterpretContext): ClauseResult {
  const unique = [...new Set(words)];
  const named = unique.join(" or ");
  const question = `I don't have ${named} — available ingredients are: ${context.cell.itemNames.join(", ")}`;
  return {
    ...askClause(question, `asked for ${named}, which is not in the cell`, [], 0.1),
    unknownItems: unique,
  };
}
