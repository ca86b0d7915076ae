import { OpenAPIHono } from "@hono/zod-openapi";
import { describeValidationError } from "../contracts/describe-validation-error.js";
import { errorResponse } from "./api-error.js";

/**
 * A router whose routes are declared with their zod schemas: the same schemas validate the
 * request and make the OpenAPI document. A request that fails them gets a 400 naming the
 * field and the problem (`goal.position is missing (expected a string)`).
 */
export function createRouter(): OpenAPIHono {
  return new OpenAPIHono({
    defaultHook: (result, context) => {
      if (!result.success) {
        return errorResponse(context, "BAD_REQUEST", describeValidationError(result.error));
      }
    },
  });
}
