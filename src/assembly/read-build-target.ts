import type { InterpretContext } from "./interpret-context.js";
import { BuildReading, skipWords, type BuildReader, type BuildSpec } from "./build-reading.js";
import { tagOf, type Span } from "./lexicon.js";
import { ORDINAL_WORDS } from "../understand/grammar-words.js";
import { CLAUSE_VERBS } from "./words.js";
import { opensWithZone } from "./read-build-scope.js";
import { editsOnly } from "./read-build-edits.js";

/**
 * Which of the products listed an edit is aimed at: the n-th ("the second one", "the last one"),
 * the one on a zone ("the left one", "the one on the right"), the one of a recipe ("the veggie",
 * "the cheese one"), one of identical copies ("one of them", "his"), or all ("both", "either one").
 */
type Aim =
  | { kind: "ordinal"; at: number }
  | { kind: "zone"; zone: string }
  | { kind: "recipe"; recipe: string }
  | { kind: "one" }
  | { kind: "all" };

const ONE = /^(1|one|ones)$/;
/** "one of them", "one of 'em", "one of the two". */
const OF_THEM = /^(of|them|em|those|these|the|2|3)$/;
/** "his", "the kid's": a product said by whom it is for, none named: one of them. */
const POSSESSIVE = /^(his|hers|theirs|mine|yours)$/;
/** Before an aim said after its edit: "double the meat on the left one", "extra tomato in the veggie". */
const ONTO = /^(on|in|to|into|onto|for|of|at)$/;
const ALL = /^(both|each|either|all)$/;
const SIDE_OR_ZONE = /^(side|sides|stack|stacks|zone|zones|spot|spots|area|areas|place|places|ways|ends?)$/;

const ordinalOf = (word: string | undefined): number | undefined =>
  word === undefined
    ? undefined
    : word === "last"
      ? -1
      : (ORDINAL_WORDS[word] ?? Number(/^(\d)(st|nd|rd|th)$/.exec(word)?.[1] ?? NaN)) || undefined;

/**
 * The aim said from `from` (after any "the"), and its last index; null when none is said there.
 * `bare`: where only a product can be meant ("the same as the left"), a zone or an ordinal needs
 * no "one" after it; `counted`: after an edit ("no tomato on the second"), an ordinal with "the"
 * picks a product, as nothing else is counted there.
 */
function aimAt(
  build: BuildReading,
  from: number,
  bare = false,
  counted = false,
): { aim: Aim; end: number } | null {
  const { spans } = build;
  const the = spans[from]?.text === "the";
  const at = the ? from + 1 : from;
  const span = spans[at];
  const next = build.text(at + 1);
  const nounAfter = ONE.test(next ?? "") || Boolean(tagOf(spans[at + 1], "product"));
  if (!span) return null;
  const ordinal = ordinalOf(span.text);
  const noun = nounAfter ? 1 : 0;
  if (ordinal !== undefined && (nounAfter || ((bare || counted) && the)))
    return { aim: { kind: "ordinal", at: ordinal }, end: at + noun };
  const zone = tagOf(span, "zone")?.zone ?? build.phraseTag(span.text.split(" ").at(-1)!, "zone")?.zone;
  if (zone && (ONE.test(next ?? "") || bare))
    return { aim: { kind: "zone", zone }, end: noun ? at + 1 : skipWords(spans, at + 1, SIDE_OR_ZONE) - 1 };
  // "the one on the left"
  if (the && ONE.test(span.text) && /^(on|in|at)$/.test(next ?? "")) {
    const place = skipWords(spans, at + 2, /^the$/);
    const named = tagOf(spans[place], "zone")?.zone;
    if (named) return { aim: { kind: "zone", zone: named }, end: place };
  }
  // "the veggie", "the cheese one": a recipe, or an item named like one, said with "the".
  const recipe =
    tagOf(span, "recipe")?.recipe ??
    (nounAfter ? build.recipeNamed(tagOf(span, "item")?.item ?? "") : undefined);
  if (the && recipe) return { aim: { kind: "recipe", recipe }, end: nounAfter ? at + 1 : at };
  if (!the && ONE.test(span.text) && next === "of") {
    return { aim: { kind: "one" }, end: skipWords(spans, at + 1, OF_THEM) - 1 };
  }
  if (!the && POSSESSIVE.test(span.text)) return { aim: { kind: "one" }, end: at };
  if (!the && ALL.test(span.text)) {
    const end = ONE.test(next ?? "") ? at + 1 : skipWords(spans, at + 1, OF_THEM) - 1;
    // "all" alone is no reference unless "of them" says so; "both sides" names zones.
    if ((span.text === "all" && build.text(end) !== "them") || SIDE_OR_ZONE.test(build.text(end + 1) ?? ""))
      return null;
    return { aim: { kind: "all" }, end };
  }
  return null;
}

