import { describe, expect, it } from "vitest";
import { RouterOutputSchema } from "../../src/contracts/router.js";
import { toRouterOutput } from "../../src/understand/router-output.js";
import { understandCommand } from "../../src/understand/understand-command.js";
import { welding } from "./support.js";

describe("the router output contract", () => {
  it("carries a new correlation id per request, the input, the intent and the plan attempt", async () => {
    const first = toRouterOutput(await understandCommand({ text: "where is the robot?", snapshot: welding }));
    const repair = toRouterOutput(
      await understandCommand({
        text: "weld at position 3",
        snapshot: welding,
        planAttempt: 2,
        validationErrors: ["tack_weld is not supported at Pos_3"],
      }),
    );
    expect(RouterOutputSchema.parse(first)).toMatchObject({
      operator_input: "where is the robot?",
      intent: "question",
      plan_attempt: 0,
    });
    expect(repair).toMatchObject({ intent: "action", plan_attempt: 2 });
    expect(repair.correlation_id).not.toBe(first.correlation_id);
  });
});
