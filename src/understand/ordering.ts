import { NUMBER_WORDS } from "./grammar-words.js";
import { parse, type OrderingReading } from "./ordering-grammar.js";

/*
 * The ordering words of both dialects: "then", "after that", "step one … step two", "first",
 * "but first", "before", "after", sentence ends. The constructions are the grammar in
 * ordering-grammar.peggy; this file types the tokens for it.
 */

const TYPES = new Map(
  `.:. ;:; then:T afterwards:W finally:F next:N lastly:L after:A that:t which:w and:a ,:c but:b first:f
    before:B this:h you:y do:D step:s followed:o by:Y once:O done:E when:H is:I has:G been:e
    finished:E complete:E completed:E over:E are:I have:G both:R it:R everything:R they:R those:R all:R
    in:i the:z until:j till:j while:j as:u soon:Q order:r youre:% youve:% were:% weve:% reverse:V reversed:V
    opposite:V backwards:V backward:V last:K at:@ end:Z there:P get:U got:U arrive:U arrived:U reach:U reached:U of:v`
    .split(/\s+/)
    .map((pair) => pair.split(":") as [string, string]),
);

/** The words the grammar reads as ordering words ("step" only before a number). */
export const ORDERING_WORDS = [...TYPES.keys()].filter((word) => word !== "step");

/** The sentence's ordering types, one character per token (the alphabet is in ordering-grammar.peggy). */
const typesOf = (tokens: string[]) =>
  tokens.map((token) => TYPES.get(token) ?? (/^\d+$/.test(token) ? "d" : token in NUMBER_WORDS ? "n" : "x"));

/** The ordering readings of a graph-cell sentence, by the token each starts at. */
export function readOrdering(tokens: string[], verb?: (word: string) => boolean): OrderingReading[] {
  const types = typesOf(tokens).join("");
  // Only these types open a reading.
  return /[.;TWFNLAaobcfBOHsiVKju@]/.test(types) ? parse(types, { startRule: "Graph", tokens, verb }) : [];
}

type Words = Record<"item" | "verb", (word: string) => boolean> & {
  opensClause: (word: string, next?: string) => boolean;
  /** Whether the clause so far is one a list may go on ("add bread, then …"), not "wait 2 s, then …". */
  holdsList?: (clause: string[]) => boolean;
  /** Whether words with no verb are a clause of their own ("oops, make a blt"), not a lead-in. */
  standsAlone?: (clause: string[]) => boolean;
  /** Whether a word is one of the cell's pace words ("… and go quick" ends the clause before it). */
  pace?: (word: string) => boolean;
};

/** An assembly sentence as clauses (token lists), those led by "but first" first; `words` tells its words. */
export function cutClauses(tokens: string[], words: Words): string[][] {
  const types = typesOf(tokens).join("");
  // With no ordering word the sentence is one clause.
  return /[.;TWFNAacbfBHO]/.test(types)
    ? parse(types, { startRule: "Assembly", tokens, ...words })
    : [tokens];
}
