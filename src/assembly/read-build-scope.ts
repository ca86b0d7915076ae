import { isHeader, skipWords, type BuildReader, type BuildReading, type BuildSpec } from "./build-reading.js";
import { ZONE_PLACE_NOUNS } from "./heard-words.js";
import { tagOf, type Span } from "./lexicon.js";
import { DIALECT_WORDS, VERBS } from "./words.js";

/** Where a build's sandwiches go: a zone said before a list governs the list, after a sandwich it is its. */
export function joinZones(spec: BuildSpec, zones: string[]) {
  for (const zone of zones) if (!spec.zones.includes(zone)) spec.zones.push(zone);
}

/** "on the left and on the right": the zone said before the "and" (or comma) of a list of zones, if any. */
function listedZoneBefore(build: BuildReading, at: number): string | undefined {
  const { spans } = build;
  const joiner = skipWords(spans, at - 1, /^(on|at|in|onto|to|the)$/, -1);
  if (!/^(and|,)$/.test(spans[joiner]?.text ?? "")) return undefined;
  const before = spans[skipWords(spans, joiner - 1, /^(side|sides|stack|zone|hand)$/, -1)];
  const side = tagOf(before, "direction") ? before!.text.split(" ").at(-1)! : "";
  return (tagOf(before, "zone") ?? build.phraseTag(side, "zone"))?.zone;
}

/**
 * "right: a club", "on the left, the same": a clause headed by a zone, then what goes on it (no
 * verb) — in a list of products by zone ("Left: BLT. Middle: veggie."), the next product.
 */
export function opensWithZone(spans: Span[]): boolean {
  const comma = spans.findIndex((span) => span.text === ",");
  const rest = spans[comma + 1];
  return comma > 0 && saysOnlyZone(spans.slice(0, comma)) && !VERBS.has(rest?.text ?? "");
}

/** "On right side.": words that say a zone and nothing else. */
export const saysOnlyZone = (spans: Span[]): boolean =>
  spans.some((span) => tagOf(span, "zone")) &&
  spans.every((span) => tagOf(span, "zone") || tagOf(span, "direction") || ZONE_HEAD_WORDS.test(span.text));

const ZONE_HEAD_WORDS = /^(on|at|in|the|side|stack|zone|hand)$/;

/** Words between a zone and the sandwich it is said before ("on the left side make a …"). */
const LEADS = /^(a|an|the|make|put|build|add|do|1|only)$/;

/** Zones for the sandwich being read — or, when another sandwich follows them, for that one. */
function addZones(build: BuildReading, zones: string[], at: number): number {
  const target = build.current;
  const named = (ahead: Span | undefined) =>
    tagOf(ahead, "recipe") ||
    tagOf(ahead, "item") ||
    tagOf(ahead, "product") ||
    /^(same|another|ditto|like)$/.test(ahead?.text ?? "");
  // "bread on the left and on the right, then …": a list of zones governs the sandwich it follows;
  // "a BLT on the right and on the left a cheese": a zone said right before a sandwich is that one's.
  const listed = listedZoneBefore(build, at);
  const past = skipWords(build.spans, skipWords(build.spans, at + 1, ZONE_PLACE_NOUNS), LEADS);
  // "a club. Left: like that one": a zone heading a copy (no preposition before it) is the copy's.
  const ahead =
    build.spans[
      skipWords(
        build.spans,
        at + 1,
        /^(,|a|an|the|make|put|build|add|do|then|1|in|on|at|station|gets|takes|has|only)$/,
      )
    ];
  const copy = /^(same|another|ditto|like)$/.test(ahead?.text ?? "");
  const heads = copy && /^(,|\.|and)?$/.test(build.text(at - 1) ?? "");
  if (heads) {
    build.pendingZones.push(...zones);
    return at;
  }
  if (target && listed !== undefined && target.zones.includes(listed) && !named(build.spans[past])) {
    joinZones(target, zones);
    return at;
  }
  // "…, and on the right do the same": the zone is the copy's; "the right station gets a BLT" too.
  // After a header ("three sandwiches -- left classic, …") a zone before a product is that one's.
  const header =
    isHeader(target) &&
    (/^(,|\.|and)?$/.test(build.text(at - 1) ?? "") || Boolean(tagOf(build.spans[at - 1], "product")));
  if (target && !((target.zones.length > 0 || header) && named(ahead))) joinZones(target, zones);
  else build.pendingZones.push(...zones);
  return at;
}

