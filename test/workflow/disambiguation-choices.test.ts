import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./support/workflow-harness.js";

let harness: Harness;
afterEach(async () => harness?.close());

describe("unclear commands get machine-made options, answered by number or label", () => {
  it("'go to the safe position' offers the three safe positions; '2' picks Safe_Pos_2", async () => {
    harness = createHarness();
    const turn = await harness.service.send("c", "go to the safe position");
    expect(turn.kind).toBe("review");
    expect(turn.pendingReview).toMatchObject({
      kind: "disambiguation",
      reason: "disambiguation",
      expectedInput: "single_choice",
      source: "entity_resolution",
    });
    expect(turn.pendingReview!.returnTo).toEqual({ node: "planSequence", mode: "apply_selection" });
    expect(turn.pendingReview!.options).toEqual([
      { id: "option-1", label: "Safe_Pos_1" },
      { id: "option-2", label: "Safe_Pos_2" },
      { id: "option-3", label: "Safe_Pos_3" },
    ]);
    const chosen = await harness.service.send("c", "2");
    expect(chosen.kind).toBe("review");
    expect(chosen.pendingReview!.kind).toBe("approval");
    expect(chosen.plan!.path).toEqual(["Home", "Safe_Pos_2"]);
    const done = await harness.service.send("c", "yes");
    expect(done.kind).toBe("run");
    expect((await harness.store.getState()).current_position).toBe("Safe_Pos_2");
  });

  it.each([
    ["Safe_Pos_3", "Safe_Pos_3"],
    ["safe position 1", "Safe_Pos_1"],
    ["the third one", "Safe_Pos_3"],
  ])("answer '%s' chooses %s", async (answer, position) => {
    harness = createHarness();
    await harness.service.send("c", "go to the safe position");
    const chosen = await harness.service.send("c", answer);
    expect(chosen.plan!.path.at(-1)).toBe(position);
  });

  it("'inspect there' with no earlier position asks which position", async () => {
    harness = createHarness();
    const turn = await harness.service.send("c", "inspect there");
    expect(turn.kind).toBe("review");
    expect(turn.pendingReview!.options?.map((option) => option.label)).toEqual(["Pos_1", "Pos_2", "Pos_3"]);
    const chosen = await harness.service.send("c", "3");
    expect(chosen.kind).toBe("review");
    expect(chosen.plan!.steps.at(-1)).toMatchObject({ target: "camera_inspection", position: "Pos_3" });
  });

  it("'inspect there' after an earlier position uses it: the conversation remembers", async () => {
    harness = createHarness();
    await harness.service.send("c", "go to position 2");
    await harness.service.send("c", "yes");
    const turn = await harness.service.send("c", "inspect there");
    expect(turn.kind).toBe("review");
    expect(turn.plan!.steps.at(-1)).toMatchObject({ target: "camera_inspection", position: "Pos_2" });
  });

  it("'return the tool' when none is held explains that there is nothing to do", async () => {
    harness = createHarness();
    const turn = await harness.service.send("c", "return the tool");
    expect(turn.kind).toBe("answer");
    expect(turn.reply).toMatch(/holds no tool/);
    expect(turn.pendingReview).toBeNull();
    expect(await harness.store.countRuns()).toBe(0);
  });

  it("a choice answered with something else is asked again", async () => {
    harness = createHarness();
    await harness.service.send("c", "go to the safe position");
    const again = await harness.service.send("c", "the blue one");
    expect(again.kind).toBe("review");
    expect(again.pendingReview!.kind).toBe("disambiguation");
  });
});
