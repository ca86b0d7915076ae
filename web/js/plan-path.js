// A plan as marks on the cell graph, in order: each move an arrow from where the robot is to its
// target, each routine a badge at its position; numbered by the plan's step numbers, so a place
// visited twice shows both visits. Pure: steps in, marks out.

const ROUTINE_WORDS = {
  tack_weld: "weld",
  camera_inspection: "inspect",
  attach: "attach",
  release: "release",
};

function routineLabel(step) {
  if (/attach/i.test(step.name)) return "attach";
  if (/release|detach|put .* away/i.test(step.name)) return "release";
  return ROUTINE_WORDS[step.target] ?? step.target.replaceAll("_", " ");
}

/**
 * Marks of a plan from `start`: {kind: "move", stepIndex, number, from, to} or {kind: "routine",
 * stepIndex, number, at, label}. Steps of assembly plans (primitives) that move to a location
 * are drawn as moves too; other primitives have no place and are left out.
 */
export function planMarks(steps, start) {
  const marks = [];
  let at = start;
  (steps ?? []).forEach((step, stepIndex) => {
    const number = step.id ?? stepIndex + 1;
    if (step.action === "move") {
      if (at && at !== step.target)
        marks.push({ kind: "move", stepIndex, number, from: at, to: step.target });
      at = step.target;
    } else if (step.position) {
      marks.push({ kind: "routine", stepIndex, number, at: step.position, label: routineLabel(step) });
    }
  });
  return marks;
}

/** How many times each position is arrived at (a revisit is a count above one). */
export function visitCounts(marks) {
  const counts = new Map();
  for (const mark of marks) if (mark.kind === "move") counts.set(mark.to, (counts.get(mark.to) ?? 0) + 1);
  return counts;
}

/** The positions a plan passes through in order, starting where the robot is. */
export function planPath(steps, start) {
  return [start, ...(steps ?? []).filter((step) => step.action === "move").map((step) => step.target)];
}