/** The products listed so far, each copy of a counted one apart: the spec and which copy. */
function copies(build: BuildReading): Array<{ spec: BuildSpec; k: number }> {
  const listed = build.specs.filter(
    (spec) => spec.recipe || spec.learned || (spec.generic && spec.items.length + spec.operations.length > 0),
  );
  return listed.flatMap((spec) =>
    Array.from({ length: Math.max(spec.count, spec.zones.length) }, (_, k) => ({ spec, k })),
  );
}

/** The copies an aim picks; null when it picks none, or several where it meant one. */
function resolve(build: BuildReading, aim: Aim): Array<{ spec: BuildSpec; k: number }> | null {
  const all = copies(build);
  const one = (picked: typeof all) => (picked.length === 1 ? picked : null);
  switch (aim.kind) {
    case "all":
      return all.length > 1 ? all : null;
    case "ordinal":
      return one(
        all
          .slice(aim.at < 0 ? aim.at : aim.at - 1)
          .slice(0, 1)
          .filter(() => all.length > 1),
      );
    case "zone":
      return one(all.filter(({ spec, k }) => spec.zones[k] === aim.zone));
    case "recipe":
      return one(all.filter(({ spec }) => spec.recipe === aim.recipe));
    case "one": {
      // "one of them" is one of identical copies: the last (docs/assembly-cells.md); among
      // different products it is not said which.
      const same = all.every(({ spec }) => spec === all[0].spec);
      return same && all.length > 1 ? all.slice(-1) : null;
    }
  }
}

/** Copy `k` of a counted product as a product of its own (the spec itself), the others beside it. */
function isolate(build: BuildReading, spec: BuildSpec, k: number): BuildSpec {
  const n = Math.max(spec.count, spec.zones.length);
  if (n === 1) return spec;
  // Owners one per copy ("three BLTs: me, my wife and our son") go with their copies.
  const each = spec.owners?.length === n;
  const owners = (from: number, to: number) => (each ? spec.owners!.slice(from, to) : spec.owners);
  const piece = (count: number, from: number, to: number): BuildSpec =>
    Object.assign({}, spec, {
      items: [...spec.items],
      operations: spec.operations.map((operation) => ({ ...operation })),
      count,
      zones: spec.zones.slice(from, to),
      owners: owners(from, to),
      splitFrom: undefined,
    });
  const before = k > 0 ? [piece(k, 0, k)] : [];
  const after = n - k - 1 > 0 ? [piece(n - k - 1, k + 1, n)] : [];
  Object.assign(spec, {
    count: 1,
    zones: spec.zones.slice(k, k + 1),
    owners: owners(k, k + 1),
    splitFrom: undefined,
  });
  build.specs.splice(build.specs.indexOf(spec), 1, ...before, spec, ...after);
  return spec;
}

/**
 * An edit aimed at some of the products listed, said before the edit ("the left one with extra
 * tomato", "the second one no lettuce") or after it ("double the meat on the left one", "hold the
 * tomato on one of them", "extra cheese on both"). The aimed product is split off a counted one;
 * an aim that picks none of them, or several where it meant one, is held for review.
 */
