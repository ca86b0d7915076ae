import { utimesSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadEmbeddedGraph, loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { snapshotQueries } from "../../src/knowledge/graph-queries.js";
import { makeTempDir, weldingCellText, writeCellFile } from "../fixtures/temp-dir.js";

const graph = loadEmbeddedGraph("welding");
const queries = snapshotQueries(loadGraphSnapshot("welding"));

describe("the ten knowledge queries on the welding cell", () => {
  it("getAllPositions lists the eleven positions with role and description", async () => {
    const positions = await graph.getAllPositions();
    expect(positions).toHaveLength(11);
    expect(positions.find((p) => p.name === "Home")).toMatchObject({ role: "home" });
    expect(positions.filter((p) => p.role === "work").map((p) => p.name)).toEqual([
      "Pos_1",
      "Pos_2",
      "Pos_3",
    ]);
    expect(
      positions
        .filter((p) => p.role === "tool_mount")
        .map((p) => p.name)
        .sort(),
    ).toEqual(["Tool_Camera_Position", "Tool_Weld_Position"]);
    expect(positions.every((p) => typeof p.description === "string" && p.description.length > 0)).toBe(true);
  });

  it("getAllTools lists the welder and the camera with their types", async () => {
    expect(await graph.getAllTools()).toEqual([
      { name: "Welder", type: "end_effector", description: "TIG welding head" },
      { name: "Camera", type: "sensor", description: "Inspection camera" },
    ]);
  });

  it("getAllRoutines gives each routine's required tool, 'none' when it needs none", async () => {
    const required = Object.fromEntries((await graph.getAllRoutines()).map((r) => [r.name, r.required_tool]));
    expect(required).toEqual({
      tool_attach: "none",
      tool_release: "none",
      tack_weld: "Welder",
      camera_inspection: "Camera",
    });
  });

  it("getToolLocations maps each tool to its stand's position", async () => {
    expect(await graph.getToolLocations()).toEqual({
      Welder: "Tool_Weld_Position",
      Camera: "Tool_Camera_Position",
    });
  });

  it("getAllowedMoves lists the neighbours, and nothing for an unknown position", async () => {
    expect((await graph.getAllowedMoves("Home")).sort()).toEqual(
      [
        "Safe_Pos_1",
        "Safe_Pos_2",
        "Safe_Pos_3",
        "Tool_Camera_Safe_Position",
        "Tool_Weld_Safe_Position",
      ].sort(),
    );
    expect((await graph.getAllowedMoves("Pos_2")).sort()).toEqual(["Safe_Pos_2"]);
    expect(await graph.getAllowedMoves("Pos_9")).toEqual([]);
  });

  it("getSupportedPositions: tack_weld only at Pos_1 and Pos_2, inspection at all three", async () => {
    expect((await graph.getSupportedPositions("tack_weld")).sort()).toEqual(["Pos_1", "Pos_2"]);
    expect((await graph.getSupportedPositions("camera_inspection")).sort()).toEqual([
      "Pos_1",
      "Pos_2",
      "Pos_3",
    ]);
    expect(await graph.getSupportedPositions("polish")).toEqual([]);
  });

  it("getRoutineByName returns the routine or null", async () => {
    expect(await graph.getRoutineByName("tack_weld")).toMatchObject({
      name: "tack_weld",
      required_tool: "Welder",
    });
    expect(await graph.getRoutineByName("Tack_Weld")).toBeNull();
  });

  it("getRoutineMetadata gives stabilize/action_after/verify, null where unsupported", async () => {
    expect(await graph.getRoutineMetadata("tack_weld", "Pos_1")).toEqual({
      stabilize: 1.5,
      action_after: null,
      verify: "weld_quality_check",
    });
    expect(await graph.getRoutineMetadata("camera_inspection", "Pos_3")).toMatchObject({
      stabilize: 0.5,
      verify: "image_quality_check",
    });
    expect(await graph.getRoutineMetadata("tool_attach", "Tool_Weld_Position")).toMatchObject({
      action_after: "attach_tool",
    });
    expect(await graph.getRoutineMetadata("tack_weld", "Pos_3")).toBeNull();
    expect(await graph.getRoutineMetadata("nothing", "Pos_1")).toBeNull();
  });

  it("getShortestPath gives the names from start to end, empty when there is none", async () => {
    expect(await graph.getShortestPath("Home", "Pos_1")).toEqual(["Home", "Safe_Pos_1", "Pos_1"]);
    expect(await graph.getShortestPath("Pos_1", "Pos_2")).toEqual([
      "Pos_1",
      "Safe_Pos_1",
      "Safe_Pos_2",
      "Pos_2",
    ]);
    expect(await graph.getShortestPath("Pos_3", "Tool_Camera_Position")).toEqual([
      "Pos_3",
      "Safe_Pos_3",
      "Home",
      "Tool_Camera_Safe_Position",
      "Tool_Camera_Position",
    ]);
    expect(await graph.getShortestPath("Home", "Home")).toEqual(["Home"]);
    expect(await graph.getShortestPath("Home", "Nowhere")).toEqual([]);
  });

  it("isMoveAllowed follows the whitelist in both directions and nothing else", async () => {
    expect(await graph.isMoveAllowed("Home", "Safe_Pos_1")).toBe(true);
    expect(await graph.isMoveAllowed("Safe_Pos_1", "Home")).toBe(true);
    expect(await graph.isMoveAllowed("Home", "Pos_1")).toBe(false);
    expect(await graph.isMoveAllowed("Safe_Pos_1", "Safe_Pos_3")).toBe(false);
    expect(await graph.isMoveAllowed("Home", "Home")).toBe(false);
    expect(await graph.isMoveAllowed("Home", "Mars")).toBe(false);
  });

  it("the synchronous snapshot queries agree with the backend", async () => {
    expect(queries.getAllPositions()).toEqual(await graph.getAllPositions());
    expect(queries.getShortestPath("Pos_3", "Tool_Weld_Position")).toEqual(
      await graph.getShortestPath("Pos_3", "Tool_Weld_Position"),
    );
    expect(graph.backend).toBe("embedded");
  });
});

describe("the embedded backend loads a snapshot once per version of the cell file", () => {
  it("returns the same snapshot while the file is unchanged and a new one after an edit", () => {
    const temp = makeTempDir();
    try {
      const path = writeCellFile(temp.dir, "edit.cell.yaml", weldingCellText());
      const first = loadGraphSnapshot(path);
      expect(loadGraphSnapshot(path)).toBe(first);
      writeCellFile(
        temp.dir,
        "edit.cell.yaml",
        weldingCellText().replace("  - Safe_Pos_1 <-> Safe_Pos_2\n", ""),
      );
      utimesSync(path, new Date(), new Date(Date.now() + 5000)); // a different mtime even on coarse clocks
      const second = loadGraphSnapshot(path);
      expect(second.version).not.toBe(first.version);
      expect(snapshotQueries(second).isMoveAllowed("Safe_Pos_1", "Safe_Pos_2")).toBe(false);
    } finally {
      temp.cleanup();
    }
  });
});
