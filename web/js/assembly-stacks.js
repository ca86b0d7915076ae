// What an assembly sequence does to the stacks per zone, for drawing: a pure function of the
// stacks before and the tier-1 instructions (DESIGN §4 composites).

/** Returns {stacks, activeZone, holding} after the sequence; inputs are not changed. */
export function applySequence(before, sequence, zoneOf = (name) => name) {
  const stacks = Object.fromEntries(
    Object.entries(before.stacks ?? {}).map(([zone, items]) => [zone, [...items]]),
  );
  let activeZone = before.activeZone;
  let holding = before.holding ?? null;
  const stackOf = (zone) => (stacks[zone] ??= []);
  for (const { instruction, params = {} } of sequence ?? []) {
    switch (instruction) {
      case "set_active_zone":
        activeZone = zoneOf(params.zone);
        break;
      case "add_layer":
        stackOf(activeZone).push(params.item);
        holding = null;
        break;
      case "pick_up":
        holding = params.item;
        break;
      case "place_at": {
        const zone = zoneOf(params.location);
        if (holding && zone in stacks) stackOf(zone).push(holding);
        holding = null;
        break;
      }
      case "return_to_stack":
        holding = null;
        break;
      case "clear_assembly":
        stacks[activeZone] = [];
        break;
      default:
        break;
    }
  }
  return { stacks, activeZone, holding };
}

/** The confidence band of DESIGN §4: HIGH ≥ 0.90, MED 0.75–0.89, LOW below. */
export function confidenceBand(confidence) {
  if (confidence >= 0.9) return "HIGH";
  if (confidence >= 0.75) return "MED";
  return "LOW";
}
