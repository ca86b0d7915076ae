import { distance } from "fastest-levenshtein";
import type { CellLexicon } from "./cell-lexicon.js";

const MAX_CACHED_CORRECTIONS = 5_000;

/**
 * The known token an unknown token is most likely a typo of, or null. Short words are never
 * corrected (too many real words are one letter apart); 4–5 letters allow one edit or one swap
 * of neighbours, longer words two edits. Ties prefer the candidate sharing the longest start.
 */
export function correctTypo(token: string, lexicon: CellLexicon): string | null {
  if (token.length < 4 || /\d/.test(token) || lexicon.knownTokens.has(token)) return null;
  const cached = lexicon.corrections.get(token);
  if (cached !== undefined) return cached;
  const allowed = token.length >= 7 ? 2 : 1;
  let best: string | null = null;
  let bestScore = Infinity;
  let bestPrefix = -1;
  for (const candidate of lexicon.correctionCandidates) {
    if (Math.abs(candidate.length - token.length) > allowed || candidate.length < 4) continue;
    let score = distance(token, candidate);
    if (score > allowed && isOneSwap(token, candidate)) score = 1;
    if (score > allowed) continue;
    const prefix = commonPrefix(token, candidate);
    if (score < bestScore || (score === bestScore && prefix > bestPrefix)) {
      best = candidate;
      bestScore = score;
      bestPrefix = prefix;
    }
  }
  if (lexicon.corrections.size < MAX_CACHED_CORRECTIONS) lexicon.corrections.set(token, best);
  return best;
}

function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differences: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences.push(i);
  return (
    differences.length === 2 &&
    differences[1] === differences[0] + 1 &&
    a[differences[0]] === b[differences[1]] &&
    a[differences[1]] === b[differences[0]]
  );
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
