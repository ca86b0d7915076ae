import { parseFaultSpec, type FaultSpec } from "../execute/fault-injection.js";
import { WorkflowError } from "./errors.js";

/** CELLPILOT_FAULT (`step:3`, `position:Pos_2`) as the simulator's injected fault; a bad spec is refused. */
export function faultFromEnv(): FaultSpec | null {
  const parsed = parseFaultSpec(process.env.CELLPILOT_FAULT);
  if (!parsed.ok) throw new WorkflowError("BAD_FAULT", `CELLPILOT_FAULT: ${parsed.message}`);
  return parsed.fault;
}