/** A zone word counts as a zone after "on/at/in/to…", before "side/stack", or on its own at the end. */
export function isZoneContext(spans: Span[], index: number): boolean {
  const before = spans.slice(Math.max(0, index - 3), index);
  if (before.some((s) => /^(on|at|in|to|onto|into|over|use|using|zone|stack|side)$/.test(s.text)))
    return true;
  return /^(side|stack|zone|one|hand)$/.test(spans[index + 1]?.text ?? "") || !tagOf(spans[index], "item");
}

/** Words that say where a layer lies in its stack; beside them "in the middle" is a layer's place too. */
const STACK_PLACES = /^(bottom|top|above|below|under|underneath|beneath|finish|base)$/;
const MIDDLE = /^(middle|center|centre)$/;

/** A zone where a zone goes; "a cheese sandwich to the left": in a build, a side is a zone. */
export const readZone: BuildReader = (build, index, span) => {
  const named = tagOf(span, "zone");
  if (named && notZone(build, index, named.zone)) return index;
  // "bread at the bottom, cheese in the middle, tomato above that": the order of the list, not a zone.
  if (named && MIDDLE.test(span.text) && build.spans.some((s) => STACK_PLACES.test(s.text))) return index;
  // "right above the cheese": before a word of stack places, a side word without its article says
  // "just" — or a zone with "the" lost: held for review either way.
  const adverb = STACK_PLACES.test(build.text(index + 1) ?? "") && build.text(index - 1) !== "the";
  if (named && adverb && !span.text.includes(" ")) {
    build.unplaced.push(span.text);
    return index;
  }
  // "there" points at the place being worked on: the zone active when the clause starts.
  const zone = span.text === "there" ? build.context.scene.active_zone : named?.zone;
  if (named && zone && isZoneContext(build.spans, index))
    return zoneGets(build, placeNoun(build, addZones(build, [zone], index)));
  const side = tagOf(span, "direction") && /^(to|on) the (left|right)$|^(left|right)$/.test(span.text);
  const sideZone = side ? build.phraseTag(span.text.split(" ").at(-1)!, "zone") : undefined;
  return sideZone ? placeNoun(build, addZones(build, [sideZone.zone], index)) : undefined;
};

/**
 * "only on the right side, not in the middle", "on the left and not the right": a zone said with
 * "not" beside the zone a product goes on is where it does not go — never a product of its own.
 * Read only after a zone of the product was said; the zone said both ways waits for review.
 */
function notZone(build: BuildReading, index: number, zone: string): boolean {
  const not = skipWords(build.spans, index - 1, /^(on|at|in|to|the|and|but)$/, -1);
  const said = build.current?.zones.length ? build.current.zones : [];
  if (build.text(not) !== "not" || build.openEdit !== "not" || said.length === 0) return false;
  if (said.includes(zone)) build.unplaced.push("not");
  [build.mode, build.openEdit] = ["none", null];
  build.read.push("not");
  return true;
}

/** "the left zone gets a club", "every zone takes a BLT": the zone is the subject of what it gets. */
function zoneGets(build: BuildReading, at: number): number {
  const noun = skipWords(build.spans, at + 1, /^(station|1)$/) - 1;
  const verb = build.text(noun + 1) ?? "";
  const product = build.spans[skipWords(build.spans, noun + 2, /^(a|an|the|1)$/)];
  if (!/^(gets|takes|has)$/.test(verb) || !(tagOf(product, "recipe") || tagOf(product, "product"))) return at;
  build.talk.push(verb);
  return noun + 1;
}

/** "in the right part", "the left area": a place noun after the zone word names the same zone. */
function placeNoun(build: BuildReading, at: number): number {
  const noun = build.text(at + 1);
  if (noun === undefined || !ZONE_PLACE_NOUNS.test(noun)) return at;
  build.named.push(noun);
  return at + 1;
}

const ZONE_NOUNS = "zone|zones|stack|stacks|station|stations|spot|spots|area|areas|fixture|fixtures";
const ZONE_NOUN = new RegExp(`^(${ZONE_NOUNS})$`);
const ALL_ZONES_WORDS = new RegExp(`^(3|the|of|three|${ZONE_NOUNS})$`);

