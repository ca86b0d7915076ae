import type { Operation } from "./apply-operations.js";
import { layersOnly, type InterpretContext } from "./interpret-context.js";
import type { Span } from "./lexicon.js";

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
  /** The first free item's explicit count, which becomes the sandwich count in "two ham sandwiches". */
  leadingCount?: number;
}

/** What the next item named does: a layer, or one side of a recipe edit. */
export type BuildMode = "none" | "add" | "remove" | "double" | "swap" | "substitute" | "instead";

/** A free layer list: no recipe, no learned build and no sandwich noun yet. */
export const isOpen = (spec: BuildSpec | null) =>
  spec !== null && !spec.recipe && !spec.learned && !spec.generic;

/** The first index from `from`, going `by` (1 or -1), whose word is not one of `words`. */
export function skipWords(spans: Span[], from: number, words: RegExp | ReadonlySet<string>, by = 1): number {
  const skips = (text: string) => (words instanceof RegExp ? words.test(text) : words.has(text));
  let at = from;
  while (at >= 0 && at < spans.length && skips(spans[at].text)) at += by;
  return at;
}

/**
 * A build clause read word by word: the sandwiches named so far, the one the words now change, and
 * what waits for the next sandwich (a count, zones). The readers (`read-build-*.ts`) change it.
 */
export class BuildReading {
  readonly specs: BuildSpec[] = [];
  readonly notes: string[] = [];
  /** The account of the words: unknown ingredients, words placed nowhere, names the cell does not have. */
  readonly unknownItems: string[] = [];
  readonly unplaced: string[] = [];
  readonly named: string[] = [];
  /** Variety-and-item pairs that may be two layers run together ("cheddar cheese"). */
  readonly ambiguous: string[] = [];
  current: BuildSpec | null = null;
  mode: BuildMode = "none";
  doubleTimes = 2;
  pendingCount: number | null = null;
  pendingZones: string[] = [];
  swapFirst: string | null = null;
  lastAdded: { spec: BuildSpec; item: string; fromOperation: boolean } | null = null;
  fuzzy = 0;
  /** "only two layers, …": how many layers the list should have. */
  declaredCount: number | null = null;

  constructor(
    readonly spans: Span[],
    readonly context: InterpretContext,
  ) {}

  text(at: number): string | undefined {
    return this.spans[at]?.text;
  }

  /** A new sandwich: it takes the count and zones said for it, and the words after it change it. */
  newSpec(fields: Partial<BuildSpec>): BuildSpec {
    const spec: BuildSpec = {
      generic: false,
      items: [],
      operations: [],
      count: this.pendingCount ?? 1,
      zones: this.pendingZones,
      zoneHeads: this.pendingZones.length > 0,
      ...fields,
    };
    this.pendingCount = null;
    this.pendingZones = [];
    this.specs.push(spec);
    this.current = spec;
    this.mode = "none";
    return spec;
  }

  currentSpec(): BuildSpec {
    return this.current ?? this.newSpec({});
  }

  /** The layer list becomes a sandwich's fillings; "two ham sandwiches": the first count is the sandwiches'. */
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
    if (!last) return;
    if (last.fromOperation) last.spec.operations.pop();
    else {
      const at = last.spec.items.lastIndexOf(last.item);
      if (at >= 0) last.spec.items.splice(at, 1);
    }
  }

  recipeLayers(name: string): string[] {
    return this.context.cell.file.recipes.find((recipe) => recipe.name === name)?.layers ?? [];
  }

  /** A learned build's layers, or null when it is not only layers. */
  learnedLayers(name: string): string[] | null {
    const composite = this.context.memory.composites.find((entry) => entry.name === name);
    if (!composite || !layersOnly(composite.sequence)) return null;
    const layers = composite.sequence
      .filter((s) => s.instruction === "add_layer")
      .map((s) => String(s.params.item));
    return layers.length > 0 ? layers : null;
  }
}

/** Reads the word at `index` into the build, or passes (undefined); returns the last index it read. */
export type BuildReader = (build: BuildReading, index: number) => number | undefined;
