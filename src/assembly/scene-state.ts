import type { SpeedLevel } from "../contracts/assembly.js";
import type { AssemblyCell } from "./load-assembly-cell.js";

/**
 * The live scene of an assembly cell: what the gripper holds, where the arm is, its speed, the
 * active zone and every zone's stack (bottom to top). Persisted in the cell database.
 */
export interface SceneState {
  gripper: "open" | "close_object";
  holding: string | null;
  speed: SpeedLevel;
  current_position: string;
  active_zone: string;
  stacks: Record<string, string[]>;
}

export function initialScene(cell: AssemblyCell): SceneState {
  const activeZone = cell.file.initial_state.active_zone ?? cell.defaultZone;
  return {
    gripper: "open",
    holding: null,
    speed: cell.file.initial_state.speed,
    current_position: cell.file.locations.home,
    active_zone: cell.zoneOf.get(activeZone) ?? cell.defaultZone,
    stacks: Object.fromEntries(cell.zoneNames.map((zone) => [zone, [] as string[]])),
  };
}

export function cloneScene(scene: SceneState): SceneState {
  return {
    ...scene,
    stacks: Object.fromEntries(Object.entries(scene.stacks).map(([zone, items]) => [zone, [...items]])),
  };
}
