/**
 * The browse names of the shipped simulator's information model (DESIGN §7, docs/controllers.md):
 * an object `Cell` under Objects holding the robot's state, the step handshake and the commands.
 * The defaults of the cell file's `controller:` block are these names.
 */
export const BROWSE_NAMES = {
  object: "Cell",
  position: "Position",
  tool: "Tool",
  busy: "Busy",
  done: "Done",
  error: "Error",
  moveTo: "MoveTo",
  runRoutine: "RunRoutine",
  attachTool: "AttachTool",
  releaseTool: "ReleaseTool",
  stop: "Stop",
} as const;
