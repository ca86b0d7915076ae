import { ORDINAL_WORDS } from "../understand/grammar-words.js";
import type { BuildSpec } from "./build-reading.js";
import { tagOf, tagTokens, type Lexicon } from "./lexicon.js";

/** Words between an ordinal and its zone: "the first one goes on the left", "second to the right". */
const BETWEEN = /^(the|one|1|goes|go|is|on|to|at|in|onto)$/;
const JOINS = /^(,|and|then)$/;

/**
 * "two clubs, first left second right", "a club and a BLT: the first one on the left, the second on
 * the right": after the products are said, ordinals in turn, each with a zone, say where each product
 * goes — the list of zones "left and right" (read with the products, one per zone), never an order
 * of clauses nor a move. Returns the body as read (the same when no such list is said); the
 * ordinal words read go into `read`.
 */
export function ordinalZones(body: string, lexicon: Lexicon, read: Set<string>): string {
  const words = body.split(" ");
  // How many words from `at` name a zone (0: none); whether words say a product.
  const zoneAt = (at: number) => {
    const [span] = tagTokens(lexicon, words.slice(at, at + lexicon.longest));
    return span && tagOf(span, "zone") ? span.end - span.start : 0;
  };
  const namesProduct = (before: string[]) =>
    tagTokens(lexicon, before).some((span) =>
      span.tags.some((tag) => /^(recipe|product|learned)$/.test(tag.kind)),
    );
  const start = words.findIndex((word, at) => ORDINAL_WORDS[word] === 1 && namesProduct(words.slice(0, at)));
  if (start < 0) return body;
  const zones: string[][] = [];
  const said: string[] = [];
  let at = start;
  for (;;) {
    const the = words[at] === "the" ? at + 1 : at;
    if (ORDINAL_WORDS[words[the]] !== zones.length + 1) break;
    let zone = the + 1;
    while (zone < words.length && BETWEEN.test(words[zone]) && zoneAt(zone) === 0) zone++;
    const length = zoneAt(zone);
    if (length === 0) break;
    said.push(...words.slice(at, zone));
    zones.push(words.slice(zone, zone + length));
    at = zone + length;
    while (JOINS.test(words[at] ?? "")) said.push(words[at++]);
  }
  if (zones.length < 2) return body;
  for (const word of said) read.add(word);
  const list = zones.flatMap((zone, k) => [...(k > 0 ? ["and"] : []), ...zone]);
  return [...words.slice(0, start), ...list, ...words.slice(at)].join(" ");
}

/**
 * "a club and a BLT, left and right": as many zones listed after a list of products as there are
 * products (each said once) go one to each, in order — never all of them to the last product.
 */
export function onePerProduct(specs: BuildSpec[]) {
  const last = specs.at(-1);
  if (!last || specs.length < 2 || last.zoneHeads || last.count !== 1 || last.zones.length !== specs.length)
    return;
  if (!specs.slice(0, -1).every((spec) => spec.zones.length === 0 && spec.count === 1)) return;
  const zones = last.zones;
  specs.forEach((spec, k) => (spec.zones = [zones[k]]));
}
