import type { Operation } from "./apply-operations.js";
import { askClause, layersOf, layersOnly, type InterpretContext } from "./interpret-context.js";
import { tagOf, type LexiconTag, type Span } from "./lexicon.js";
import type { SharedEdit } from "./read-build-target.js";

/** One sandwich (or free layer list) of a build clause, as read so far. */
export interface BuildSpec {
  recipe?: string;
  learned?: string;
  generic: boolean;
  items: string[];
  operations: Operation[];
  count: number;
  zones: string[];
  /** The zone was said before the layers ("on the left: bread, cheese, bread"): it governs the whole list. */
  zoneHeads?: boolean;
  /** The sandwiches it is some of ("two veggies, one with no tomato"). */
  splitFrom?: BuildSpec;
  /** The first free item's explicit count, which becomes the sandwich count in "two ham sandwiches". */
  leadingCount?: number;
  /** Who it is for, one per copy or one for all (read-build-owner.ts): a label, never a layer. */
  owners?: string[];
}

/** Reads the word (`span`, at `index`) into the build and returns the last index it read, or passes (undefined). */
export type BuildReader = (build: BuildReading, index: number, span: Span) => number | undefined;

/** A free layer list: no recipe, learned build or sandwich noun (yet). */
export const isOpen = (spec: BuildSpec | null) =>
  spec !== null && !spec.recipe && !spec.learned && !spec.generic;

/** An empty generic product, only a header ("make three sandwiches: a BLT, …"). */
export const isHeader = (spec: BuildSpec | null | undefined): boolean =>
  Boolean(spec?.generic && spec.items.length === 0 && spec.operations.length === 0);

/** The first index from `from`, going `by` (1 or -1), whose word is not one of `words`. */
export function skipWords(spans: Span[], from: number, words: RegExp | ReadonlySet<string>, by = 1): number {
  const skips = (text: string) => (words instanceof RegExp ? words.test(text) : words.has(text));
  let at = from;
  while (at >= 0 && at < spans.length && skips(spans[at].text)) at += by;
  return at;
}

/** A build clause read word by word: the sandwiches so far, the one words now change, what waits for the next. */
export class BuildReading {
  readonly specs: BuildSpec[] = [];
  readonly notes: string[] = [];
  readonly unknownItems: string[] = [];
  readonly unplaced: string[] = [];
  readonly named: string[] = [];
  /** Words a construction read that name nothing ("wants" of "Mia wants a club"). */
  readonly talk: string[] = [];
  /** The words a reader read (construction words among them are accounted for, words.ts). */
  readonly read: string[] = [];
  /** Owners said before their product ("for my daughter: …", "Mia wants …"): the next product's. */
  pendingOwners: string[] = [];
  /** A product was said as not wanted ("Tom doesn't want the classic"): the clause is read, not empty. */
  unwanted = false;
  /** Variety-and-item pairs that may be two layers run together ("cheddar cheese"). */
  readonly ambiguous: string[] = [];
  /** A recipe said bare by its fillings ("bacon lettuce and tomato"): the recipe, or those layers? */
  recipeOrLayers: { recipe: string; words: string } | null = null;
  /** A word the build cannot read safely asks this, whatever else the clause says. */
  question: { question: string; summary: string } | null = null;
  current: BuildSpec | null = null;
  /** What the next item named does: a layer, or one side of a recipe edit. */
  mode: "none" | "add" | "remove" | "double" | "swap" | "substitute" | "instead" | "plain" = "none";
  doubleTimes = 2;
  /** The words of an edit still open: a doubling, removal or swap that named no item, or a swap with one side. */
  openEdit: string | null = null;
  pendingCount: number | null = null;
  pendingZones: string[] = [];
  swapFirst: string | null = null;
  lastAdded: { spec: BuildSpec; item: string; fromOperation: boolean } | null = null;
  fuzzy = 0;
  /** "both", "each" after a list of products: the list an edit applies to. */
  shared: SharedEdit | null = null;
  declaredCount: number | null = null;
  /** Where the edits said last begin (read-build-target.ts): the product they went to, and its first. */
  segment: { spec: BuildSpec; from: number } | null = null;
  /** "from left to right": the zones the products go on, in order (read-build-scope.ts). */
  zoneOrder: { zones: string[]; words: string[] } | null = null;
  /** Every zone was said as a set ("every zone", "everywhere"): zones may be left out of it. */
  zoneSet = false;

  constructor(
    readonly spans: Span[],
    readonly context: InterpretContext,
  ) {}

  text = (at: number): string | undefined => this.spans[at]?.text;
  /** What a word of the cell stands for, of one kind. */
  phraseTag = <K extends LexiconTag["kind"]>(word: string, kind: K) =>
    tagOf({ tags: this.context.lexicon.phrases.get(word) ?? [] }, kind);
  /** A clause that asks, with the notes so far. */
  ask = (question: string, summary: string) => askClause(question, summary, this.notes);
  currentSpec = (): BuildSpec => this.current ?? this.newSpec({});

  newSpec(fields: Partial<BuildSpec>): BuildSpec {
    const zones = this.pendingZones;
    const fresh = { generic: false, items: [], operations: [], count: this.pendingCount ?? 1, zones };
    // Assigned, not spread: in V8 (Node 20) each key added to a spread copy takes the slow path.
    const spec: BuildSpec = Object.assign(fresh, { zoneHeads: zones.length > 0 }, fields);
    if (this.pendingOwners.length > 0) spec.owners = this.pendingOwners;
    this.pendingOwners = [];
    this.pendingCount = null;
    this.pendingZones = [];
    this.specs.push(spec);
    this.current = spec;
    this.segment = { spec, from: 0 };
    this.mode = "none";
    return spec;
  }

  makeGeneric(spec: BuildSpec) {
    spec.generic = true;
    if (spec.leadingCount !== undefined) {
      const first = spec.items[0];
      spec.count = spec.leadingCount;
      let extra = spec.leadingCount - 1;
      spec.items = spec.items.filter((entry) => !(entry === first && extra-- > 0));
      spec.leadingCount = undefined;
    }
  }

  undoLastAdded() {
    const last = this.lastAdded;
    if (last?.fromOperation) last.spec.operations.pop();
    else if (last) {
      const at = last.spec.items.lastIndexOf(last.item);
      if (at >= 0) last.spec.items.splice(at, 1);
    }
  }

  recipeLayers = (name: string) =>
    this.context.cell.file.recipes.find((recipe) => recipe.name === name)?.layers ?? [];

  /** The recipe an item is named like ("the cheese one"), if any. */
  recipeNamed = (item: string) => this.context.cell.file.recipes.find((recipe) => recipe.name === item)?.name;

  learnedLayers(name: string): string[] | null {
    const composite = this.context.memory.composites.find((entry) => entry.name === name);
    if (!composite || !layersOnly(composite.sequence)) return null;
    const layers = layersOf(composite.sequence);
    return layers.length > 0 ? layers : null;
  }
}
