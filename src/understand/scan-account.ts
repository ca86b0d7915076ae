import { wordSet } from "./word-set.js";
import type { Account, AccountKind } from "../contracts/account.js";
import { AccountBuilder } from "./account.js";
import { GRAMMAR_PHRASES } from "./grammar-roles.js";
import {
  ALL_WORDS,
  FILLER_WORDS,
  LATER_WORDS,
  LIST_JOINERS,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  RANGE_WORDS,
  SMALL_TALK,
} from "./grammar-words.js";
import type { Mention, ScanResult } from "./mention.js";
import { SPOKEN_FILLERS } from "./spoken-input.js";
import { COUNT_NOUNS, MAX_REPEATS, isCount } from "./repetition-count.js";
import { POSSESSIVES } from "./phrase-forms.js";

/** The account kind of one token of a mention ("1" of a list of places is a number, "and" a list word). */
export function accountKind(
  token: string,
  mention: Mention | undefined,
  smallTalk: boolean,
): AccountKind | undefined {
  if (!mention) return SMALL_TALK.has(token) && smallTalk && !LATER_WORDS.has(token) ? "filler" : undefined;
  if (FUNCTION_WORDS.has(token)) return "filler";
  if (mention.kind === "positions" || mention.kind === "all") {
    if (/^\d+$/.test(token) || token in NUMBER_WORDS || token in ORDINAL_WORDS) return "number";
    if (RANGE_WORDS.has(token)) return "range";
    if (LIST_JOINERS.has(token)) return "list";
    if (mention.kind === "all") return mention.reference && !ALL_WORDS.has(token) ? "reference" : "scope";
    return "name";
  }
  if (mention.kind === "exclude" && mention.negation) return "negation";
  // A count of one changes nothing; up to MAX_REPEATS it repeats its clause; more is asked about.
  if (mention.kind === "times")
    return mention.count === 1 || (!mention.unmet && mention.count <= MAX_REPEATS) ? "modifier" : undefined;
  return MENTION_ACCOUNT[mention.kind];
}

/**
 * The account of a scan: what each token was used as; the graph dialect's filler words are
 * fillers (not when written glued to a number, `glued`); anything else unplaced (unknown words,
 * "ten times", "unless") is unexplained.
 */
export function accountOfScan(scan: ScanResult, glued?: ReadonlySet<string>): Account {
  const builder = new AccountBuilder(
    scan.tokens.map((token, index) => {
      const text = scan.said[index] ?? token;
      // "on his place" is read as "its place" (phrase-forms.ts): a filler like "its".
      // …and a word of the arm ("flange") is read as "robot": a filler like it.
      // …and "off" before a tool's own place is read as "from" ("take it off its stand"): a filler.
      const possessive =
        (token === "its" && POSSESSIVES.has(text)) ||
        token === "robot" ||
        (token === "from" && text === "off");
      const roles = GRAMMAR_PHRASES.get(text);
      // A negation ("no") or a count noun after a number ("two time") may instruct: never a
      // filler unless placed ("time to weld" is talk).
      const before = scan.said[index - 1];
      const counted = COUNT_NOUNS.has(text) && (isCount(before) || before === "more");
      // "once" not read as a count or an order ("once it cools") makes the command wait.
      const mayInstruct = roles?.includes("negation") || counted || text === "once";
      // A time not taken as a greeting ("for the morning") says when: never a filler.
      const filler =
        FILLER_WORDS.has(text) ||
        SPOKEN_FILLERS.has(text) ||
        (SMALL_TALK.has(text) && !LATER_WORDS.has(text));
      // "go to be2": letters glued to a number name something, or are unexplained; never a filler.
      const abbreviation = glued?.has(text) && /^\d+$/.test(scan.tokens[index + 1] ?? "");
      if (((!mayInstruct && filler) || possessive) && !abbreviation) return { text, kind: "filler" as const };
      return roles ? { text, kind: "grammar" as const, roles } : { text, kind: "word" as const };
    }),
  );
  scan.usedAs.forEach((as, index) => {
    if (as) builder.use(index, as);
  });
  const account = builder.build();
  return {
    ...account,
    used: [...scan.hesitations.map((text) => ({ text, as: "filler" as const })), ...account.used],
  };
}

/** Words that only tie a phrase together ("the", "of", "at"): fillers wherever they stand. */
const FUNCTION_WORDS = wordSet(`the a an of at on in to for by my your its please`);

const MENTION_ACCOUNT: Record<Mention["kind"], AccountKind | undefined> = {
  positions: "name",
  position_noun: "name",
  routine: "verb",
  tool: "name",
  tool_noun: "name",
  attach: "verb",
  release: "verb",
  move: "verb",
  release_or_move: "verb",
  release_and_home: "verb",
  go_home: "verb",
  all: "scope",
  relative: "scope",
  exclude: "exclusion",
  sequence: "order",
  pronoun: "reference",
  back: "verb",
  and: "list",
  via: "order",
  relation: "name",
  other_position: "reference",
  repeat: "reference",
  order: "order",
  times: "modifier",
  unknown_word: undefined,
  other: "name",
};
