// The cell drawn as an SVG graph: positions by role, allowed moves, tool stands, the robot with
// its held tool, the planned path, and (assembly cells) the stack on each zone.
import { clear, s } from "./dom.js";

const WIDTH = 1000;
const HEIGHT = 560;
const ITEM_COLOURS = {
  bread: "#d9a441",
  meat: "#b5523b",
  cheese: "#f2c94c",
  lettuce: "#6fbf4b",
  tomato: "#e04f3f",
};

const edgeKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function createCellGraph(container, cell) {
  const at = new Map(cell.positions.map((p) => [p.name, { x: 40 + p.x * (WIDTH - 80), y: p.y * HEIGHT }]));
  const edges = new Map();
  const nodes = new Map();
  const svg = s("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: "cell-graph",
    role: "img",
    "aria-label": `Graph of cell ${cell.cell}`,
  });
  const edgeLayer = s("g", { class: "edges" });
  const nodeLayer = s("g", { class: "nodes" });
  const stackLayer = s("g", { class: "stacks" });

  for (const move of cell.moves) {
    const from = at.get(move.from);
    const to = at.get(move.to);
    if (!from || !to) continue;
    const line = s("line", {
      x1: from.x,
      y1: from.y,
      x2: to.x,
      y2: to.y,
      class: move.bothWays ? "edge" : "edge one-way",
      dataset: { from: move.from, to: move.to },
    });
    edges.set(edgeKey(move.from, move.to), line);
    edgeLayer.append(line);
  }
  for (const position of cell.positions) {
    const { x, y } = at.get(position.name);
    const label = position.name.replaceAll("_", " ");
    const group = s(
      "g",
      {
        class: `node role-${position.role}`,
        dataset: { position: position.name },
        transform: `translate(${x} ${y})`,
      },
      s("title", {}, `${position.name} (${position.role}) — ${position.description}`),
      position.toolStand ? s("rect", { x: -24, y: -24, width: 48, height: 48, rx: 6, class: "stand" }) : null,
      s("circle", { r: 17 }),
      s("text", { y: 36, class: "label" }, label),
      position.toolStand ? s("text", { y: -30, class: "stand-label" }, `${position.tool} stand`) : null,
    );
    nodes.set(position.name, group);
    nodeLayer.append(group);
  }
  const robotTool = s("text", { y: 5, class: "robot-tool" }, "");
  const robot = s("g", { class: "robot", "aria-label": "robot" }, s("circle", { r: 11 }), robotTool);
  svg.append(edgeLayer, stackLayer, nodeLayer, robot);
  clear(container, svg);

  const legend = s(
    "g",
    { class: "legend", transform: "translate(16 18)" },
    ...["home", "safe_approach", "tool_mount", "work"]
      .filter((role) => cell.positions.some((p) => p.role === role))
      .map((role, index) =>
        s(
          "g",
          { class: `node role-${role}`, transform: `translate(${index * 130} 0)` },
          s("circle", { r: 6 }),
          s("text", { x: 12, y: 4, class: "legend-label" }, role.replace("_", " ")),
        ),
      ),
  );
  svg.append(legend);

  let robotPosition = null;
  return {
    setRobot(position, tool) {
      const point = at.get(position);
      if (point) robot.style.transform = `translate(${point.x}px, ${point.y}px)`;
      robot.dataset.position = position ?? "";
      robot.dataset.tool = tool ?? "none";
      robotTool.textContent = tool && tool !== "none" ? tool : "";
      robotPosition = position;
      for (const [name, node] of nodes) node.classList.toggle("robot-here", name === position);
    },
    get robotPosition() {
      return robotPosition;
    },
    /** Highlights the planned path (positions in order, starting where the robot is). */
    setPath(path) {
      for (const line of edges.values()) line.classList.remove("planned", "travelled");
      for (const node of nodes.values()) node.classList.remove("on-path");
      (path ?? []).forEach((name, index) => {
        nodes.get(name)?.classList.add("on-path");
        if (index > 0) edges.get(edgeKey(path[index - 1], name))?.classList.add("planned");
      });
    },
    /** Marks a move as done during execution. */
    markTravelled(from, to) {
      edges.get(edgeKey(from, to))?.classList.add("travelled");
    },
    /** Assembly cells: tiles stacked on each zone, bottom first. */
    setStacks(stacks) {
      clear(stackLayer);
      for (const [zone, items] of Object.entries(stacks ?? {})) {
        const point = at.get(zone);
        if (!point) continue;
        items.forEach((item, index) => {
          stackLayer.append(
            s(
              "rect",
              {
                x: point.x - 30,
                y: point.y - 30 - (index + 1) * 11,
                width: 60,
                height: 10,
                rx: 2,
                class: "tile",
                fill: ITEM_COLOURS[item] ?? "#999",
                dataset: { item, zone },
              },
              s("title", {}, item),
            ),
          );
        });
      }
    },
  };
}