/** "everywhere", "on all three stacks", "one per station": every zone; "both", "each side": the zones besides the default one. */
export const readZoneSet: BuildReader = (build, index, span) => {
  const { spans } = build;
  const { cell } = build.context;
  const word = span.text;
  const next = build.text(index + 1) ?? "";
  const ahead = spans.slice(index + 1, index + 4);
  const zoneCount = String(cell.zoneNames.length);
  const allZones =
    /^(all|every|each|per)$/.test(word) && ahead.some((s) => ZONE_NOUN.test(s.text) || s.text === zoneCount);
  // "on all four zones" of a cell with three: the count says another set than every zone.
  const counted = ahead.find((s) => s.number !== undefined);
  if (allZones && counted && counted.text !== zoneCount && ahead.some((s) => ZONE_NOUN.test(s.text)))
    build.question ??= {
      question: `I have ${zoneCount} zones, not ${counted.text}. Which should I use?`,
      summary: `${counted.text} zones`,
    };
  if (word === "everywhere" || allZones) {
    addZones(build, [...cell.zoneNames], index);
    build.zoneSet = true;
    if (word === "per") build.named.push(word);
    return zoneGets(build, skipWords(spans, index + 1, ALL_ZONES_WORDS) - 1);
  }
  if (word !== "both" && !(/^(each|either)$/.test(word) && /^(side|sides)$/.test(next))) return undefined;
  // "two clubs, both on the left": "both" is the products, put on one zone, which holds one: it waits.
  const at = skipWords(spans, index + 1, /^(on|in|at|to|onto|into|over|the)$/);
  if (word === "both" && at > index + 1 && zoneNamed(build, spans[at])) {
    build.unplaced.push(word);
    return index;
  }
  // "… on the middle and on the left, then ham on both": both are the two zones just listed.
  const pair = [...build.specs].reverse().find((spec) => spec.zones.length === 2)?.zones;
  const sides = pair ?? cell.zoneNames.filter((name) => name !== cell.defaultZone);
  addZones(build, sides, index);
  return /^(side|sides|stack|stacks|zone|zones)$/.test(next) ? index + 1 : index;
};

/** "a veggie beside it on the right": beside the sandwich just named, said with the zone it goes on. */
export const readBeside: BuildReader = (build, index, span) => {
  const zoneAhead = build.spans.slice(index + 2).some((s) => tagOf(s, "zone") || tagOf(s, "direction"));
  if (span.text !== "beside" || !/^(it|that|this|them)$/.test(build.text(index + 1) ?? "") || !zoneAhead)
    return undefined;
  build.named.push(span.text, build.text(index + 1)!);
  return index + 1;
};

/** The zone a span names: a zone word, or the side of a direction ("to the right"). */
function zoneNamed(build: BuildReading, span: Span | undefined): string | undefined {
  if (!span) return undefined;
  const side = tagOf(span, "direction") ? build.phraseTag(span.text.split(" ").at(-1)!, "zone") : undefined;
  return tagOf(span, "zone")?.zone ?? side?.zone;
}

/**
 * "three sandwiches from left to right: …", "a club, a blt and a veggie, right to left": the
 * products go on the zones in that order, from one end to the other (with three zones the third
 * lies between). Placed when the build ends (`spreadOverZones`).
 */
export const readZoneOrder: BuildReader = (build, index, span) => {
  const { spans } = build;
  const at = skipWords(spans, span.text === "from" ? index + 1 : index, /^the$/);
  const first = zoneNamed(build, spans[at]);
  const joined = spans[at + 1]?.text.startsWith("to ") && tagOf(spans[at + 1], "direction");
  const end = joined ? at + 1 : spans[at + 1]?.text === "to" ? skipWords(spans, at + 2, /^the$/) : -1;
  const last = zoneNamed(build, spans[end]);
  if (!first || !last || first === last) return undefined;
  const between = build.context.cell.zoneNames.filter((zone) => zone !== first && zone !== last);
  const words = spans.slice(index, end + 1).map((s) => s.text);
  build.zoneOrder = { zones: between.length <= 1 ? [first, ...between, last] : [], words };
  return end;
};