export const readTarget: BuildReader = (build, index, span) => {
  // Where the edits said last begin: each edit after it is the aim's, if one is said after them.
  const { current } = build;
  const verbAfter = CLAUSE_VERBS.has(build.text(index + 1) ?? "");
  if (current && (/^(,|;)$/.test(span.text) || (/^(and|but|then)$/.test(span.text) && verbAfter)))
    build.segment = { spec: current, from: current.operations.length };
  const post = ONTO.test(span.text);
  const found = aimAt(build, post ? index + 1 : index, false, post);
  if (!found || !current) return undefined;
  const { aim, end } = found;
  if (!post && aim.kind === "all") return shareAfter(build, index, end);
  // Before its edits, "one of them …" is read with the count (readCount).
  if (!post && aim.kind === "one" && !POSSESSIVE.test(span.text)) return undefined;
  const segment = build.segment?.spec === current ? build.segment : null;
  const edits = post && segment ? current.operations.slice(segment.from) : [];
  // Said before its edit, an aim is followed by one; said after, it follows one.
  if (post ? edits.length === 0 : !tagOf(build.spans[end + 1], "modifier")) return undefined;
  if (aim.kind === "recipe" && !copies(build).some(({ spec }) => spec.recipe === aim.recipe))
    return undefined;
  const words = build.spans.slice(index, end + 1).map((s) => s.text);
  if (post) current.operations.splice(segment!.from);
  const picked = resolve(build, aim);
  if (!picked) {
    if (post) current.operations.push(...edits);
    build.unplaced.push(...words);
    return end;
  }
  const aimed =
    picked.length === 1 ? [isolate(build, picked[0].spec, picked[0].k)] : picked.map((p) => p.spec);
  for (const spec of new Set(aimed)) spec.operations.push(...edits.map((edit) => ({ ...edit })));
  build.named.push(...words);
  build.current = aimed.at(-1)!;
  build.mode = "none";
  build.segment = { spec: build.current, from: build.current.operations.length };
  return end;
};

/**
 * "Two veggies, left and right. The left one with extra tomato": a clause that opens with an aim
 * before its edit, or says one after an edit, edits the products of the clause before it.
 */
export function aimsBack(spans: Span[], context: InterpretContext): boolean {
  const build = new BuildReading(spans, context);
  const before = aimAt(build, 0);
  if (before && before.aim.kind !== "all" && tagOf(spans[before.end + 1], "modifier")) return true;
  const edited = (at: number) => spans.slice(0, at).some((span) => tagOf(span, "modifier"));
  return spans.some((span, at) => ONTO.test(span.text) && edited(at) && aimAt(build, at + 1) !== null);
}

/**
 * A sentence that goes on with the products of the one before: an edit aimed back at one of them,
 * the next product of a list by zone ("Left: BLT. Right: a club."), or edits only ("No tomato.").
 */
export const continuesProducts = (spans: Span[], context: InterpretContext): boolean =>
  aimsBack(spans, context) || opensWithZone(spans) || editsOnly(spans);

/** What "both", "each" or "all of them" said before edits refers to: the list, from the edits on. */
export interface SharedEdit {
  specs: BuildSpec[];
  /** How many operations the last product of the list had when the reference was said. */
  from: number;
  words: string[];
}

/**
 * "a club and a classic, both without lettuce", "a blt and a veggie, each with extra cheese": said
 * before edits, after a list of products, "both" / "each" / "all of them" takes the edits after it
 * to each product (`shareEdits`); it never makes more products. "one for each" counts places.
 */
function shareAfter(build: BuildReading, index: number, end: number): number | undefined {
  const listed = [...new Set(copies(build).map(({ spec }) => spec))];
  if (build.text(index - 1) === "for" || listed.length < 2 || build.current !== listed.at(-1))
    return undefined;
  const words = build.spans.slice(index, end + 1).map((s) => s.text);
  build.shared = { specs: listed, from: build.current.operations.length, words };
  return end;
}

/**
 * The edits said after a shared reference, copied to each product of the list; false when none
 * was said, or the clause went on to another product, so that what it covers is not certain.
 */
export function shareEdits(build: BuildReading): boolean {
  const { shared } = build;
  if (!shared) return true;
  const last = shared.specs.at(-1)!;
  if (build.specs.at(-1) !== last) return false;
  const edits = last.operations.slice(shared.from);
  if (edits.length === 0) return false;
  for (const spec of shared.specs.slice(0, -1)) spec.operations.push(...edits.map((edit) => ({ ...edit })));
  build.named.push(...shared.words);
  return true;
}

/**
 * "the same as the left", "like the first one", "same as the BLT": the product a copy is of, and
 * the last index of its words; null when no aim follows, `spec` null when it picks no product.
 */
export function copiedProduct(
  build: BuildReading,
  from: number,
): { spec: BuildSpec | null; end: number } | null {
  const found = aimAt(build, from, true);
  if (!found || found.aim.kind === "all" || found.aim.kind === "one") return null;
  const picked = resolve(build, found.aim);
  return { spec: picked ? picked[0].spec : null, end: found.end };
}
