import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./api-error.js";

/** Reads and validates a JSON body; malformed or invalid bodies become a 400 naming the field. */
export async function readJsonBody<T>(context: Context, schema: z.ZodType<T>): Promise<T> {
  const raw = await context.req.text();
  let value: unknown = {};
  if (raw.trim() !== "") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError("BAD_REQUEST", "the request body is not valid JSON");
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length > 0 ? issue.path.join(".") : "body";
    throw new ApiError("BAD_REQUEST", `${where}: ${issue.message}`);
  }
  return result.data;
}
