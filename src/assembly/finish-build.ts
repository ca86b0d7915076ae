import { applyOperations, wrapInOuter } from "./apply-operations.js";
import { isOpen, type BuildReading, type BuildSpec } from "./build-reading.js";
import { askClause, clauseDone, step, type ClauseResult } from "./interpret-context.js";
import { placeLayers } from "./place-layers.js";
import { joinZones } from "./read-build-scope.js";
import { unknownItemResult } from "./read-build-unknown.js";

/**
 * A build clause read to its end, turned into steps: each sandwich's layers placed in its zones, an
 * edit of the live stack when no sandwich was named, or the question the words leave open.
 */
export function finishBuild(build: BuildReading): ClauseResult | null {
  const { specs, notes, declaredCount } = build;
  // "make three sandwiches: a BLT, a veggie and a cheese": the empty generic is only a header.
  for (let at = specs.length - 1; at >= 0; at--) {
    const spec = specs[at];
    if (specs.length > 1 && spec.generic && spec.items.length === 0 && spec.operations.length === 0)
      specs.splice(at, 1);
  }
  if (build.unknownItems.length > 0) return unknownItemResult(build.unknownItems, build.context);
  if (specs.length === 0) return null;
  const listed = specs.reduce((sum, spec) => sum + spec.items.length, 0);
  // "only two layers, swiss cheese and ham": the count says how the words pair up.
  if (build.ambiguous.length > 0 && listed !== declaredCount) {
    const [pair] = build.ambiguous;
    return askClause(
      `Is "${pair}" one layer or two? Say the layers with commas ("${pair.replace(" ", ", ")}" for two).`,
      `"${pair}": one layer or two`,
      notes,
    );
  }
  joinZones(specs[specs.length - 1], build.pendingZones);
  const [only] = specs;
  // "no tomato", "swap the lettuce for spinach" with no sandwich named: change the live stack.
  if (
    specs.length === 1 &&
    isOpen(only) &&
    only.items.length === 0 &&
    only.operations.length > 0 &&
    only.operations.every((o) => o.kind === "remove" || o.kind === "swap")
  )
    return changeLiveStack(build, only);
  if (declaredCount !== null && specs.every(isOpen) && listed !== declaredCount) {
    return askClause(
      `You said ${declaredCount} layers but listed ${listed}. Which layers should I stack?`,
      `${declaredCount} layers`,
      notes,
    );
  }
  return placeSpecs(build);
}

function changeLiveStack(build: BuildReading, spec: BuildSpec): ClauseResult {
  const { cell, scene } = build.context;
  const stack = scene.stacks[scene.active_zone] ?? [];
  const changed = applyOperations(stack, spec.operations, [], cell.outerItem);
  if (stack.length === 0 || changed.join() === stack.join()) {
    return askClause(
      `There is nothing like that on ${scene.active_zone} to change${stack.length ? ` (it holds ${stack.join(", ")})` : " — it is empty"}. Which ${cell.file.product.noun} do you mean?`,
      "change a stack",
      build.notes,
    );
  }
  const rebuild = [step("clear_assembly"), ...changed.map((item) => step("add_layer", { item }))];
  return {
    ...clauseDone(rebuild, `rebuild ${scene.active_zone} as ${changed.join(", ")}`, 0.8),
    notes: build.notes,
  };
}

/** Layers per sandwich, then placements: one per sandwich, each in a zone. */
function placeSpecs(build: BuildReading): ClauseResult {
  const { specs, notes, context } = build;
  const { cell } = context;
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
      return askClause(
        `Which ${cell.file.product.noun} should I make? I know ${cell.file.recipes.map((r) => r.name).join(", ")} — or tell me the layers (for example "${cell.file.recipes[0]?.layers.join(", ") ?? cell.itemNames.join(", ")}").`,
        `a ${cell.file.product.noun} without saying which`,
        notes,
      );
    }
    const layers = applyOperations(base, spec.operations, notes, cell.outerItem);
    if (layers.length === 0)
      return askClause("That leaves nothing to stack. What should I put on?", "nothing to stack", notes);
    const label =
      spec.recipe ?? spec.learned?.replace(/_/g, " ") ?? (spec.generic ? cell.file.product.noun : "layers");
    const copies = Math.max(spec.count, spec.zones.length);
    for (let k = 0; k < copies; k++) placements.push({ zone: spec.zones[k] ?? null, layers, label });
  }
  const anyListed = specs.some((spec) => spec.generic || (!spec.recipe && !spec.learned));
  const placed = placeLayers(placements, context, notes, build.fuzzy, anyListed);
  return { ...placed, unplaced: build.unplaced, names: build.named };
}
