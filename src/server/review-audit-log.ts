import type { CellStore } from "../store/cell-store.js";
import type { NewReviewAuditEntry, ReviewAuditEntry } from "../store/shared-state.js";

export type { NewReviewAuditEntry, ReviewAuditEntry } from "../store/shared-state.js";

export interface ReviewAuditLog {
  record(entry: NewReviewAuditEntry): Promise<ReviewAuditEntry>;
  list(options?: { limit?: number; offset?: number }): Promise<ReviewAuditEntry[]>;
  /** Nothing to release: the audit lives in the cell store, closed by its owner. */
  close(): void;
}

/**
 * Who approved what: the `review_audit` table of the cell store (DESIGN §2 allows extra
 * tables), written by the server on every review action; append-only. In PostgreSQL every
 * replica writes and reads the same audit.
 */
export function openReviewAuditLog(store: CellStore): ReviewAuditLog {
  return {
    record: (entry) => store.recordReviewAction(entry),
    list: (options) => store.listReviewActions(options),
    close() {},
  };
}
