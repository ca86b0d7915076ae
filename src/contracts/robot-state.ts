import { z } from "zod";

/** The single robot_state row. `current_tool` is "none" when empty-handed. */
export const RobotStateSchema = z.object({
  current_position: z.string(),
  current_tool: z.string(),
  last_updated: z.string(),
});
export type RobotState = z.infer<typeof RobotStateSchema>;

export const NO_TOOL = "none";

export const RunStatusSchema = z.enum(["pending", "running", "completed", "failed"]);
export type RunStatus = z.infer<typeof RunStatusSchema>;
export const StepStateSchema = z.enum(["pending", "running", "completed", "error"]);
export type StepState = z.infer<typeof StepStateSchema>;

/** A row of `runs`. */
export const RunRecordSchema = z.object({
  run_id: z.string(),
  operator_input: z.string(),
  sequence_json: z.string(),
  status: RunStatusSchema,
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RunRecord = z.infer<typeof RunRecordSchema>;

/** A row of `run_steps`. */
export const RunStepRecordSchema = z.object({
  step_id: z.number().int(),
  run_id: z.string(),
  position: z.string(),
  action: z.enum(["move", "routine"]),
  state: StepStateSchema,
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RunStepRecord = z.infer<typeof RunStepRecordSchema>;

/** The part of the robot state that planning and verification simulate step by step. */
export interface SimulatedState {
  position: string;
  tool: string;
}

export function toSimulatedState(
  state: Pick<RobotState, "current_position" | "current_tool">,
): SimulatedState {
  return { position: state.current_position, tool: state.current_tool };
}
