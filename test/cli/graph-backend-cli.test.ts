import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir("cellpilot-graph-cli-");
});
afterEach(() => temp.cleanup());

/** The CLI with the Neo4j backend chosen; no Neo4j server exists here, so each must say so clearly. */
function cellpilot(args: string[], env: Record<string, string>) {
  const { NEO4J_URI: _uri, CELLPILOT_GRAPH: _graph, ...rest } = process.env;
  return spawnSync(process.execPath, ["dist/cli/main.js", ...args, "--data-dir", temp.dir], {
    encoding: "utf8",
    timeout: 60_000,
    env: { ...rest, CELLPILOT_LLM: "off", CELLPILOT_TIME_SCALE: "0", ...env },
  });
}

describe("ask, chat, replay and serve use the configured graph backend", () => {
  it("ask, chat and replay with CELLPILOT_GRAPH=neo4j ask for NEO4J_URI instead of planning on the file", () => {
    for (const args of [
      ["ask", "--yes", "go home"],
      ["chat"],
      ["replay", "3f2b1c4d-1a2b-4c3d-8e9f-0a1b2c3d4e5f", "--yes"],
    ]) {
      const result = cellpilot(args, { CELLPILOT_GRAPH: "neo4j" });
      expect(result.status, args[0]).not.toBe(0);
      expect(result.stderr, args[0]).toMatch(/the Neo4j graph backend needs NEO4J_URI/);
      expect(result.stdout, args[0]).not.toMatch(/run completed|▶ run/);
    }
  });

  it("ask --graph neo4j names the server it cannot reach and runs nothing", () => {
    const result = cellpilot(["ask", "--graph", "neo4j", "--yes", "go to position 1"], {
      NEO4J_URI: "bolt://127.0.0.1:1",
      NEO4J_PASSWORD: "x",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/cannot use Neo4j at bolt:\/\/127\.0\.0\.1:1 as user 'neo4j'/);
    const history = cellpilot(["history"], {});
    expect(history.stdout).not.toMatch(/go to position 1/);
  });

  it("serve --graph neo4j refuses to start without NEO4J_URI, before listening", () => {
    const result = cellpilot(["serve", "--port", "0", "--graph", "neo4j"], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/the Neo4j graph backend needs NEO4J_URI/);
    expect(result.stdout).not.toContain("console for cell");
  });

  it("ask --graph embedded plans on the cell file whatever CELLPILOT_GRAPH says", () => {
    const result = cellpilot(["ask", "--graph", "embedded", "--yes", "go to position 1"], {
      CELLPILOT_GRAPH: "neo4j",
    });
    expect(result.stderr).not.toMatch(/Neo4j/);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Pos_1/);
  });
});
