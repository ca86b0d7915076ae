/** Errors of the store layer, each with a code from a closed set. */
export type StoreErrorCode = "STORE_UNAVAILABLE" | "STORE_CONFIG";

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreError";
    this.code = code;
  }
}
