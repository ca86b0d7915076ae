import type { AccountKind } from "../contracts/account.js";

/**
 * The grammar words both dialects share, by the role they play in a construction. Phrases are
 * separated by "|". These words are never typo or sound targets: a one-letter slip between
 * "including" and "excluding", or "then" and "than", inverts the meaning, so such a word is
 * only ever read as written.
 */
export type GrammarRole =
  | "list"
  | "range"
  | "sequence"
  | "order"
  | "negation"
  | "exclusion"
  | "inclusion"
  | "scope"
  | "reference"
  | "modifier"
  | "condition"
  | "manner"
  | "replacement"
  | "question";

const ROLE_PHRASES: Record<GrammarRole, string> = {
  list: "and|,|&|+|plus|or|as well as|along with",
  range: "through|thru|till|until|-|up to",
  sequence:
    "then|and then|and after|next|finally|lastly|afterwards|after that|after this|and after that|after which|once that is done|once this is done|when that is done|when this is done|followed by|once done|when done|step|in that order|in this order|in order|order|.|;",
  order:
    "first|but first|before|after|before that|but before that|before this|to begin with|beforehand|reverse|reversed|in reverse order",
  // "negative on position one": the "no" of radio procedure.
  negation: "not|never|do not|dont|no|negative",
  exclusion:
    "except|except for|apart from|aside from|other than|but not|excluding|besides|without|skip|skipping|minus|leaving out|leave out|but|instead of|rather than|bar|barring|exc|excl",
  inclusion: "including|include|also|as well|too|with",
  scope: "all|every|each|everything|everywhere|whole|entire|full|complete|wherever|all of them",
  reference: "it|them|there|both|those|these|that|same|the same ones|the same|ones|one",
  modifier: "twice|thrice|double|triple|extra|less|half|swap|replace|times",
  // (and the swearing that only says how strongly it is meant: "put the damn welder on", "get the hell out")
  manner:
    "damn|darn|bloody|freaking|frigging|friggin|goddamn|the hell|the heck|quick|quickly|careful|carefully|gentle|gently|slow|slowly|fast|brief|briefly|proper|properly|nice|nicely|good|neat|neatly|real quick|real quickly|real fast|real careful|real carefully|really quick|really quickly|straight|sharp sharp",
  // "inspect 3 instead": the command replaces what was said or proposed before; it is the command.
  replacement: "instead|rather|instead then",
  // "when"/"whenever" outside a frame ("when the part cools") make a command wait on something.
  condition: "unless|if|when|whenever|in case|provided|only if|as long as|otherwise|whether",
  question: "what|which|where|when|how|who|why|whats|wheres",
};

/** The account kind a role is reported as. */
export const ROLE_ACCOUNT_KIND: Record<GrammarRole, AccountKind> = {
  list: "list",
  range: "range",
  sequence: "order",
  order: "order",
  negation: "negation",
  exclusion: "exclusion",
  inclusion: "inclusion",
  scope: "scope",
  reference: "reference",
  modifier: "modifier",
  condition: "modifier",
  manner: "modifier",
  replacement: "modifier",
  question: "question",
};

/** Phrase (tokens joined by spaces) → its roles (a word may have several: "but", "first"). */
export const GRAMMAR_PHRASES: ReadonlyMap<string, GrammarRole[]> = (() => {
  const phrases = new Map<string, GrammarRole[]>();
  for (const [role, list] of Object.entries(ROLE_PHRASES) as Array<[GrammarRole, string]>) {
    for (const phrase of list.split("|")) phrases.set(phrase, [...(phrases.get(phrase) ?? []), role]);
  }
  return phrases;
})();

/** Roles whose words change what a command means: left unplaced, the command is not understood. */
export const MEANING_ROLES: ReadonlySet<GrammarRole> = new Set([
  "negation",
  "exclusion",
  "inclusion",
  "order",
  "modifier",
  "condition",
]);

/** Every single grammar word (for "never a fuzzy target"). */
export const GRAMMAR_WORDS: ReadonlySet<string> = new Set(
  [...GRAMMAR_PHRASES.keys()].flatMap((phrase) => phrase.split(" ")),
);
