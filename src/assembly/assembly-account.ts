import type { Account, AccountKind } from "../contracts/account.js";
import { AccountBuilder } from "../understand/account.js";
import { MEANING_ROLES, ROLE_ACCOUNT_KIND } from "../understand/grammar-roles.js";
import { FILLER_WORDS, SMALL_TALK } from "../understand/grammar-words.js";
import { typeTokens, type TypedToken } from "../understand/typed-tokens.js";
import type { WordLexicon } from "../understand/word-lexicon.js";
import { CONSTRUCTION_WORDS, DIALECT_WORDS, VERBS } from "./words.js";

/** What the assembly parse placed beyond the cell's words: names it learned or reported, words it dropped. */
export interface AssemblyPlacement {
  /** Words of a name being taught ("call it the double decker") or of an ingredient it reported missing. */
  names: ReadonlySet<string>;
  /** Words the parse saw but could not apply ("twice" after a recipe, "unless …"). */
  unplaced: ReadonlySet<string>;
  /** Condition and question words a construction read ("when" of "when I say snack, make …"). */
  conditions: ReadonlySet<string>;
  /** Words a construction read beyond the cell's words: talk about the command (the reason given for a
   * pace: "we're running late"), or the order of its clauses ("… before adding the cheese"). */
  talk?: ReadonlySet<string>;
  /** Construction words (words.ts) a construction read: "swap" of "swap the ham for turkey". */
  read?: ReadonlySet<string>;
}

/** The assembly dialect's own words: read as themselves, never corrected into a cell word. */
export const ASSEMBLY_KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...DIALECT_WORDS,
  ...VERBS,
  ...FILLER_WORDS,
  ...SMALL_TALK,
]);

const SENSE_KIND: Record<string, AccountKind> = {
  verb: "verb",
  direction: "name",
  distance: "number",
  speed: "modifier",
  double: "modifier",
  swap: "modifier",
  remove: "negation",
  add: "inclusion",
};

/**
 * The account of an assembly command (DESIGN §6), typed with the shared understanding core: cell
 * words and numbers are used as what they are, the dialect's own construction and function words
 * as what they do; a meaning-changing grammar word only counts as used when an assembly
 * construction reads it, and a word nobody knows is unexplained unless the parse placed it as a
 * name. Pure.
 */
export function assemblyAccount(text: string, lexicon: WordLexicon, placement: AssemblyPlacement): Account {
  const { tokens } = typeTokens(text, lexicon, { fillers: FILLER_WORDS, asRead: true });
  // A question word that opens nothing ("bread and which", "a club, which?") asks no question and
  // starts no clause: in an order no question read, it is no harmless structure word.
  const opensNothing = (next: TypedToken | undefined) =>
    !next || (next.kind === "grammar" && !next.roles.includes("reference"));
  const unread = (token: TypedToken, at: number) =>
    token.kind === "grammar" &&
    token.roles.every((role) => role === "question") &&
    !placement.conditions.has(token.text) &&
    opensNothing(tokens[at + 1]);
  // A construction word no construction read ("a club, and swap whatever", "a veggie rather") is
  // no harmless structure either.
  const unreadConstruction = (token: TypedToken) =>
    token.words.some((word) => CONSTRUCTION_WORDS.has(word) && !readBy(placement, word));
  const account = new AccountBuilder(
    tokens.map((token, at) =>
      unread(token, at)
        ? { ...token, roles: [] }
        : unreadConstruction(token)
          ? { ...token, kind: "word", roles: [] }
          : token,
    ),
  );
  tokens.forEach((token, index) => {
    if (unread(token, index)) return;
    const as = placedAs(token, placement, lexicon) ?? talkOf(token, placement);
    if (as) account.use(index, as);
  });
  return account.build();
}

/** A word of the talk a construction read, when nothing else left it unexplained. */
function talkOf(token: TypedToken, placement: AssemblyPlacement): AccountKind | null {
  const read = (word: string) => placement.talk?.has(word) && !placement.unplaced.has(word);
  if (!token.words.every(read)) return null;
  // "before" read between clauses orders them.
  return token.kind === "grammar" && token.roles.includes("order") ? "order" : "filler";
}

/** Whether a construction read the word (the talk it read and the words it placed count too). */
const readBy = (placement: AssemblyPlacement, word: string) =>
  Boolean(placement.read?.has(word) || placement.talk?.has(word) || placement.conditions.has(word));

function placedAs(token: TypedToken, placement: AssemblyPlacement, lexicon: WordLexicon): AccountKind | null {
  if (token.words.some((word) => placement.unplaced.has(word))) return null;
  if (token.words.every((word) => placement.names.has(word))) return "name";
  if (token.words.some((word) => CONSTRUCTION_WORDS.has(word) && !readBy(placement, word))) return null;
  const known = lexicon.fixed;
  if (VERBS.has(token.text)) return "verb";
  switch (token.kind) {
    case "cell":
      return SENSE_KIND[token.senses[0].kind] ?? "name";
    case "number":
      return "number";
    case "ordinal":
      return "order";
    case "grammar": {
      // Structural words are the builder's; conditions ("unless") have no assembly construction.
      const meaning = token.roles.find((role) => MEANING_ROLES.has(role));
      if (!meaning || (meaning === "condition" && !placement.conditions.has(token.text))) return null;
      return token.words.every((word) => ASSEMBLY_KNOWN_WORDS.has(word)) ? ROLE_ACCOUNT_KIND[meaning] : null;
    }
    case "filler":
      return "filler";
    case "word":
      if (/^\d+(\.\d+)?$/.test(token.text)) return "number";
      // A word a construction read ("note" of "note this as …") is explained by it.
      if (readBy(placement, token.text)) return "filler";
      return known.has(token.text) && !lexicon.fragments.has(token.text) ? "filler" : null;
  }
}
