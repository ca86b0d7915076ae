// The cell drawn as an SVG graph laid out by dagre: positions by role, allowed moves, tool
// stands, the robot with its held tool, the plan in order (numbered arrows, routine badges, so
// revisits show), and (assembly cells) the stack on each zone. Re-laid out when its width changes.
import { clear, s } from "./dom.js";
import { layoutCell } from "./graph-layout.js";
import { planMarks, visitCounts } from "./plan-path.js";

const ITEM_COLOURS = {
  bread: "#d9a441",
  meat: "#b5523b",
  cheese: "#f2c94c",
  lettuce: "#6fbf4b",
  tomato: "#e04f3f",
};
const RADIUS = 16;
const MIN_SCALE = 0.85; // below this the drawing scrolls sideways instead of shrinking its labels

const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const labelLines = (name) => {
  const words = name.split("_");
  if (name.length <= 12 || words.length < 2) return [name];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join("_"), words.slice(half).join("_")];
};

/** Moves a polyline sideways by `offset` (so A→B and B→A stay apart) and trims both ends off the circles. */
function arrowPoints(points, offset) {
  const [first, last] = [points[0], points.at(-1)];
  const length = Math.hypot(last.x - first.x, last.y - first.y) || 1;
  const normal = { x: -(last.y - first.y) / length, y: (last.x - first.x) / length };
  const moved = points.map((p) => ({ x: p.x + normal.x * offset, y: p.y + normal.y * offset }));
  const trim = (from, to) => {
    const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    const cut = Math.min(RADIUS + 5, d / 2);
    return { x: to.x - ((to.x - from.x) / d) * cut, y: to.y - ((to.y - from.y) / d) * cut };
  };
  moved[0] = trim(moved[1], moved[0]);
  moved[moved.length - 1] = trim(moved.at(-2), moved.at(-1));
  return moved;
}

const pathData = (points) =>
  points.map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(" ");

