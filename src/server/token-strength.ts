import { ApiError } from "./api-error.js";

export const MIN_TOKEN_CHARS = 32;
const MIN_DISTINCT_CHARS = 10;

/**
 * Refuses bearer tokens that can be guessed: at least 32 characters with at least 10 different
 * ones (`openssl rand -hex 32` qualifies); the message says how to make one.
 */
export function checkTokenStrength(token: string): void {
  const distinct = new Set(token).size;
  if (token.length < MIN_TOKEN_CHARS || distinct < MIN_DISTINCT_CHARS || /\s/.test(token)) {
    throw new ApiError(
      "UNAUTHORIZED",
      `CELLPILOT_TOKEN is too weak (${token.length} characters, ${distinct} different): use at least ${MIN_TOKEN_CHARS} characters with no spaces and at least ${MIN_DISTINCT_CHARS} different ones, e.g. \`openssl rand -hex 32\``,
    );
  }
}
