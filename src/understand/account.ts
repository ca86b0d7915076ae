import type { Account, AccountKind } from "../contracts/account.js";
import { MEANING_ROLES, ROLE_ACCOUNT_KIND } from "./grammar-roles.js";
import type { GrammarRole } from "./grammar-roles.js";
import type { Heard, TypedToken } from "./typed-tokens.js";

/** What the account needs of a token: its text, its kind, and its grammar roles if any. */
export type AccountToken = Pick<TypedToken, "text" | "kind"> & { roles?: readonly GrammarRole[] };

/** Below this a result is never acted on without a question (or review). */
export const CLEAR_CONFIDENCE = 0.9;

/**
 * Keeps the account of one parse: the parser marks each typed token it placed, and as what;
 * `build` reports the rest. Fillers are accounted as fillers; an unplaced grammar word that only
 * structures a sentence (a list "and", a "then") is harmless; an unplaced word that carries
 * meaning (a cell word, a number, an unknown word, a negation, exclusion, order word, modifier or
 * condition such as "twice", "unless") is unexplained.
 */
export class AccountBuilder {
  private readonly placed = new Map<number, AccountKind>();

  constructor(readonly tokens: readonly AccountToken[]) {}

  use(index: number, as: AccountKind): void {
    if (index >= 0 && index < this.tokens.length) this.placed.set(index, as);
  }

  build(): Account {
    const used: Account["used"] = [];
    const unexplained: string[] = [];
    this.tokens.forEach((token, index) => {
      const as = this.placed.get(index) ?? harmlessKind(token);
      if (as) used.push({ text: token.text, as });
      else unexplained.push(token.text);
    });
    return { used, unexplained };
  }
}

function harmlessKind(token: AccountToken): AccountKind | null {
  if (token.kind === "filler") return "filler";
  if (token.kind !== "grammar" || !token.roles?.length || token.roles.some((role) => MEANING_ROLES.has(role)))
    return null;
  return ROLE_ACCOUNT_KIND[token.roles[0]];
}

/**
 * Confidence from the account and the ambiguity, not set per rule: every word heard as another
 * (a typo, a sound, a homophone) costs a little, each further reading of the sentence costs
 * more, and any unexplained word caps it below "clear" — such a result is asked about.
 */
export function accountConfidence(
  account: Account,
  heard: ReadonlyArray<Pick<Heard, "via">>,
  readings = 1,
): number {
  let confidence = 1;
  for (const word of heard) confidence -= word.via === "homophone" ? 0.03 : 0.06;
  confidence -= 0.25 * Math.max(0, readings - 1);
  if (account.unexplained.length > 0)
    confidence = Math.min(confidence, 0.5 - 0.05 * account.unexplained.length);
  return Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100;
}
