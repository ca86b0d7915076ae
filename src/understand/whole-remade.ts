import type { WordKind } from "./self-correction.js";

export const ARTICLES = new Set(["the", "a", "an"]);

/**
 * "a club but make it a blt", "a club. make it a veggie": "make it / that" (a "but" before it too)
 * followed by a whole of a kind said before replaces that whole; "make it quick / two / on the
 * left" says more of the same thing and is no correction. The marker's length, or 0.
 */
export function wholeRemade(
  tokens: readonly string[],
  index: number,
  kindOf: WordKind,
  wholes: ReadonlySet<string> | undefined,
): number {
  const lead = tokens[index] === "but" ? 1 : 0;
  if (!wholes || tokens[index + lead] !== "make" || !/^(it|that)$/.test(tokens[index + lead + 1] ?? ""))
    return 0;
  let next = index + lead + 2;
  while (ARTICLES.has(tokens[next] ?? "")) next++;
  // A whole's name may be two words ("cheese sandwich").
  const kindAt = (at: number) => {
    const pair = at + 1 < tokens.length ? kindOf(`${tokens[at]} ${tokens[at + 1]}`) : null;
    return pair !== null && wholes.has(pair) ? pair : kindOf(tokens[at] ?? "", tokens[at - 1]);
  };
  const kind = kindAt(next);
  if (kind === null || !wholes.has(kind)) return 0;
  const saidBefore = tokens.slice(0, index).some((_, at) => kindAt(at) === kind);
  return saidBefore ? lead + 2 : 0;
}
