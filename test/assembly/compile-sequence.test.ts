import { describe, expect, it } from "vitest";
import { compileSequence } from "../../src/assembly/compile-sequence.js";
import { verifyAssemblyRun } from "../../src/assembly/verify-assembly-run.js";
import type { AssemblyInstruction } from "../../src/contracts/assembly.js";
import { cell, sceneWith } from "./support/interpret.js";

const step = (instruction: string, params: Record<string, unknown> = {}): AssemblyInstruction => ({
  instruction,
  params,
});

describe("the instruction compiler", () => {
  it("expands add_layer through the templates with a stack-aware drop height", () => {
    const compiled = compileSequence(
      [step("add_layer", { item: "bread" }), step("add_layer", { item: "cheese" })],
      cell,
      sceneWith(),
    );
    expect(compiled.ok).toBe(true);
    expect(compiled.steps[0].primitives).toEqual([
      { primitive: "gripper_set", params: { profile: "open" } },
      { primitive: "move_to", params: { location: "bread_slot" } },
      { primitive: "move_relative", params: { direction: "down", distance_cm: 5 } },
      { primitive: "gripper_set", params: { profile: "close_object" } },
      { primitive: "move_relative", params: { direction: "up", distance_cm: 5 } },
      { primitive: "move_to", params: { location: "assembly_fixture" } },
      { primitive: "move_relative", params: { direction: "down", distance_cm: 10 } },
      { primitive: "gripper_set", params: { profile: "open" } },
      { primitive: "move_relative", params: { direction: "up", distance_cm: 10 } },
    ]);
    const drops = compiled.primitives
      .filter((p) => p.primitive === "move_relative" && p.params.direction === "down")
      .map((p) => p.params.distance_cm);
    // The second tile lands one tile higher: the descent is one tile shorter.
    expect(drops).toEqual([5, 10, 5, 9]);
    expect(compiled.sceneAfter.stacks.assembly_fixture).toEqual(["bread", "cheese"]);
    expect(compiled.sceneAfter.holding).toBeNull();
  });

  it("clears the active zone top first, each tile back to its slot", () => {
    const compiled = compileSequence(
      [step("clear_assembly")],
      cell,
      sceneWith({ stacks: { assembly_fixture: ["bread", "meat"] } }),
    );
    const places = compiled.primitives.filter((p) => p.primitive === "move_to").map((p) => p.params.location);
    expect(places).toEqual(["assembly_fixture", "meat_slot", "assembly_fixture", "bread_slot"]);
    expect(compiled.sceneAfter.stacks.assembly_fixture).toEqual([]);
  });

  it("return_to_stack is a no-op when empty-handed and returns the held item otherwise", () => {
    expect(compileSequence([step("return_to_stack")], cell, sceneWith()).primitives).toEqual([]);
    const held = compileSequence(
      [step("return_to_stack")],
      cell,
      sceneWith({ holding: "tomato", gripper: "close_object" }),
    );
    expect(held.primitives[0]).toEqual({ primitive: "move_to", params: { location: "tomato_slot" } });
    expect(held.sceneAfter.holding).toBeNull();
  });

  it("maps speed, waits, relative moves and going home to their primitives", () => {
    const compiled = compileSequence(
      [
        step("adjust_speed", { level: "slow" }),
        step("wait", { seconds: 2 }),
        step("move_relative", { direction: "left", distance_cm: 0.5 }),
        step("go_home"),
      ],
      cell,
      sceneWith({ current_position: "assembly_left" }),
    );
    expect(compiled.primitives).toEqual([
      { primitive: "set_speed", params: { level: "slow" } },
      { primitive: "wait", params: { seconds: 2 } },
      { primitive: "move_relative", params: { direction: "left", distance_cm: 0.5 } },
      { primitive: "move_to", params: { location: "home" } },
    ]);
    expect(compiled.sceneAfter.speed).toBe("slow");
  });

  it.each([
    [
      [step("pick_up", { item: "meat" }), step("pick_up", { item: "cheese" })],
      /already holding meat \(no double grip\)/,
    ],
    [[step("place_at", { location: "bread_slot" })], /not holding anything/],
    [[step("add_layer", { item: "avocado" })], /unknown item 'avocado'/],
    [
      [step("pick_up", { item: "meat" }), step("place_at", { location: "kitchen" })],
      /unknown location 'kitchen'/,
    ],
    [[step("set_active_zone", { zone: "assembly_top" })], /unknown zone/],
    [
      [step("pick_up", { item: "meat" }), step("transfer", { item: "meat", destination: "assembly_left" })],
      /double grip|assembly zone/,
    ],
    [[step("teleport")], /not an instruction/],
    [Array.from({ length: 6 }, () => step("add_layer", { item: "cheese" })), /already has 5 tiles of cheese/],
  ])("refuses %j", (sequence, message) => {
    const compiled = compileSequence(sequence, cell, sceneWith());
    expect(compiled.ok).toBe(false);
    expect(compiled.errors.join("\n")).toMatch(message);
  });

  it("refuses a ninth layer on a full stack", () => {
    const full = sceneWith({
      stacks: {
        assembly_fixture: ["bread", "meat", "meat", "cheese", "cheese", "lettuce", "tomato", "tomato"],
      },
    });
    expect(compileSequence([step("add_layer", { item: "bread" })], cell, full).errors[0]).toMatch(
      /full \(8 layers\)/,
    );
  });

  it("every move of a compiled build passes the graph Verifier; a bad location fails it", () => {
    const compiled = compileSequence(
      [
        step("set_active_zone", { zone: "assembly_right" }),
        step("add_layer", { item: "bread" }),
        step("go_home"),
      ],
      cell,
      sceneWith(),
    );
    expect(verifyAssemblyRun(cell, "home", compiled.primitives, compiled.errors).valid).toBe(true);
    const bad = verifyAssemblyRun(
      cell,
      "home",
      [{ primitive: "move_to", params: { location: "fryer" } }],
      [],
    );
    expect(bad.valid).toBe(false);
    expect(bad.feedback).toBe("Step 1: Position 'fryer' does not exist in graph");
  });
});