function midpoint(points) {
  if (points.length % 2 === 1) return points[(points.length - 1) / 2];
  const [a, b] = [points[points.length / 2 - 1], points[points.length / 2]];
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export function createCellGraph(container, cell) {
  const byName = new Map(cell.positions.map((p) => [p.name, p]));
  const state = { robot: null, tool: "none", plan: null, stepStates: new Map(), stacks: {}, direction: null };
  let drawing = null;

  function chooseDirection() {
    const width = container.clientWidth || 600;
    const height = Math.max(260, Math.min(window.innerHeight * 0.5, width * 1.1));
    const fit = (laid) => Math.min(width / laid.width, height / laid.height);
    const options = ["LR", "TB"].map((direction) => ({ direction, laid: layoutCell(cell, direction) }));
    return options.reduce((best, option) => (fit(option.laid) > fit(best.laid) ? option : best));
  }

  function render() {
    const { direction, laid } = chooseDirection();
    state.direction = direction;
    const at = laid.nodes;
    const svg = s("svg", {
      viewBox: `0 0 ${laid.width.toFixed(0)} ${laid.height.toFixed(0)}`,
      class: "cell-graph",
      role: "img",
      "aria-label": `Graph of cell ${cell.cell}: ${cell.positions.length} positions; the plan's steps are listed beside it`,
      dataset: { direction },
    });
    svg.style.minWidth = `${Math.round(laid.width * MIN_SCALE)}px`;
    svg.style.maxHeight = `${Math.round(Math.max(laid.height, 260) * 1.6)}px`;
    const marker = s(
      "marker",
      {
        id: "arrow",
        viewBox: "0 0 10 10",
        refX: 8,
        refY: 5,
        markerWidth: 5,
        markerHeight: 5,
        orient: "auto",
      },
      s("path", { d: "M0 0 L10 5 L0 10 z", class: "arrow-head" }),
    );
    const edgeLayer = s("g", { class: "edges" });
    const geometry = new Map();
    for (const edge of laid.edges) {
      const points = [at.get(edge.from), ...edge.points.slice(1, -1), at.get(edge.to)];
      geometry.set(`${edge.from}>${edge.to}`, points);
      const move = cell.moves.find((m) => key(m.from, m.to) === key(edge.from, edge.to));
      edgeLayer.append(
        s("path", {
          d: pathData(points),
          class: move?.bothWays === false ? "edge one-way" : "edge",
          dataset: { from: edge.from, to: edge.to },
        }),
      );
    }
    const route = (from, to) =>
      geometry.get(`${from}>${to}`) ?? geometry.get(`${to}>${from}`)?.slice().reverse();

    const marks = state.plan ? planMarks(state.plan.steps, state.plan.start) : [];
    const visits = visitCounts(marks);
    const pathLayer = s("g", { class: "plan-path" });
    const badgeLayer = s("g", { class: "plan-badges" });
    const routinesAt = new Map();
    for (const mark of marks) {
      const stepState = state.stepStates.get(mark.stepIndex) ?? "planned";
      if (mark.kind === "move") {
        const points = route(mark.from, mark.to) ?? [at.get(mark.from), at.get(mark.to)];
        if (points.some((p) => !p)) continue;
        const arrow = arrowPoints(points, mark.from < mark.to ? 5 : -5);
        pathLayer.append(
          s("path", {
            d: pathData(arrow),
            class: `plan-arrow state-${stepState}`,
            "marker-end": "url(#arrow)",
            dataset: { step: mark.number, from: mark.from, to: mark.to },
          }),
        );
        const middle = midpoint(arrow);
        badgeLayer.append(
          s(
            "g",
            {
              class: `step-badge state-${stepState}`,
              transform: `translate(${middle.x} ${middle.y})`,
              dataset: { step: mark.number },
            },
            s("circle", { r: 9 }),
            s("text", { y: 4 }, String(mark.number)),
          ),
        );
      } else if (at.get(mark.at)) {
        const index = routinesAt.get(mark.at) ?? 0;
        routinesAt.set(mark.at, index + 1);
        const point = at.get(mark.at);
        const text = `${mark.number} ${mark.label}`;
        badgeLayer.append(
          s(
            "g",
            {
              class: `routine-badge state-${stepState}`,
              transform: `translate(${point.x + RADIUS + 2} ${point.y - RADIUS - 4 + index * 18})`,
              dataset: { step: mark.number },
            },
            s("rect", { x: 0, y: -11, width: text.length * 7 + 8, height: 16, rx: 8 }),
            s("text", { x: 4, y: 1 }, text),
          ),
        );
      }
    }

    const nodeLayer = s("g", { class: "nodes" });
    for (const position of cell.positions) {
      const point = at.get(position.name);
      if (!point) continue;
      const lines = labelLines(position.name);
      const classes = ["node", `role-${position.role}`];
      if (visits.has(position.name) || position.name === state.plan?.start) classes.push("on-path");
      if ((visits.get(position.name) ?? 0) > 1) classes.push("revisited");
      if (position.name === state.robot) classes.push("robot-here");
      nodeLayer.append(
        s(
          "g",
          {
            class: classes.join(" "),
            dataset: { position: position.name },
            transform: `translate(${point.x} ${point.y})`,
          },
          s("title", {}, `${position.name} (${position.role}) — ${position.description}`),
          position.toolStand
            ? s("rect", { x: -22, y: -22, width: 44, height: 44, rx: 6, class: "stand" })
            : null,
          s("circle", { r: RADIUS }),
          ...lines.map((line, index) =>
            s("text", { y: RADIUS + 15 + index * 14, class: "label" }, line.replaceAll("_", " ")),
          ),
          position.toolStand
            ? s("text", { y: -RADIUS - 10, class: "stand-label" }, `${position.tool} stand`)
            : null,
        ),
      );
    }

    const stackLayer = s("g", { class: "stacks" });
    for (const [zone, items] of Object.entries(state.stacks ?? {})) {
      const point = at.get(zone);
      if (!point) continue;
      items.forEach((item, index) =>
        stackLayer.append(
          s(
            "rect",
            {
              x: point.x - 26,
              y: point.y - RADIUS - 8 - (index + 1) * 9,
              width: 52,
              height: 8,
              rx: 2,
              class: "tile",
              fill: ITEM_COLOURS[item] ?? "#999",
              dataset: { item, zone },
            },
            s("title", {}, item),
          ),
        ),
      );
    }

    const robotPoint = at.get(state.robot);
    const robot = s(
      "g",
      { class: "robot", dataset: { position: state.robot ?? "", tool: state.tool ?? "none" } },
      s("circle", { r: 10 }),
      s("text", { y: -16, class: "robot-tool" }, state.tool && state.tool !== "none" ? state.tool : ""),
    );
    if (robotPoint) robot.style.transform = `translate(${robotPoint.x}px, ${robotPoint.y}px)`;
    svg.append(s("defs", {}, marker), edgeLayer, stackLayer, pathLayer, nodeLayer, badgeLayer, robot);
    clear(container, svg);
    drawing = { at, robot, svg };
  }

  let lastWidth = 0;
  new ResizeObserver(() => {
    if (Math.abs(container.clientWidth - lastWidth) < 24) return;
    lastWidth = container.clientWidth;
    render();
  }).observe(container);
  render();

  return {
    setRobot(position, tool) {
      state.robot = position;
      state.tool = tool ?? "none";
      const point = drawing?.at.get(position);
      if (!drawing) return;
      if (point) drawing.robot.style.transform = `translate(${point.x}px, ${point.y}px)`;
      drawing.robot.dataset.position = position ?? "";
      drawing.robot.dataset.tool = state.tool;
      drawing.robot.querySelector("text").textContent = state.tool !== "none" ? state.tool : "";
      for (const node of drawing.svg.querySelectorAll(".node"))
        node.classList.toggle("robot-here", node.dataset.position === position);
    },
    get robotPosition() {
      return state.robot;
    },
    get direction() {
      return state.direction;
    },
    /** Draws a plan in order from `start` (kept until another plan or clearPlan). */
    showPlan(steps, start) {
      state.plan = steps?.length ? { steps, start } : null;
      state.stepStates = new Map();
      render();
    },
    clearPlan() {
      state.plan = null;
      render();
    },
    setStepState(stepIndex, stepState) {
      state.stepStates.set(stepIndex, stepState);
      for (const element of drawing?.svg.querySelectorAll(`[data-step]`) ?? []) {
        const index = state.plan?.steps.findIndex(
          (step, i) => String(step.id ?? i + 1) === element.dataset.step,
        );
        if (index === stepIndex)
          element.setAttribute(
            "class",
            element.getAttribute("class").replace(/state-\S+/, `state-${stepState}`),
          );
      }
    },
    setStacks(stacks) {
      state.stacks = stacks ?? {};
      render();
    },
  };
}
