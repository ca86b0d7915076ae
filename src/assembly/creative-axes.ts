/**
 * The two-axis model of creative commands (DESIGN §4): a spatial structure × an ingredient logic,
 * drawn at random with compatibility guards and up to 10 redraws. Randomness is passed in.
 */
/** The axes, each value with what it means for the operator ({outer}: the outer item; {named}: what was named). */
const SPATIAL_SHAPES = {
  single_tall: "one tall stack",
  single_short: "one short stack of 2–3 layers",
  three_zone_split: "spread over all three zones",
  two_zone_contrast: "two zones with opposing ingredients",
  palindrome: "a stack that reads the same both ways",
  inverted: "the usual order turned over, {outer} last",
};
const INGREDIENT_LOGICS = {
  all_one: "one ingredient only",
  category_grouped: "grouped by category",
  full_set: "every ingredient at least once, in an unusual order",
  random_ordered: "ingredients in a random order",
  doubled: "two ingredients alternating",
  constrained: "only what you named ({named})",
};
export type SpatialStructure = keyof typeof SPATIAL_SHAPES;
export type IngredientLogic = keyof typeof INGREDIENT_LOGICS;
export const SPATIAL_AXIS = Object.keys(SPATIAL_SHAPES) as SpatialStructure[];
export const INGREDIENT_AXIS = Object.keys(INGREDIENT_LOGICS) as IngredientLogic[];

/** "one tall stack, grouped by category": a pair of axes in words. */
export function describeAxes(axes: CreativeAxes, named: string[], outerItem: string): string {
  return `${SPATIAL_SHAPES[axes.spatial]}, ${INGREDIENT_LOGICS[axes.logic]}`
    .replace("{outer}", outerItem)
    .replace("{named}", named.join(", "));
}

export interface CreativeAxes {
  spatial: SpatialStructure;
  logic: IngredientLogic;
  /** Draws it took (1 = the first draw was compatible). */
  draws: number;
}

export const MAX_REDRAWS = 10;

/**
 * Why a pair cannot be built, or null. DESIGN's guards (palindrome with random_ordered,
 * category_grouped or full_set; inverted with all_one) plus the ones the limits force: one
 * ingredient cannot be contrasted across two zones, 2–3 layers cannot hold all_one's 4–6 or a
 * full set, and constrained items must be enough for the structure.
 */
export function incompatibility(
  spatial: SpatialStructure,
  logic: IngredientLogic,
  namedItems: readonly string[] = [],
  allItems: readonly string[] = [],
  /** The item an inverted build ends on (the cell's outer item). */
  outerItem: string = allItems[0] ?? "",
): string | null {
  if (
    spatial === "palindrome" &&
    (logic === "random_ordered" || logic === "category_grouped" || logic === "full_set")
  )
    return "a palindrome has a fixed mirrored order";
  if (spatial === "inverted" && logic === "all_one")
    return `inverted needs ${outerItem || "the outer item"} last and something before it`;
  if (spatial === "two_zone_contrast" && logic === "all_one")
    return "two contrasting zones need two ingredients";
  if (spatial === "single_short" && (logic === "all_one" || logic === "full_set"))
    return "2–3 layers are too few";
  if (logic === "constrained") {
    if (namedItems.length === 0) return "nothing was named to constrain to";
    if (spatial === "inverted" && !namedItems.includes(outerItem))
      return `inverted ends in ${outerItem}, which was not named`;
    if (spatial === "two_zone_contrast" && namedItems.length < 2)
      return "two contrasting zones need two named ingredients";
  }
  if (logic === "full_set" && allItems.length > 8) return "the full set does not fit one stack";
  return null;
}

/**
 * Draws the axes among the pairs that also pass `fits` (the room the scene leaves): up to 10
 * random draws, then the first pair that fits in a fixed order, or null when none does;
 * `constrained` whenever the command names items.
 */
export function drawFittingAxes(
  random: () => number,
  namedItems: readonly string[],
  allItems: readonly string[],
  fits: (spatial: SpatialStructure, logic: IngredientLogic) => string | null,
  outerItem: string = allItems[0] ?? "",
): CreativeAxes | null {
  const pick = <T>(options: readonly T[]) =>
    options[Math.min(options.length - 1, Math.floor(random() * options.length))];
  const logics =
    namedItems.length > 0
      ? (["constrained"] as const)
      : INGREDIENT_AXIS.filter((logic) => logic !== "constrained");
  const usable = (spatial: SpatialStructure, logic: IngredientLogic) =>
    !incompatibility(spatial, logic, namedItems, allItems, outerItem) && !fits(spatial, logic);
  for (let draw = 1; draw <= MAX_REDRAWS; draw++) {
    const spatial = pick(SPATIAL_AXIS);
    const logic: IngredientLogic = namedItems.length > 0 ? "constrained" : pick(logics);
    if (usable(spatial, logic)) return { spatial, logic, draws: draw };
  }
  const preference: SpatialStructure[] = [
    "single_tall",
    "single_short",
    "inverted",
    "palindrome",
    "two_zone_contrast",
    "three_zone_split",
  ];
  const fallbackLogics: IngredientLogic[] =
    namedItems.length > 0
      ? ["constrained"]
      : ["random_ordered", "category_grouped", "doubled", "full_set", "all_one"];
  for (const spatial of preference) {
    for (const logic of fallbackLogics)
      if (usable(spatial, logic)) return { spatial, logic, draws: MAX_REDRAWS + 1 };
  }
  return null;
}
