import type { Lexicon } from "./lexicon.js";

/*
 * A name of the cell's that is itself a list ("bacon lettuce and tomato", a recipe's words), said
 * after an article with commas between its words ("I'd like a bacon, lettuce and tomato") is that
 * name: the article makes it one thing ordered, where the bare list ("bacon, lettuce and tomato")
 * stays layers. Only a name with a joining "and" is read so, and only when every word is its own.
 */
const ARTICLES = new Set(["a", "an", "one", "1", "the"]);

/** The tokens with the commas inside such a name taken out. */
export function namesSaidAsLists(tokens: readonly string[], lexicon: Lexicon): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    out.push(tokens[at]);
    if (!ARTICLES.has(tokens[at]) || tokens[at + 2] !== ",") continue;
    const words: string[] = [];
    for (let end = at + 1; end < tokens.length && words.length < lexicon.longest; end++) {
      if (tokens[end] === ",") continue;
      words.push(tokens[end]);
      const tags = lexicon.phrases.get(words.join(" "));
      if (words.includes("and") && tags?.some((tag) => tag.kind === "recipe")) {
        out.push(...words);
        at = end;
        break;
      }
    }
  }
  return out;
}
