import { ORDINAL_WORDS } from "../understand/grammar-words.js";
import type { BuildSpec } from "./build-reading.js";
import { tagOf, tagTokens, type Lexicon, type Span } from "./lexicon.js";

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
function ordinalZones(body: string, lexicon: Lexicon, read: Set<string>): string {
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

/** Words between a product's name and its zone: "the club on the left", "BLT goes to the right". */
const TO_ZONE = /^(the|one|ones|1|sandwich|goes|go|is|on|to|at|in|onto)$/;

/**
 * "a club and a BLT, BLT on the left, club on the right", "one each of club, veggie and plain cheese
 * -- club left, veggie middle, cheese right": after the products are said, each once and each a
 * different recipe, their names in turn, each with a zone, say where each goes — read as the list of
 * zones in the order the products were said. Every product is named once; a name said twice, a
 * product left unnamed or a product counted more than once leaves the body as said.
 */
function productZones(body: string, lexicon: Lexicon, read: Set<string>): string {
  const words = body.split(" ");
  const spans = tagTokens(lexicon, words);
  const nameOf = (span: Span | undefined) =>
    tagOf(span, "recipe")?.recipe ?? tagOf(span, "learned")?.name ?? tagOf(span, "item")?.item;
  for (let first = 1; first < spans.length; first++) {
    const said = spans.slice(0, first);
    const products = said.flatMap((span) => {
      const name = tagOf(span, "recipe")?.recipe ?? tagOf(span, "learned")?.name;
      return name ? [name] : [];
    });
    // The names follow in the products' sentence ("Club on left" after "…one BLT?" is an order of its own).
    const counted = said.some(
      (span) => (span.number !== undefined && span.number !== 1) || span.text === ".",
    );
    if (products.length < 2 || counted || new Set(products).size < products.length) continue;
    const zones = new Map<string, string[]>();
    let at = first;
    while (at < spans.length) {
      const the = spans[at].text === "the" ? at + 1 : at;
      const name = nameOf(spans[the]);
      if (!name || !products.includes(name) || zones.has(name)) break;
      let zone = the + 1;
      while (zone < spans.length && TO_ZONE.test(spans[zone].text) && !tagOf(spans[zone], "zone")) zone++;
      if (!tagOf(spans[zone], "zone")) break;
      zones.set(name, words.slice(spans[zone].start, spans[zone].end));
      at = zone + 1;
      while (at < spans.length && JOINS.test(spans[at].text)) at++;
    }
    if (zones.size !== products.length) continue;
    const end = spans[at - 1].end;
    for (const word of words.slice(spans[first].start, end)) read.add(word);
    const list = products.flatMap((name, k) => [...(k > 0 ? ["and"] : []), ...(zones.get(name) ?? [])]);
    return [...words.slice(0, spans[first].start), ...list, ...words.slice(end)].join(" ");
  }
  return body;
}

/** Where each product goes, said in turn by ordinals or by the products' names, as a list of zones. */
export const zonesSaidInTurn = (body: string, lexicon: Lexicon, read: Set<string>) =>
  productZones(ordinalZones(body, lexicon, read), lexicon, read);
