import type { SimulatedState } from "../contracts/robot-state.js";
import type { CellStore } from "../store/cell-store.js";
import type { RobotController } from "./robot-controller.js";

export type Reconciliation =
  /** The controller cannot tell (the in-process simulator): the store is the truth. */
  | { kind: "no-controller-state" }
  | { kind: "agreed"; state: SimulatedState }
  | { kind: "corrected"; from: SimulatedState; to: SimulatedState; message: string }
  | { kind: "unreachable"; message: string };

/**
 * The controller is the truth about where the robot is and what it holds: read it, and where the
 * store says otherwise (a jog from the pendant, a crash mid-run) correct the store, and say so.
 */
export async function reconcileControllerState(
  store: CellStore,
  controller: RobotController,
): Promise<Reconciliation> {
  if (!controller.readState) return { kind: "no-controller-state" };
  let actual: SimulatedState;
  try {
    actual = await controller.readState();
  } catch (error) {
    return { kind: "unreachable", message: (error as Error).message };
  }
  const recorded = await store.getState();
  const from = { position: recorded.current_position, tool: recorded.current_tool };
  if (from.position === actual.position && from.tool === actual.tool)
    return { kind: "agreed", state: actual };
  if (from.position !== actual.position) await store.updatePosition(actual.position);
  if (from.tool !== actual.tool) await store.updateTool(actual.tool);
  return {
    kind: "corrected",
    from,
    to: actual,
    message:
      `The controller reports the robot at ${actual.position} holding ${actual.tool}; the record said ` +
      `${from.position} holding ${from.tool}. The record is corrected and plans start from the controller's state.`,
  };
}
