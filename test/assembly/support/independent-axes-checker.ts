/**
 * An independent reading of DESIGN §4's creative axes (written from the text, not from the
 * generator): returns why stacks do not honour the axes, or null.
 */
const ITEMS = ["bread", "meat", "cheese", "lettuce", "tomato"];
const RANK: Record<string, number> = { meat: 0, lettuce: 1, tomato: 1, bread: 2, cheese: 2 };

export function independentAxesProblem(
  spatial: string,
  logic: string,
  zones: Record<string, string[]>,
  named: string[] = [],
): string | null {
  const stacks = Object.values(zones).filter((stack) => stack.length > 0);
  const all = stacks.flat();
  if (all.length === 0) return "no layers";
  if (stacks.some((stack) => stack.length > 8)) return "over 8 layers";
  if (stacks.some((stack) => ITEMS.some((item) => stack.filter((layer) => layer === item).length > 5)))
    return "over 5 of one ingredient";
  const one = ["single_tall", "single_short", "palindrome", "inverted"];
  if (one.includes(spatial) && stacks.length !== 1) return "one zone expected";
  if (spatial === "single_short" && (stacks[0].length < 2 || stacks[0].length > 3)) return "not 2-3 layers";
  if (spatial === "three_zone_split" && stacks.length !== 3) return "not three zones";
  if (spatial === "two_zone_contrast") {
    if (stacks.length !== 2) return "not two zones";
    if (stacks[0].some((item) => stacks[1].includes(item))) return "zones not opposing";
  }
  if (spatial === "palindrome" && stacks[0].join(" ") !== [...stacks[0]].reverse().join(" "))
    return "not a palindrome";
  if (spatial === "inverted" && stacks[0][stacks[0].length - 1] !== "bread")
    return "inverted without bread last";
  if (
    logic === "all_one" &&
    (new Set(all).size !== 1 || stacks.some((stack) => stack.length < 4 || stack.length > 6))
  )
    return "not one ingredient 4-6 times";
  if (
    logic === "doubled" &&
    stacks.some(
      (stack) => new Set(stack).size !== 2 || stack.some((item, i) => i > 0 && stack[i - 1] === item),
    )
  )
    return "not two alternating";
  if (logic === "full_set" && ITEMS.some((item) => !all.includes(item))) return "not every ingredient";
  if (logic === "constrained" && all.some((item) => !named.includes(item))) return "uses an item not named";
  if (
    logic === "category_grouped" &&
    stacks.some((stack) => stack.some((item, i) => i > 0 && RANK[stack[i - 1]] > RANK[item]))
  )
    return "not grouped by category";
  return null;
}
