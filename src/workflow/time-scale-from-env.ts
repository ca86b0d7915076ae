import { parseTimeScale } from "../execute/time-scale.js";
import { WorkflowError } from "./errors.js";

/** CELLPILOT_TIME_SCALE (simulator durations × this; default 1, real time); a bad value is refused. */
export function timeScaleFromEnv(): number {
  const text = process.env.CELLPILOT_TIME_SCALE;
  if (text === undefined) return 1;
  const parsed = parseTimeScale(text, "CELLPILOT_TIME_SCALE");
  if (!parsed.ok) throw new WorkflowError("BAD_TIME_SCALE", parsed.message);
  return parsed.value;
}
