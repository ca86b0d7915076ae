import { z } from "zod";

export const MAX_MESSAGE_CHARS = 2000;

/**
 * Operator text as the API accepts it: control characters become spaces (they cannot be typed
 * and would corrupt logs), then trimmed; empty and over-long texts are refused with a reason.
 */
export const OperatorTextSchema = z
  .string({ error: "text must be a string" })
  .transform((text) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, { error: "text is empty: say what the cell should do" })
      .max(MAX_MESSAGE_CHARS, { error: `text is longer than ${MAX_MESSAGE_CHARS} characters` }),
  )
  .meta({ description: `What the operator says, 1–${MAX_MESSAGE_CHARS} characters` });

/** Who acted: a short name from the body or the X-Cellpilot-Actor header. */
export const ActorSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N} ._@-]{1,64}$/u, { error: "actor must be 1–64 letters, digits, spaces or . _ @ -" })
  .meta({
    // written out: the generator would copy the regular expression's /u flag into the pattern
    pattern: "^[\\p{L}\\p{N} ._@-]{1,64}$",
    description: "Who acts (recorded in the review audit); else X-Cellpilot-Actor; else anonymous",
    example: "jane.doe",
  });

export const ConversationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "conversation ids are 1–64 letters, digits, _ or -" })
  .meta({
    description: "A conversation id issued by POST /api/conversations",
    example: "4f0c1a52-7a53-4c5e-9d36-0f1b7f3a2f10",
  });

export const RunIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: "run ids are 1–100 letters, digits or _ . : -" })
  .meta({ description: "A run id", example: "run-2026-11-23T09-30-00-1a2b" });

/** The closed set of error codes the HTTP API answers with. */
export const API_ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every error answer: `{error: {code, message}}`, the message naming the real problem. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      message: z.string().meta({ description: "Operator-readable: names the field or the reason" }),
    }),
  })
  .meta({
    id: "Error",
    example: { error: { code: "BAD_REQUEST", message: "goal.position is missing (expected a string)" } },
  });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

const pageNumber = (name: string, min: number, max: number, description: string, example: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int({ error: `${name} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${name} must be a whole number from ${min} to ${max}` })
    .max(max, { error: `${name} must be a whole number from ${min} to ${max}` })
    .optional()
    .meta({ param: { name, in: "query" }, description, example });

/** `?limit=&offset=` of the paged lists. */
export const PageQuerySchema = z.object({
  limit: pageNumber("limit", 1, 200, "Page size (default 20)", 20),
  offset: pageNumber("offset", 0, 1_000_000_000, "Rows to skip (default 0)", 0),
});

/** The body of a request that takes no fields (still JSON, so browsers preflight it cross-origin). */
export const EmptyRequestSchema = z
  .object({})
  .meta({ id: "EmptyRequest", description: "No fields: send {} (or nothing)", example: {} });
