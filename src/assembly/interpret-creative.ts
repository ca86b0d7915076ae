import type { AssemblyInstruction, InterpretResult } from "../contracts/assembly.js";
import { describeAxes, drawFittingAxes, type CreativeAxes } from "./creative-axes.js";
import { roomProblem, zoneRooms } from "./creative-room.js";
import { generateCreative } from "./generate-creative.js";
import { step, type InterpretContext } from "./interpret-context.js";
import { tagOf, tagTokens } from "./lexicon.js";
import { ruleResult } from "./rule-result.js";

/**
 * A creative command ("surprise me"): axes drawn among those the room left on the zones can hold,
 * the build generated from them, or a refusal that says why nothing fits.
 */
export function interpretCreative(body: string, pattern: string, context: InterpretContext): InterpretResult {
  const { cell, scene } = context;
  const spans = tagTokens(context.lexicon, body.split(" "));
  const named = [...new Set(spans.flatMap((span) => tagOf(span, "item")?.item ?? []))];
  // The active zone first, then the others; empty zones before those with a stack (a stable sort).
  const used = (zone: string) => Number((scene.stacks[zone] ?? []).length > 0);
  const zones = [...new Set([scene.active_zone, ...cell.zoneNames])].sort((a, b) => used(a) - used(b));
  // The axes are drawn among the pairs the room left on the zones can hold; a pair whose build
  // still fails its check is set aside and another drawn, so what returns always fits.
  const rooms = zoneRooms(cell, scene.stacks);
  const setAside = new Set<string>();
  const fits = (spatial: CreativeAxes["spatial"], logic: CreativeAxes["logic"]) =>
    setAside.has(`${spatial}×${logic}`) ? "set aside" : roomProblem(spatial, logic, named, rooms, cell);
  let axes: CreativeAxes | null = null;
  let built: ReturnType<typeof generateCreative> = { stacks: [], problem: "not generated" };
  for (let attempt = 0; attempt < 4 && built.problem; attempt++) {
    axes = drawFittingAxes(context.random, named, cell.itemNames, fits, cell.outerItem);
    if (!axes) break;
    const multi = axes.spatial === "three_zone_split" || axes.spatial === "two_zone_contrast";
    built = generateCreative(axes, named, multi ? cell.zoneNames : zones, cell, context.random, scene.stacks);
    if (built.problem) setAside.add(`${axes.spatial}×${axes.logic}`);
  }
  if (!axes || built.problem)
    return creativeRefusal(pattern, rooms, cell.file.limits.max_layers_per_stack, named);
  const { stacks } = built;
  const sequence: AssemblyInstruction[] = [];
  let active = scene.active_zone;
  for (const stack of stacks) {
    if (stack.zone !== active || (scene.stacks[stack.zone] ?? []).length > 0) {
      sequence.push(step("set_active_zone", { zone: stack.zone }));
      active = stack.zone;
    }
    for (const item of stack.layers) sequence.push(step("add_layer", { item }));
  }
  const described = stacks.map((stack) => `${stack.zone}: ${stack.layers.join(", ")}`).join("; ");
  const result = ruleResult(`creative build (${pattern}): ${described}`, sequence, 0.85);
  result.is_creative = true;
  result.creative_reasoning = `Axis 1: ${axes.spatial} \u00d7 Axis 2: ${axes.logic} — ${describeAxes(axes, named, cell.outerItem)}${axes.draws > 1 ? ` (drawn in ${axes.draws} tries)` : ""}`;
  result.user_feedback = `Something creative: ${described}.`;
  return result;
}

/** No creative build fits what is already stacked: say why and ask, rather than plan a failure. */
function creativeRefusal(
  pattern: string,
  rooms: ReturnType<typeof zoneRooms>,
  maxLayers: number,
  named: string[],
): InterpretResult {
  const state = rooms
    .map((room) =>
      room.layers === 0
        ? `${room.zone} is full (${maxLayers} layers)`
        : `${room.zone} has room for ${room.layers} more layer${room.layers === 1 ? "" : "s"}`,
    )
    .join(", ");
  const result = ruleResult(`creative build (${pattern}): nothing fits the current stacks`, [], 0.3);
  result.is_creative = true;
  result.validated = false;
  result.creative_reasoning = `No pair of axes fits the room left on the zones${named.length > 0 ? ` with only ${named.join(", ")}` : ""}: ${state}.`;
  result.validation_issues.push("no creative build fits the current stacks");
  result.user_feedback = `There is not enough room for something creative: ${state}. Shall I clear a zone first ("start over"), or would you like something smaller?`;
  return result;
}
