/** No plan is this long: a fault at a later step could never fire. */
export const MAX_FAULT_STEP = 10_000;

/** A failure to inject into the simulator: at step N (1-based) or on reaching position P. */
export type FaultSpec = { kind: "step"; step: number } | { kind: "position"; position: string };

/**
 * Reads `step:3` / `position:Pos_2` (the CELLPILOT_FAULT variable or the --fault option).
 * Empty or absent means no fault; anything else unreadable is reported, never guessed.
 */
export function parseFaultSpec(
  text: string | undefined | null,
): { ok: true; fault: FaultSpec | null } | { ok: false; message: string } {
  const value = (text ?? "").trim();
  if (!value) return { ok: true, fault: null };
  const match = /^(step|position)\s*[:=]\s*(\S+)$/i.exec(value);
  if (!match) return { ok: false, message: `fault '${value}' is not 'step:N' or 'position:NAME'` };
  if (match[1].toLowerCase() === "step") {
    const step = Number(match[2]);
    if (!/^\d+$/.test(match[2]) || !Number.isInteger(step) || step < 1)
      return { ok: false, message: `fault step '${match[2]}' is not a step number (1, 2, …)` };
    if (step > MAX_FAULT_STEP)
      return {
        ok: false,
        message: `fault step ${step} can never fire: no plan has more than ${MAX_FAULT_STEP} steps`,
      };
    return { ok: true, fault: { kind: "step", step } };
  }
  return { ok: true, fault: { kind: "position", position: match[2] } };
}

export function describeFault(fault: FaultSpec): string {
  return fault.kind === "step" ? `step ${fault.step}` : `position ${fault.position}`;
}

/** Why a fault can never fire on a cell (a position it does not have), or null. */
export function faultNeverFires(fault: FaultSpec | null, positions: readonly string[]): string | null {
  if (fault?.kind !== "position" || positions.includes(fault.position)) return null;
  return `fault position '${fault.position}' can never fire: the cell has no such position (it has ${positions.join(", ")})`;
}
