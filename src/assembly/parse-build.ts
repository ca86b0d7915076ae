import { applyOperations, wrapInOuter } from "./apply-operations.js";
import { VERBS } from "./words.js";
import { BuildReading, isHeader, isOpen, type BuildReader, type BuildSpec } from "./build-reading.js";
import { clauseDone, step } from "./interpret-context.js";
import type { ClauseResult, InterpretContext } from "./interpret-context.js";
import type { Span } from "./lexicon.js";
import { placeLayers } from "./place-layers.js";
import { readEditWord, readLayerPlace, readModifier, readAsItIs } from "./read-build-edits.js";
import { readCount } from "./read-build-count.js";
import {
  readBetween,
  readEverything,
  readLayerItem,
  readOnTopOf,
  readPlaceVerb,
  readVariety,
} from "./read-build-layers.js";
import { readBothEnds, readOuterWhole, readSpelledOut } from "./read-build-outer.js";
import {
  readAnother,
  readContrastedRecipe,
  readLearned,
  readListedRecipe,
  readProduct,
  readRecipe,
} from "./read-build-product.js";
import {
  joinZones,
  readBeside,
  readZone,
  readZoneExclusion,
  readZoneOrder,
  readZoneSet,
  spreadOverZones,
} from "./read-build-scope.js";
import { readTarget, shareEdits } from "./read-build-target.js";
import { readOwner } from "./read-build-owner.js";
import { readReason, readReasonAfterEdit } from "./read-build-reason.js";
import { readVerbOfItem } from "./read-build-verb.js";
import { readEndOfProduct } from "./read-build-end.js";
import { readDescribed } from "./read-build-described.js";
import { readEachSide } from "./read-build-sides.js";
import { onePerProduct } from "./ordinal-zones.js";
import { readUnknownWord, unknownItemResult } from "./read-build-unknown.js";

/** The readers in the order each word is offered to them: the first that reads it has it. */
const READERS: BuildReader[] = [
  readDescribed,
  readEachSide,
  readTarget,
  readReason,
  readReasonAfterEdit,
  readOwner,
  readCount,
  readBothEnds,
  readLayerPlace,
  readEndOfProduct,
  readLearned,
  readListedRecipe,
  readContrastedRecipe,
  readZoneExclusion,
  readRecipe,
  readProduct,
  readOnTopOf,
  readPlaceVerb,
  readOuterWhole,
  readSpelledOut,
  readVariety,
  readVerbOfItem,
  readLayerItem,
  readZoneOrder,
  readZone,
  readBeside,
  readModifier,
  readEverything,
  readBetween,
  // Also "and" and ",", which no reader after it reads.
  readEditWord,
  readZoneSet,
  readAnother,
  readAsItIs,
  readUnknownWord,
];

/**
 * The build grammar: recipes (and learned layer composites) with modifiers, generic sandwiches
 * with fillings, free layer lists, counts and zones. Returns null when the clause builds nothing.
 */
export function parseBuild(spans: Span[], context: InterpretContext): ClauseResult | null {
  const build = new BuildReading(spans, context);
  for (let index = 0; index < spans.length; index++) {
    if (spans[index].fuzzy) build.fuzzy++;
    for (const read of READERS) {
      const last = read(build, index, spans[index]);
      if (last !== undefined) {
        // An unknown word is not understood by being named back: it is no reading.
        if (read !== readUnknownWord)
          for (const span of spans.slice(index, last + 1)) build.read.push(...span.text.split(" "));
        index = last;
        break;
      }
    }
  }
  return finishBuild(build);
}

