import type { RobotState } from "../contracts/robot-state.js";

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
