/**
 * A recipe edit a build says: "no tomato" (or, counted, "one less cheese": `times` of them),
 * "double cheese", "extra ham", "two more cheese" (`more`: that many on top of what is there),
 * "swap the lettuce for spinach".
 */
export type Operation =
  | { kind: "remove"; item: string; times?: number; end?: "top" | "bottom" }
  /** `at`: where the new layers go ("an extra slice of ham on top of the tomato"); else by their kind. */
  | { kind: "double" | "more"; item: string; times: number; at?: Spot }
  | { kind: "add"; item: string; times: number; at?: Spot }
  /** `either`: said as "substitute A for B", which speakers use both ways round. */
  | { kind: "swap"; from: string; to: string; either?: boolean }
  /** "swap the lettuce and the tomato": the first layer of each trades places with the other. */
  | { kind: "exchange"; items: [string, string] }
  /** "where the cheese goes first": the item's layers move to the first (or last) filling, or
   * right above or under a layer ("with the cheese on top of the lettuce", "… under the tomato"). */
  | { kind: "place"; item: string; at: "first" | "last" | Spot };

/** Right above or right under a layer of the product. */
export type Spot = { above: string } | { below: string };

/** Recipe modifiers applied to a layer list: remove, swap, double/extra and add (below the top outer item). Pure. */
export function applyOperations(
  base: string[],
  operations: Operation[],
  notes: string[],
  outerItem: string,
): string[] {
  let layers = [...base];
  const insertAt = () =>
    layers.length > 1 && layers[layers.length - 1] === outerItem ? layers.length - 1 : layers.length;
  for (const operation of operations) {
    if (operation.kind === "remove" && operation.end) {
      // "no bread on top": the layer that closes (or opens) the product, when it is that item.
      const at = operation.end === "top" ? layers.length - 1 : 0;
      if (layers.length > 1 && layers[at] === operation.item) layers.splice(at, 1);
    } else if (operation.kind === "remove") {
      const present = layers.filter((layer) => layer === operation.item).length;
      if (present === 0) notes.push(`there was no ${operation.item} in it anyway`);
      else if (operation.times !== undefined && operation.times > present)
        notes.push(`there was only ${present} ${operation.item} to take out`);
      // Counted, the last ones go: "one less cheese" leaves the others where they are.
      let keep = operation.times === undefined ? 0 : Math.max(0, present - operation.times);
      layers = layers.filter((layer) => layer !== operation.item || keep-- > 0);
    } else if (operation.kind === "place") {
      const moved = layers.filter((layer) => layer === operation.item);
      layers = layers.filter((layer) => layer !== operation.item);
      const bottom = layers.length > 1 && layers[0] === outerItem ? 1 : 0;
      const { at } = operation;
      const above = typeof at === "object" ? spotIndex(layers, at, outerItem) : 0;
      layers.splice(above > 0 ? above : at === "first" ? bottom : insertAt(), 0, ...moved);
    } else if (operation.kind === "exchange") {
      const [a, b] = operation.items.map((item) => layers.indexOf(item));
      if (a >= 0 && b >= 0) [layers[a], layers[b]] = [layers[b], layers[a]];
    } else if (operation.kind === "swap") {
      // "sub the cheese for chicken" on a product with cheese and no chicken: "substitute" is said
      // both ways round, and only taking out the one the product holds changes it.
      if (operation.either && !layers.includes(operation.from) && layers.includes(operation.to)) {
        notes.push(`there was no ${operation.from}, so I swapped the ${operation.to} for it`);
        layers = layers.map((layer) => (layer === operation.to ? operation.from : layer));
      } else if (!layers.includes(operation.from)) {
        notes.push(`there was no ${operation.from} to swap, so I added ${operation.to}`);
        layers.splice(insertAt(), 0, operation.to);
      } else layers = layers.map((layer) => (layer === operation.from ? operation.to : layer));
    } else {
      const present = layers.filter((layer) => layer === operation.item).length;
      const wanted =
        operation.kind === "more"
          ? present + operation.times
          : operation.kind === "double"
            ? present > 0
              ? present + operation.times - 1
              : operation.times
            : Math.max(present, operation.times);
      const extra = wanted - present;
      if (extra <= 0) continue;
      const spot = operation.at ? spotIndex(layers, operation.at, outerItem) : 0;
      const at = spot > 0 ? spot : present > 0 ? layers.indexOf(operation.item) + 1 : insertAt();
      layers.splice(at, 0, ...Array(extra).fill(operation.item));
    }
  }
  return layers;
}

/**
 * The index right above (or under) a layer, 0 when it is not there. Next to the outer layer of a
 * whole sandwich is inside it: "just above the bread" is above the bottom one, "under the bread"
 * under the top one.
 */
function spotIndex(layers: readonly string[], spot: Spot, outerItem: string): number {
  const enclosed = layers.length > 1 && layers[0] === outerItem && layers.at(-1) === outerItem;
  if ("above" in spot) return enclosed && spot.above === outerItem ? 1 : layers.lastIndexOf(spot.above) + 1;
  return enclosed && spot.below === outerItem ? layers.length - 1 : layers.indexOf(spot.below);
}

/** A whole product ("a ham sandwich"): the fillings between two of the outer item. */
export function wrapInOuter(fillings: string[], outerItem: string): string[] {
  const layers = [...fillings];
  if (layers[0] !== outerItem) layers.unshift(outerItem);
  if (layers.length < 2 || layers[layers.length - 1] !== outerItem) layers.push(outerItem);
  return layers;
}
