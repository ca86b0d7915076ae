import type { InterpretResult } from "../contracts/assembly.js";
import { copySteps, layersOnly, type InterpretContext } from "./interpret-context.js";
import { placeLayers } from "./place-layers.js";
import { clarify, ruleResult } from "./rule-result.js";

/** "another one", "same again": the previous command once more, a whole sandwich on a free zone. */
export function repeatPrevious(context: InterpretContext): InterpretResult {
  const previous = context.lastSequence ?? [];
  if (previous.length === 0)
    return clarify(
      `Another what? Tell me which ${context.cell.file.product.noun} or layers to make.`,
      "nothing to repeat",
    );
  if (!layersOnly(previous)) return ruleResult("the previous command again", copySteps(previous), 0.85);
  const groups: string[][] = [];
  let zone: string | null = null;
  for (const s of previous) {
    if (s.instruction === "set_active_zone" || groups.length === 0) {
      if (s.instruction === "set_active_zone" && zone === String(s.params.zone)) continue;
      zone = s.instruction === "set_active_zone" ? String(s.params.zone) : null;
      groups.push([]);
    }
    if (s.instruction === "add_layer") groups[groups.length - 1].push(String(s.params.item));
  }
  const placed = placeLayers(
    groups.filter((g) => g.length).map((layers) => ({ zone: null, layers, label: "the same" })),
    context,
    [],
    0,
    false,
  );
  if (placed.question) return clarify(placed.question, placed.summary);
  return ruleResult(`the previous command again: ${placed.summary}`, placed.sequence, 0.85);
}
