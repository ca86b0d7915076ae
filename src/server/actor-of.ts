import type { Context } from "hono";
import { ActorSchema } from "../contracts/http-fields.js";
import { ApiError } from "./api-error.js";

/** Who acts: the body's `actor`, else the X-Cellpilot-Actor header, else "anonymous". */
export function actorOf(context: Context, fromBody: string | undefined): string {
  if (fromBody) return fromBody;
  const header = context.req.header("x-cellpilot-actor");
  if (header) {
    const result = ActorSchema.safeParse(header);
    if (!result.success)
      throw new ApiError("BAD_REQUEST", `X-Cellpilot-Actor: ${result.error.issues[0].message}`);
    return result.data;
  }
  return "anonymous";
}
