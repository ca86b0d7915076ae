import type { CellGraphData, PositionNode, SupportedAtEdge } from "../knowledge/cell-graph-data.js";

// The same seed always gives the same cell; re-exported for the callers that seed it.
export { seededRandom } from "../assembly/seeded-random.js";

export interface GeneratedCellOptions {
  positions: number;
  tools: number;
  /** Extra moves beyond the spanning tree, as a share of the positions (0.3 → 30 % more). */
  extraMoves?: number;
  /** A new position links to one of the last `window` positions: small windows make long paths. */
  window?: number;
  /** Share of work positions that allow only some tools (`allowed_tools`). */
  restrictedShare?: number;
  random: () => number;
}

/**
 * A connected graph cell of any size, for property tests and the bench: every move stored both
 * ways, one stand per tool (supporting tool_attach and tool_release), one routine per tool
 * supported at random work positions, and a tool-free routine. Passes `cell check`.
 */
export function generateCell(options: GeneratedCellOptions): CellGraphData {
  const { random } = options;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const window = options.window ?? options.positions;
  const toolNames = Array.from({ length: options.tools }, (_, index) => `Tool_${index + 1}`);
  const positions: PositionNode[] = [{ name: "Home", role: "home", description: "", words: [] }];
  const moves: Array<{ from: string; to: string }> = [];
  // Neighbours are looked up through a set: a linear scan would make 10,000 positions slow.
  const edgeSet = new Set<string>();
  const link = (a: string, b: string) => {
    if (a === b || edgeSet.has(`${a}\u0000${b}`)) return;
    edgeSet.add(`${a}\u0000${b}`).add(`${b}\u0000${a}`);
    moves.push({ from: a, to: b }, { from: b, to: a });
  };
  const stands = toolNames.map((tool, index) => ({
    name: `Stand_${index + 1}`,
    position: `Mount_${index + 1}`,
    tool,
    pose: "",
  }));
  const others = Math.max(0, options.positions - 1 - stands.length);
  for (let index = 0; index < others; index++) {
    const name = `P_${index + 1}`;
    const role = random() < 0.5 ? "work" : "safe_approach";
    const restricted = role === "work" && options.tools > 0 && random() < (options.restrictedShare ?? 0);
    positions.push({
      name,
      role,
      description: "",
      words: [],
      ...(restricted ? { allowedTools: toolNames.filter(() => random() < 0.5) } : {}),
    });
    const from = Math.max(0, positions.length - 1 - window);
    link(positions[from + Math.floor(random() * (positions.length - 1 - from))].name, name);
  }
  for (const stand of stands) {
    positions.push({ name: stand.position, role: "tool_mount", description: "", words: [] });
    link(pick(positions.slice(0, positions.length - 1)).name, stand.position);
  }
  const extra = Math.round((options.extraMoves ?? 0.3) * positions.length);
  for (let count = 0; count < extra; count++) {
    // Local shortcuts only (within the window), so a small window keeps paths long.
    const a = Math.floor(random() * positions.length);
    const b = Math.min(positions.length - 1, Math.max(0, a + Math.round((random() * 2 - 1) * window)));
    link(positions[a].name, positions[b].name);
  }
  const work = positions.filter((position) => position.role === "work");
  const supportedAt: SupportedAtEdge[] = [];
  for (const stand of stands) {
    supportedAt.push(
      {
        routine: "tool_attach",
        position: stand.position,
        stabilize: 1,
        action_after: "attach_tool",
        verify: stand.tool,
      },
      {
        routine: "tool_release",
        position: stand.position,
        stabilize: 1,
        action_after: "release_tool",
        verify: null,
      },
    );
  }
  const routines: CellGraphData["routines"] = [
    { name: "tool_attach", description: "", required_tool: "none", effect: "attach_tool", words: [] },
    { name: "tool_release", description: "", required_tool: "none", effect: "release_tool", words: [] },
    { name: "measure", description: "", required_tool: "none", effect: "none", words: [] },
    ...toolNames.map((tool, index) => ({
      name: `work_${index + 1}`,
      description: "",
      required_tool: tool,
      effect: "none" as const,
      words: [],
    })),
  ];
  for (const routine of routines.slice(2)) {
    for (const position of work) {
      if (random() < 0.4) {
        supportedAt.push({
          routine: routine.name,
          position: position.name,
          stabilize: Math.round(random() * 20) / 10,
          action_after: null,
          verify: random() < 0.5 ? `${routine.name}_check` : null,
        });
      }
    }
  }
  return {
    cell: `generated_${options.positions}`,
    description: "A generated cell",
    home: "Home",
    initialState: { position: "Home", tool: "none" },
    moveSeconds: 1,
    reviewPolicy: "never",
    positions,
    tools: toolNames.map((name) => ({ name, type: "end_effector", description: "", words: [] })),
    toolStands: stands,
    routines,
    moves,
    supportedAt,
    vocabulary: {},
  };
}