/** The sandwiches read, as steps: placed in their zones, or an edit of the live stack — or a question. */
function finishBuild(build: BuildReading): ClauseResult | null {
  const { declaredCount } = build;
  // "you make veggie, but cheese double", "instead the tomato": an edit left open is not applied.
  if (build.openEdit) build.unplaced.push(...build.openEdit.split(" "));
  // "a club and a classic, both …" with no edit after it, or another product after it: asked.
  if (!shareEdits(build)) {
    const said = build.shared!.words.join(" ");
    const listed = build.shared!.specs.map((spec) => spec.recipe ?? spec.learned ?? "sandwich").join(" and ");
    return build.ask(
      `What should "${said}" of the ${listed} have? Say the change for each.`,
      `"${said}" unclear`,
    );
  }
  // "make three sandwiches: a BLT, a veggie and a cheese": an empty generic is only a header.
  const named = build.specs.filter((spec) => !isHeader(spec));
  const specs = named.length > 0 ? named : build.specs.slice(0, 1);
  // "two sandwich classic", "make two sandwiches, classic": a counted header of one recipe counts it.
  const [counted] = build.specs;
  if (named.length === 1 && counted !== named[0] && isHeader(counted) && named[0].count === 1)
    named[0].count = counted.count;
  // "four sandwiches: a club, a blt and a veggie": a header whose count the list does not meet.
  const listedCount = named.reduce((sum, spec) => sum + Math.max(spec.count, spec.zones.length), 0);
  // "two sandwiches on the left and right: a blt and a club": the header's zones, one per product
  // in the order said; zones that do not pair up with the products are asked about.
  const whereUnclear = () =>
    build.ask(`Which ${build.context.cell.file.product.noun} goes where?`, "zones unclear");
  if (named.length > 0 && counted !== named[0] && isHeader(counted) && counted.zones.length > 0)
    if (!dealZones(counted.zones, named)) return whereUnclear();
  // "on the left and right a blt and a club": zones listed before products listed, one each.
  for (const [at, spec] of named.entries()) {
    if (!spec.zoneHeads || spec.zones.length < 2 || spec.count !== 1) continue;
    const after = named.slice(at + 1);
    const zoned = after.findIndex((other) => other.zones.length > 0);
    const unzoned = zoned < 0 ? after : after.slice(0, zoned);
    if (unzoned.length > 0 && !dealZones(spec.zones.splice(0), [spec, ...unzoned])) return whereUnclear();
  }
  const countedHeader = counted !== undefined && isHeader(counted) && counted.count > 1;
  if (named.length > 1 && counted !== named[0] && countedHeader && counted.count !== listedCount)
    return build.ask(
      `You said ${counted.count} but named ${listedCount}. Which should I make?`,
      `${counted.count} or ${listedCount}`,
    );
  if (build.unknownItems.length > 0) return unknownItemResult(build.unknownItems, build.context);
  if (build.question) return build.ask(build.question.question, build.question.summary);
  if (specs.length === 0)
    return build.unwanted
      ? Object.assign(clauseDone([], ""), { names: build.named, talk: build.talk, read: build.read })
      : null;
  if (build.recipeOrLayers) {
    const { recipe, words } = build.recipeOrLayers;
    const layers = build.recipeLayers(recipe).join(", ");
    const question = `Do you mean a ${recipe} ${build.context.cell.file.product.noun} (${layers}), or only the layers ${words}?`;
    return build.ask(question, `"${recipe}" or the layers ${words}`);
  }
  const listed = specs.reduce((sum, spec) => sum + spec.items.length, 0);
  // "only two layers, swiss cheese and ham": the count says how the words pair up.
  const [pair] = build.ambiguous;
  if (pair !== undefined && listed !== declaredCount) {
    const question = `Is "${pair}" one layer or two? Say the layers with commas ("${pair.replace(" ", ", ")}" for two).`;
    return build.ask(question, `"${pair}": one layer or two`);
  }
  joinZones(specs[specs.length - 1], build.pendingZones);
  const [only] = specs;
  // "no tomato", "swap the lettuce for spinach" with no sandwich named: change the live stack.
  const { operations } = only;
  const editsOnly = specs.length === 1 && isOpen(only) && only.items.length === 0 && operations.length > 0;
  if (editsOnly && operations.every((o) => o.kind === "remove" || o.kind === "swap"))
    return changeLiveStack(build, only);
  if (declaredCount !== null && specs.every(isOpen) && listed !== declaredCount) {
    const question = `You said ${declaredCount} layers but listed ${listed}. Which layers should I stack?`;
    return build.ask(question, `${declaredCount} layers`);
  }
  onePerProduct(specs);
  if (!spreadOverZones(build, specs)) build.unplaced.push(...build.zoneOrder!.words);
  return placeSpecs(build, specs);
}

