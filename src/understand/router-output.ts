import type { RouterOutput } from "../contracts/router.js";
import type { Understanding } from "./understanding.js";

/** The Router output contract (DESIGN §3) of an understanding, for logs and other stages. */
export function toRouterOutput(understanding: Understanding): RouterOutput {
  return {
    correlation_id: understanding.correlationId,
    operator_input: understanding.operatorInput,
    intent: understanding.intent,
    plan_attempt: understanding.planAttempt ?? 0,
  };
}