/** The products, in the order listed, on the zones of a zone order; false when they do not match it. */
export function spreadOverZones(build: BuildReading, specs: BuildSpec[]): boolean {
  const order = build.zoneOrder;
  if (!order) return true;
  const counts = specs.map((spec) => Math.max(spec.count, spec.zones.length));
  const fits = specs.every((spec) => spec.zones.length === 0);
  if (!fits || counts.reduce((sum, n) => sum + n, 0) !== order.zones.length) return false;
  let from = 0;
  specs.forEach((spec, at) => (spec.zones = order.zones.slice(from, (from += counts[at]))));
  build.named.push(...order.words);
  return true;
}

/** Words that leave zones out of a set of every zone: "except (for)", "but (not)", "apart from", "other than". */
const EXCLUDING = /^(except|excepting|excluding|but|besides|apart|other|save)$/;
const EXCLUSION_GLUE = /^(for|not|from|than|the|,)$/;
/** ", which gets a veggie", "which should be a BLT": what the zones left out get instead. */
const GETS =
  /^(which|that|where|gets?|should|will|would|is|be|has|have|takes?|needs?|wants?|can|must|goes|go|get|instead|it|its|one)$/;

/**
 * "every zone except the left one", "all three zones but the middle", "a club everywhere apart from
 * the right", "all clubs except the left one": the zones said after the exclusion are left out of
 * the set of every zone just read; ", which gets a veggie" puts the next product on them. An
 * exclusion that names no zone of the set (or leaves none) is held for review.
 */
export const readZoneExclusion: BuildReader = (build, index, span) => {
  if (!EXCLUDING.test(span.text)) return undefined;
  const { spans } = build;
  const { cell } = build.context;
  // "all clubs except the left one": "all" said of a product is the set of every zone.
  const allOf = build.text(index - 2) === "all" && tagOf(spans[index - 1], "recipe") && build.current;
  if (!build.zoneSet && !allOf) return undefined;
  const excluded: string[] = [];
  let at = skipWords(spans, index + 1, EXCLUSION_GLUE);
  for (let zone = zoneNamed(build, spans[at]); zone; zone = zoneNamed(build, spans[at])) {
    excluded.push(zone);
    at = skipWords(spans, at + 1, /^(one|1|side|zone|stack|station|spot|area)$/);
    if (
      !/^(and|or|,)$/.test(build.text(at) ?? "") ||
      !zoneNamed(build, spans[skipWords(spans, at + 1, /^the$/)])
    )
      break;
    at = skipWords(spans, at + 1, /^the$/);
  }
  // "a club in every zone except the kitchen": after a set of zones, what is left out is a zone.
  const unknown = spans[at] && spans[at].tags.length === 0 && !DIALECT_WORDS.has(spans[at].text);
  if (excluded.length === 0 && build.zoneSet && unknown) {
    build.unplaced.push(span.text, spans[at].text);
    return at;
  }
  if (excluded.length === 0) return undefined;
  if (allOf && build.current) build.current.zones = [...cell.zoneNames];
  const holder = excluded.every((zone) => build.pendingZones.includes(zone))
    ? build.pendingZones
    : [...build.specs].reverse().find((spec) => excluded.every((zone) => spec.zones.includes(zone)))?.zones;
  const last = at - 1;
  if (!holder || holder.length <= excluded.length) {
    build.unplaced.push(...spans.slice(index, at).map((s) => s.text));
    return last;
  }
  for (const zone of excluded) holder.splice(holder.indexOf(zone), 1);
  // "…, except the middle, which gets a veggie": the zones left out are the next product's.
  const comma = build.text(at) === "," ? at + 1 : at;
  if (!/^(which|that|where)$/.test(build.text(comma) ?? "")) return zoneGets(build, last);
  const lead = skipWords(spans, comma, GETS);
  build.talk.push(...spans.slice(comma, lead).map((s) => s.text));
  // What they get is a product: a recipe, or an item a recipe is named after ("which gets a cheese").
  const said = skipWords(spans, lead, /^(a|an|1)$/);
  const recipe = tagOf(spans[said], "item") && build.recipeNamed(tagOf(spans[said], "item")!.item);
  if (recipe && !tagOf(spans[said], "recipe")) {
    build.newSpec({ recipe, zones: excluded });
    return said;
  }
  if (!tagOf(spans[said], "recipe") && !tagOf(spans[said], "learned")) build.unplaced.push(span.text);
  build.pendingZones = excluded;
  return lead - 1;
};
