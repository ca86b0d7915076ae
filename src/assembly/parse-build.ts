import { wordSet } from "../understand/word-set.js";
import {
  askClause,
  clauseDone,
  step,
  type ClauseResult,
  type InterpretContext,
} from "./interpret-context.js";
import { tagOf, type Span } from "./lexicon.js";
import { applyOperations, wrapInOuter } from "./apply-operations.js";
import { placeLayers } from "./place-layers.js";
import { ITEM_LEAD_INS } from "./words.js";

/**
 * The build grammar: recipes (and learned layer composites) with modifiers, generic sandwiches
 * with fillings, free layer lists, counts and zones. Returns null when the clause builds nothing.
 */
export type Operation =
  | { kind: "remove"; item: string }
  | { kind: "double"; item: string; times: number }
  | { kind: "add"; item: string; times: number }
  | { kind: "swap"; from: string; to: string };

interface Spec {
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

/** Words that repeat the layer just named. */
const REPEAT_WORDS: Record<string, number> = { twice: 2, thrice: 3 };

const ADD_VERBS = wordSet(`
  add put place stack layer with plus use include top extra more grab get want need give
  throw toss also and pile lay
`);

export function parseBuild(spans: Span[], context: InterpretContext): ClauseResult | null {
  const { cell } = context;
  // Words the dialect knows (grammar, "unless", its own words) never name a missing ingredient.
  const known = context.lexicon.words.fixed;
  const unknownWord = (span: Span) =>
    span.tags.length === 0 && !known.has(span.text) && /^[a-z]{3,}$/.test(span.text);
  const recipeLayers = (name: string) =>
    cell.file.recipes.find((recipe) => recipe.name === name)?.layers ?? [];
  const learnedLayers = (name: string): string[] | null => {
    const composite = context.memory.composites.find((entry) => entry.name === name);
    if (!composite) return null;
    if (
      !composite.sequence.every((s) => s.instruction === "add_layer" || s.instruction === "set_active_zone")
    )
      return null;
    const layers = composite.sequence
      .filter((s) => s.instruction === "add_layer")
      .map((s) => String(s.params.item));
    return layers.length > 0 ? layers : null;
  };

  const specs: Spec[] = [];
  const notes: string[] = [];
  const unknownItems: string[] = [];
  let current = null as Spec | null;
  let mode: "none" | "add" | "remove" | "double" | "swap" | "substitute" | "instead" = "none";
  let doubleTimes = 2;
  let pendingCount: number | null = null;
  let pendingZones: string[] = [];
  let swapFirst: string | null = null;
  let lastAdded: { spec: Spec; item: string; fromOperation: boolean } | null = null;
  let fuzzy = 0;
  let declaredCount: number | null = null;
  const unplaced: string[] = [];
  const named: string[] = [];
  const ambiguous: string[] = [];

  const newSpec = (fields: Partial<Spec>): Spec => {
    const spec: Spec = {
      generic: false,
      items: [],
      operations: [],
      count: pendingCount ?? 1,
      zones: pendingZones,
      zoneHeads: pendingZones.length > 0,
      ...fields,
    };
    pendingCount = null;
    pendingZones = [];
    specs.push(spec);
    current = spec;
    mode = "none";
    return spec;
  };
  const isOpen = (spec: Spec | null) => spec !== null && !spec.recipe && !spec.learned && !spec.generic;

  for (let index = 0; index < spans.length; index++) {
    const span = spans[index];
    const previous = spans[index - 1]?.text;
    const next = spans[index + 1]?.text;
    if (span.fuzzy) fuzzy++;
    const recipe = tagOf(span, "recipe");
    const learned = tagOf(span, "learned");
    const item = tagOf(span, "item");
    const zone = tagOf(span, "zone");
    const modifier = tagOf(span, "modifier");

    const repeat = REPEAT_WORDS[span.text] ?? (next === "times" || next === "x" ? span.number : undefined);
    if (repeat !== undefined) {
      // "cheese twice", "meat 3 times": the layer just named, that many times ("a cheese sandwich
      // twice" names no layer last).
      if (lastAdded && tagOf(spans[index - 1], "item")) {
        const times = Math.max(1, Math.round(repeat));
        if (lastAdded.fromOperation) {
          const operation = lastAdded.spec.operations.at(-1);
          if (operation && (operation.kind === "add" || operation.kind === "double")) operation.times = times;
        } else {
          for (let k = 1; k < times; k++) lastAdded.spec.items.push(lastAdded.item);
        }
      } else unplaced.push(span.text, "times"); // "make a classic twice": no layer to repeat
      if (span.number !== undefined) index++;
      continue;
    }
    if (span.number !== undefined) {
      if (/^(cm|mm|s|sec|seconds?)$/.test(next ?? "")) continue;
      if (/^(layers|items|ingredients|things|tiles)$/.test(next ?? "") && spans[index + 2]?.text !== "of") {
        // "only two layers, bread and tomato": a count of the list that follows, not a multiplier.
        declaredCount = span.number;
        index++;
        continue;
      }
      pendingCount = span.number;
      continue;
    }
    if (learned && learnedLayers(learned.name) && !(item && isOpen(current))) {
      newSpec({ learned: learned.name });
      continue;
    }
    const listedRecipe =
      item &&
      !recipe &&
      (previous === "a" || previous === "an") &&
      /^(and|,)$/.test(spans[index - 2]?.text ?? "") &&
      current &&
      (current.recipe || current.generic)
        ? cell.file.recipes.find((entry) => entry.name === item.item)
        : undefined;
    if (listedRecipe) {
      // "a BLT, a veggie and a cheese": in a list of sandwiches an item named like a recipe is that recipe.
      newSpec({ recipe: listedRecipe.name });
      continue;
    }
    if (recipe && !(item && mode !== "none" && current)) {
      const lastWord = span.text.split(" ").at(-1)!;
      const endsWithProduct =
        span.text.includes(" ") &&
        (/^(one|ones)$/.test(lastWord) ||
          Boolean(context.lexicon.phrases.get(lastWord)?.some((tag) => tag.kind === "product")));
      if (
        current &&
        isOpen(current) &&
        current.items.length > 0 &&
        endsWithProduct &&
        (previous === "and" || previous === "," || tagOf(spans[index - 1], "item"))
      ) {
        // "a ham and cheese sandwich": the recipe word is one more filling of a generic sandwich.
        const fillings = recipeLayers(recipe.recipe).filter(
          (layer, position, all) =>
            !(layer === cell.outerItem && (position === 0 || position === all.length - 1)),
        );
        current.items.push(...fillings);
        makeGeneric(current);
        continue;
      }
      const carried = current && isOpen(current) && current.items.length === 0 ? current : null;
      const leading = mode === "double" ? leadingItem(span.text) : null;
      const times = doubleTimes;
      if (carried) specs.splice(specs.indexOf(carried), 1);
      const spec = newSpec({
        recipe: recipe.recipe,
        operations: carried ? [...carried.operations] : [],
        zones: [...(carried?.zones ?? []), ...pendingZones],
      });
      // "triple cheese sandwich": the modifier before the recipe applies to the item that names it.
      if (leading) spec.operations.push({ kind: "double", item: leading, times });
      continue;
    }
    if (tagOf(span, "product")) {
      if (current && isOpen(current) && current.items.length > 0) makeGeneric(current);
      else if (
        current &&
        (current.recipe || current.learned || current.generic) &&
        previous !== "and" &&
        previous !== "," &&
        !/^(another|more)$/.test(previous ?? "") &&
        pendingCount === null
      ) {
        // "a BLT sandwich": the noun only repeats the recipe.
      } else newSpec({ generic: true });
      continue;
    }
    const before = spans
      .slice(Math.max(0, index - 3), index)
      .map((s) => s.text)
      .join(" ");
    if (
      item &&
      /\b(top of|top of the|onto|onto the|above|above the|on top of the|over the)$/.test(before) &&
      current
    ) {
      // "put the tomato on top of the cheese": the cheese is where, not what.
      continue;
    }
    if (
      item &&
      tagOf(spans[index - 1], "item")?.item === item.item &&
      span.text.startsWith(item.item) &&
      !spans[index - 1].text.startsWith(item.item)
    ) {
      // "roma tomatoes", "cheddar cheese": a variety, then the item's own name, is one layer —
      // unless a comma may have been lost between them ("cheddar cheese cheddar", "toast bread and ham").
      if ((mode === "none" || mode === "add") && mayBeTwoLayers(spans, index - 1, index))
        ambiguous.push(`${spans[index - 1].text} ${span.text}`);
      continue;
    }
    if (item && !(zone && isZoneContext(spans, index))) {
      const count = pendingCount;
      pendingCount = null;
      if (mode === "remove") {
        ensureSpec().operations.push({ kind: "remove", item: item.item });
        continue;
      }
      if (mode === "swap" || mode === "substitute") {
        if (swapFirst === null) {
          swapFirst = item.item;
        } else {
          const [from, to] = mode === "swap" ? [swapFirst, item.item] : [item.item, swapFirst];
          ensureSpec().operations.push({ kind: "swap", from, to });
          swapFirst = null;
          mode = "none";
        }
        continue;
      }
      if (mode === "instead") {
        if (lastAdded) {
          undoLastAdded();
          lastAdded.spec.operations.push({ kind: "swap", from: item.item, to: lastAdded.item });
        } else notes.push(`I did not catch what should replace the ${item.item}`);
        lastAdded = null;
        mode = "none";
        continue;
      }
      const joiner = spans
        .slice(0, index)
        .map((s) => s.text)
        .filter((text) => !ITEM_LEAD_INS.has(text))
        .at(-1);
      const zonedList =
        current !== null &&
        isOpen(current) &&
        current.zones.length > 0 &&
        !current.zoneHeads &&
        (joiner === "and" || joiner === ",");
      const spec = zonedList ? newSpec({}) : current && !isOpen(current) ? current : (current ?? newSpec({}));
      if (!isOpen(spec)) {
        const times = mode === "double" ? (count ?? doubleTimes) : (count ?? 1);
        spec.operations.push({ kind: mode === "double" ? "double" : "add", item: item.item, times });
        lastAdded = { spec, item: item.item, fromOperation: true };
        if (mode === "double") mode = "add";
        continue;
      }
      const times = mode === "double" ? (count ?? doubleTimes) : (count ?? 1);
      if (spec.items.length === 0 && count !== null) spec.leadingCount = count;
      for (let k = 0; k < times; k++) spec.items.push(item.item);
      lastAdded = { spec, item: item.item, fromOperation: false };
      if (mode === "double") mode = "add";
      continue;
    }
    if (zone && isZoneContext(spans, index)) {
      addZones([zone.zone], index);
      continue;
    }
    const sideWord =
      tagOf(span, "direction") && /^(to|on) the (left|right)$|^(left|right)$/.test(span.text)
        ? span.text.split(" ").at(-1)!
        : null;
    const sideZone = sideWord
      ? context.lexicon.phrases.get(sideWord)?.find((tag) => tag.kind === "zone")
      : undefined;
    if (sideZone?.kind === "zone") {
      // "a cheese sandwich to the left": in a build, a side is a zone.
      addZones([sideZone.zone], index);
      continue;
    }
    if (modifier) {
      if (modifier.modifier === "remove") {
        if (modifier.word === "not" && next === "too") continue;
        mode = "remove";
      } else if (modifier.modifier === "double") {
        mode = "double";
        doubleTimes = modifier.word === "triple" ? 3 : 2;
      } else if (modifier.modifier === "swap") {
        if (/^(instead of|rather than|in place of)$/.test(modifier.word)) mode = "instead";
        else {
          mode = modifier.word === "substitute" ? "substitute" : "swap";
          swapFirst = null;
        }
      } else if ((mode === "swap" || mode === "substitute") && swapFirst !== null) {
        // "replace the cheese with ham": "with" continues the swap.
      } else if (!(mode === "remove" && (span.text === "and" || span.text === ","))) {
        mode = "add";
      }
      continue;
    }
    const word = span.text;
    if (
      word === "everything" ||
      (word === "all" &&
        /^(the|of|ingredients|items|toppings|fillings|5)$/.test(next ?? "") &&
        spans
          .slice(index + 1, index + 4)
          .some((s) => /^(ingredients|items|toppings|fillings|5)$/.test(s.text)))
    ) {
      // "a sandwich with everything": every filling; a free list of "everything" is every item once.
      const spec = current ?? newSpec({});
      if (isOpen(spec)) spec.items.push(...cell.itemNames.filter((name) => !spec.items.includes(name)));
      else
        for (const name of cell.itemNames.filter((name) => name !== cell.outerItem))
          spec.operations.push({ kind: "add", item: name, times: 1 });
      while (
        index + 1 < spans.length &&
        /^(the|of|ingredients|items|toppings|fillings|5|you have)$/.test(spans[index + 1].text)
      )
        index++;
      continue;
    }
    if (word === "instead") {
      mode = "instead";
      continue;
    }
    if (word === "but" || word === "except") {
      mode = word === "except" ? "remove" : "none";
      continue;
    }
    const zoneNoun = /^(zone|zones|stack|stacks|station|stations|spot|spots|area|areas|fixture|fixtures)$/;
    if (
      word === "everywhere" ||
      (/^(all|every|each)$/.test(word) &&
        spans.slice(index + 1, index + 4).some((s) => zoneNoun.test(s.text) || s.text === "3"))
    ) {
      addZones([...cell.zoneNames], index);
      while (
        index + 1 < spans.length &&
        (/^(3|the|of|three)$/.test(spans[index + 1].text) || zoneNoun.test(spans[index + 1].text))
      )
        index++;
      continue;
    }
    if (word === "both" || ((word === "each" || word === "either") && /^(side|sides)$/.test(next ?? ""))) {
      const sides = cell.zoneNames.filter((name) => name !== cell.defaultZone);
      addZones(sides, index);
      if (/^(side|sides|stack|stacks|zone|zones)$/.test(next ?? "")) index++;
      continue;
    }
    if (
      (word === "another" || word === "same" || (word === "one" && next === "more") || word === "again") &&
      specs.length > 0
    ) {
      const template: Spec = specs[specs.length - 1];
      if (word === "again" && spans.slice(index + 1).every((s) => !tagOf(s, "zone"))) continue;
      const nextSpan = spans[index + 1];
      if (
        word === "another" &&
        nextSpan &&
        (tagOf(nextSpan, "recipe") || (tagOf(nextSpan, "product") === undefined && tagOf(nextSpan, "item")))
      )
        continue;
      newSpec({
        ...template,
        items: [...template.items],
        operations: [...template.operations],
        zones: pendingZones,
        count: 1,
      });
      if (word === "one") index++;
      continue;
    }
    if (word === "and" || word === ",") {
      if (mode !== "remove" && mode !== "swap" && mode !== "substitute")
        mode = mode === "double" ? "double" : current && !isOpen(current) ? "add" : "none";
      continue;
    }
    if (unknownWord(span) && isItemPosition(spans, index)) {
      let first = index;
      while (first > 0 && unknownWord(spans[first - 1])) first--;
      const phrase = spans
        .slice(first, index + 1)
        .map((s) => s.text)
        .join(" ");
      if (mode !== "remove") unknownItems.push(phrase);
      else {
        notes.push(`there is no ${word} in this cell anyway`);
        named.push(word);
      }
    }
  }

  function leadingItem(text: string): string | null {
    const first = text.split(" ")[0];
    const tag = context.lexicon.phrases.get(first)?.find((entry) => entry.kind === "item");
    return tag && tag.kind === "item" ? tag.item : null;
  }
  function ensureSpec(): Spec {
    return current ?? newSpec({});
  }
  function makeGeneric(spec: Spec) {
    spec.generic = true;
    if (spec.leadingCount !== undefined) {
      const first = spec.items[0];
      spec.count = spec.leadingCount;
      let extra = spec.leadingCount - 1;
      spec.items = spec.items.filter((entry) => !(entry === first && extra-- > 0));
      spec.leadingCount = undefined;
    }
  }
  function undoLastAdded() {
    if (!lastAdded) return;
    if (lastAdded.fromOperation) lastAdded.spec.operations.pop();
    else {
      const at = lastAdded.spec.items.lastIndexOf(lastAdded.item);
      if (at >= 0) lastAdded.spec.items.splice(at, 1);
    }
  }
  function addZones(zones: string[], at: number) {
    const target = current as Spec | null;
    let ahead = at + 1;
    while (ahead < spans.length && /^(,|a|an|the|make|put|build|add|do|then|1)$/.test(spans[ahead].text))
      ahead++;
    const introducesNext = Boolean(
      target &&
      target.zones.length > 0 &&
      spans[ahead] &&
      (tagOf(spans[ahead], "recipe") || tagOf(spans[ahead], "item") || tagOf(spans[ahead], "product")),
    );
    if (target && !introducesNext) {
      for (const zone of zones) if (!target.zones.includes(zone)) target.zones.push(zone);
    } else pendingZones.push(...zones);
  }

  // "make three sandwiches: a BLT, a veggie and a cheese": the empty generic is only a header.
  for (let at = specs.length - 1; at >= 0; at--) {
    const spec = specs[at];
    if (specs.length > 1 && spec.generic && spec.items.length === 0 && spec.operations.length === 0)
      specs.splice(at, 1);
  }
  if (unknownItems.length > 0) return unknownItemResult(unknownItems, context);
  if (specs.length === 0) return null;
  const listed = specs.reduce((sum, spec) => sum + spec.items.length, 0);
  // "only two layers, swiss cheese and ham": the count says how the words pair up.
  if (ambiguous.length > 0 && listed !== declaredCount) {
    const [pair] = ambiguous;
    return askClause(
      `Is "${pair}" one layer or two? Say the layers with commas ("${pair.replace(" ", ", ")}" for two).`,
      `"${pair}": one layer or two`,
      notes,
    );
  }
  if (pendingZones.length > 0 && specs.length > 0) {
    const last = specs[specs.length - 1];
    for (const zone of pendingZones) if (!last.zones.includes(zone)) last.zones.push(zone);
  }

  // "no tomato", "swap the lettuce for spinach" with no sandwich named: change the live stack.
  if (
    specs.length === 1 &&
    isOpen(specs[0]) &&
    specs[0].items.length === 0 &&
    specs[0].operations.length > 0 &&
    specs[0].operations.every((o) => o.kind === "remove" || o.kind === "swap")
  ) {
    const stack = context.scene.stacks[context.scene.active_zone] ?? [];
    const changed = applyOperations(stack, specs[0].operations, [], cell.outerItem);
    if (stack.length === 0 || changed.join() === stack.join()) {
      return askClause(
        `There is nothing like that on ${context.scene.active_zone} to change${stack.length ? ` (it holds ${stack.join(", ")})` : " — it is empty"}. Which ${cell.file.product.noun} do you mean?`,
        "change a stack",
        notes,
      );
    }
    const rebuild = [step("clear_assembly"), ...changed.map((item) => step("add_layer", { item }))];
    return {
      ...clauseDone(rebuild, `rebuild ${context.scene.active_zone} as ${changed.join(", ")}`, 0.8),
      notes,
    };
  }

  if (declaredCount !== null && specs.every(isOpen) && listed !== declaredCount) {
    return askClause(
      `You said ${declaredCount} layers but listed ${listed}. Which layers should I stack?`,
      `${declaredCount} layers`,
      notes,
    );
  }

  // Layers per spec, then placements: one per sandwich, each in a zone.
  const placements: Array<{ zone: string | null; layers: string[]; label: string }> = [];
  for (const spec of specs) {
    const base = spec.recipe
      ? [...recipeLayers(spec.recipe)]
      : spec.learned
        ? [...(learnedLayers(spec.learned) ?? [])]
        : spec.generic
          ? wrapInOuter(spec.items, cell.outerItem)
          : [...spec.items];
    if (
      spec.generic &&
      spec.items.length === 0 &&
      !spec.operations.some((operation) => operation.kind !== "remove")
    ) {
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
  const placed = placeLayers(
    placements,
    context,
    notes,
    fuzzy,
    specs.some((spec) => spec.generic || (!spec.recipe && !spec.learned)),
  );
  return { ...placed, unplaced, names: named };
}

/** A zone word counts as a zone after "on/at/in/to…", before "side/stack", or on its own at the end. */
function isZoneContext(spans: Span[], index: number): boolean {
  const before = spans.slice(Math.max(0, index - 3), index).map((s) => s.text);
  const next = spans[index + 1]?.text;
  if (before.some((word) => /^(on|at|in|to|onto|into|over|use|using|zone|stack|side)$/.test(word)))
    return true;
  if (/^(side|stack|zone|one|hand)$/.test(next ?? "")) return true;
  return !tagOf(spans[index], "item");
}

/**
 * Whether a variety and its item's name (spans `first`, `second`) may be two layers a transcript
 * ran together: no comma between the clause's ingredients, and an ingredient right beside the pair or after its "and".
 */
function mayBeTwoLayers(spans: Span[], first: number, second: number): boolean {
  const items = spans.flatMap((span, at) => (tagOf(span, "item") ? [at] : []));
  const listComma = spans.some(
    (span, at) => span.text === "," && items[0] < at && items[items.length - 1] > at,
  );
  if (listComma) return false;
  let left = first - 1;
  while (left >= 0 && ITEM_LEAD_INS.has(spans[left].text)) left--;
  let right = second + 1;
  while (right < spans.length && ITEM_LEAD_INS.has(spans[right].text)) right++;
  // "A and B and C" says every "and"; one "and" may close a list whose commas were not heard.
  if (spans[right]?.text === "and" && spans.filter((span) => span.text === "and").length === 1) right++;
  while (right < spans.length && ITEM_LEAD_INS.has(spans[right].text)) right++;
  return Boolean(tagOf(spans[left], "item") || tagOf(spans[right], "item"));
}

function isItemPosition(spans: Span[], index: number): boolean {
  let back = index - 1;
  while (back >= 0 && ITEM_LEAD_INS.has(spans[back].text)) back--;
  const lead = spans[back];
  const next = spans[index + 1];
  if (!lead) return Boolean(next && (tagOf(next, "product") || /^(slice|slices|on|please)$/.test(next.text)));
  if (ADD_VERBS.has(lead.text) || tagOf(lead, "modifier") || tagOf(lead, "item") || lead.text === ",")
    return true;
  if (next && (tagOf(next, "product") || /^(slice|slices)$/.test(next.text))) return true;
  return (
    /^(make|build|want|need|and)$/.test(lead.text) && Boolean(next === undefined || tagOf(next, "product"))
  );
}

function unknownItemResult(words: string[], context: InterpretContext): ClauseResult {
  const unique = [...new Set(words)];
  const named = unique.join(" or ");
  const question = `I don't have ${named} — available ingredients are: ${context.cell.itemNames.join(", ")}`;
  return {
    ...askClause(question, `asked for ${named}, which is not in the cell`, [], 0.1),
    unknownItems: unique,
  };
}
