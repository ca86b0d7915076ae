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
  );

/** Who acted: a short name from the body or the X-Cellpilot-Actor header. */
export const ActorSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N} ._@-]{1,64}$/u, { error: "actor must be 1–64 letters, digits, spaces or . _ @ -" });

export const ConversationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "conversation ids are 1–64 letters, digits, _ or -" });
