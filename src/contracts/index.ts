export * from "./goal.js";
export * from "./plan-step.js";
export * from "./verification.js";
export * from "./robot-state.js";
export * from "./router.js";
export * from "./review.js";
export * from "./graph-cell.js";
export * from "./assembly.js";