/** Zones said once for a run of products, one each in the order said; false when they do not pair up. */
function dealZones(zones: string[], products: BuildSpec[]): boolean {
  if (zones.length !== products.length || products.some((spec) => spec.zones.length > 0 || spec.count > 1))
    return false;
  products.forEach((spec, at) => spec.zones.push(zones[at]));
  return true;
}

function changeLiveStack(build: BuildReading, spec: BuildSpec): ClauseResult {
  const { cell, scene } = build.context;
  const stack = scene.stacks[scene.active_zone] ?? [];
  const changed = applyOperations(stack, spec.operations, [], cell.outerItem);
  if (stack.length === 0 || changed.join() === stack.join()) {
    const question = `There is nothing like that on ${scene.active_zone} to change${stack.length ? ` (it holds ${stack.join(", ")})` : " — it is empty"}. Which ${cell.file.product.noun} do you mean?`;
    return build.ask(question, "change a stack");
  }
  const rebuild = [step("clear_assembly"), ...changed.map((item) => step("add_layer", { item }))];
  const summary = `rebuild ${scene.active_zone} as ${changed.join(", ")}`;
  return { ...clauseDone(rebuild, summary, 0.8), notes: build.notes, read: build.read };
}

/** Layers per sandwich, then placements: one per sandwich, each in a zone. */
function placeSpecs(build: BuildReading, specs: BuildSpec[]): ClauseResult {
  const { notes, context } = build;
  const { cell } = context;
  const { noun } = cell.file.product;
  const placements: Array<{ zone: string | null; layers: string[]; label: string }> = [];
  for (const spec of specs) {
    const base = spec.recipe
      ? [...build.recipeLayers(spec.recipe)]
      : spec.learned
        ? [...(build.learnedLayers(spec.learned) ?? [])]
        : spec.generic
          ? wrapInOuter(spec.items, cell.outerItem)
          : [...spec.items];
    if (spec.generic && spec.items.length === 0 && spec.operations.every((o) => o.kind === "remove")) {
      const example = cell.file.recipes[0]?.layers.join(", ") ?? cell.itemNames.join(", ");
      const recipes = cell.file.recipes.map((r) => r.name).join(", ");
      const question = `Which ${noun} should I make? I know ${recipes} — or tell me the layers (for example "${example}").`;
      return build.ask(question, `a ${noun} without saying which`);
    }
    const layers = applyOperations(base, spec.operations, notes, cell.outerItem);
    if (layers.length === 0)
      return build.ask("That leaves nothing to stack. What should I put on?", "nothing to stack");
    const label = spec.recipe ?? spec.learned?.replace(/_/g, " ") ?? (spec.generic ? noun : "layers");
    // "make 2 classics on the right": a zone holds one product, and where the others go was not
    // said; "two clubs, one per zone": more zones than products, which stays empty was not either.
    if (spec.zones.length > 0 && spec.count > 1 && spec.count !== spec.zones.length) {
      const zones = spec.zones.join(" and ");
      const named = spec.count > spec.zones.length ? `only ${zones}` : `${zones}`;
      const question = `I put one ${noun} on each zone, and you named ${named} for ${spec.count} × ${label}. Which zones should they go on?`;
      return build.ask(question, `${spec.count} ${label} on ${zones}`);
    }
    const copies = Math.max(spec.count, spec.zones.length);
    const owners = spec.owners ?? [];
    // "three BLTs: me, my wife and our son": one each; said of fewer or more, whose is whose is not said.
    if (owners.length > 1 && owners.length !== copies)
      build.unplaced.push(...owners.join(" ").toLowerCase().split(" "));
    const owner = (k: number) => (owners.length === copies ? owners[k] : owners.join(" and "));
    for (let k = 0; k < copies; k++) {
      const labelled = owners.length > 0 ? `${label} for ${owner(k)}` : label;
      placements.push({ zone: spec.zones[k] ?? null, layers, label: labelled });
    }
  }
  const listed = specs.some((spec) => spec.generic || (!spec.recipe && !spec.learned));
  const verbless = !build.spans.some((span) => VERBS.has(span.text));
  const placed = placeLayers(placements, context, notes, build.fuzzy, listed, verbless);
  return Object.assign(placed, {
    unplaced: build.unplaced,
    names: build.named,
    talk: build.talk,
    read: build.read,
  }); // not spread: see newSpec
}
