import type { z } from "zod";
import { ErrorBodySchema } from "../contracts/http-fields.js";
import { ERROR_STATUS, type ApiErrorCode } from "./api-error.js";

/** Building blocks of the route declarations: JSON bodies and the documented error answers. */

export const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

export const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  body: { content: json(schema), required },
});

export const ok = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: json(schema),
});

const ERROR_DESCRIPTIONS = {
  400: "Bad input: malformed JSON, a missing or invalid field (named in the message), an unknown option",
  401: "Missing or wrong bearer token (only when the server has CELLPILOT_TOKEN)",
  403: "Host not on the allow-list, or a change requested from an origin that is not allowed",
  404: "No such conversation, review or run",
  409: "The review answered is no longer the pending one, or no run is in progress",
  413: "Request body over the size limit",
  415: "A request that changes something without Content-Type: application/json",
  429: "Too many requests from this client (see Retry-After)",
  503: "The conversation workflow, the store or the Neo4j graph is unavailable",
} as const;
type DocumentedStatus = keyof typeof ERROR_DESCRIPTIONS;

/** One example answer per status, as the server words it. */
const ERROR_EXAMPLES: Record<DocumentedStatus, [ApiErrorCode, string]> = {
  400: ["BAD_REQUEST", "goal.position is missing (expected a string)"],
  401: ["UNAUTHORIZED", "this server needs 'Authorization: Bearer <CELLPILOT_TOKEN>'"],
  403: [
    "FORBIDDEN",
    "requests from origin 'http://other.example' may not change anything: add it to CELLPILOT_ALLOWED_ORIGINS (or --allowed-origin)",
  ],
  404: ["NOT_FOUND", "no conversation 4f0c1a52: start one with POST /api/conversations"],
  409: ["CONFLICT", "review hitl-7d1c is no longer pending (the pending one is hitl-8e2f)"],
  413: ["PAYLOAD_TOO_LARGE", "the request body is larger than 16384 bytes"],
  415: [
    "UNSUPPORTED_MEDIA_TYPE",
    "requests that change something need 'Content-Type: application/json' (send {} for no fields)",
  ],
  429: [
    "RATE_LIMITED",
    "too many requests from this client: at most 60 at once and 30 per second; retry in 1 s",
  ],
  503: [
    "SERVICE_UNAVAILABLE",
    "cannot use PostgreSQL at db:5432/cellpilot: connect ECONNREFUSED (check DATABASE_URL)",
  ],
};

const errorAnswer = (status: DocumentedStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: {
    "application/json": {
      schema: ErrorBodySchema,
      example: { error: { code: ERROR_EXAMPLES[status][0], message: ERROR_EXAMPLES[status][1] } },
    },
  },
  ...(status === 429
    ? {
        headers: {
          "Retry-After": {
            description: "Seconds until a request is allowed",
            schema: { type: "integer" as const },
          },
        },
      }
    : {}),
});

/** Answers every /api request may get from the guards: token, host/origin, rate limit. */
const GUARD_STATUSES = [401, 403, 429] as const;
/** And those of requests that change something: body, media type. */
const CHANGE_STATUSES = [400, 413, 415] as const;

function answers<S extends DocumentedStatus>(statuses: readonly S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorAnswer(status)])) as Record<
    S,
    ReturnType<typeof errorAnswer>
  >;
}

/** The error answers of a reading route plus its own (`404`, `400` for bad parameters…). */
export const readErrors = <S extends DocumentedStatus>(...own: S[]) => answers([...GUARD_STATUSES, ...own]);

/** The error answers of a changing route (guards, body and media type) plus its own. */
export const changeErrors = <S extends DocumentedStatus>(...own: S[]) =>
  answers([...GUARD_STATUSES, ...CHANGE_STATUSES, ...own]);

export const statusOf = (code: keyof typeof ERROR_STATUS) => ERROR_STATUS[code];
