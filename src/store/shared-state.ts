/**
 * The rows of the cell's shared state beside robot state and history (migration 2): the review
 * audit, the assembly scene and learned composites with their phrase aliases. Kept in the cell
 * store so every process on the same database reads the same ones.
 */

/** One human decision on a pending review, as the server saw it. */
export interface ReviewAuditEntry {
  id: number;
  at: string;
  conversation_id: string;
  hitl_id: string;
  /** approve | revise | cancel | choose from the review endpoints; reply for a typed answer. */
  action: "approve" | "revise" | "cancel" | "choose" | "reply";
  /** The comment, the chosen option or the typed reply. */
  detail: string | null;
  actor: string;
  client: string;
  /** What the conversation did with it (the turn kind) and the run it started, if any. */
  outcome: string;
  run_id: string | null;
}

export type NewReviewAuditEntry = Omit<ReviewAuditEntry, "id" | "at">;

export interface LearnedCompositeRow {
  name: string;
  sequence_json: string;
  taught_from: string;
  created_at: string;
}

export interface PhraseAliasRow {
  phrase: string;
  composite: string;
}

/** A review waiting in one of the cell's conversations. */
export interface PendingReviewRow {
  conversation_id: string;
  hitl_id: string;
  kind: string;
  question: string;
  expires_at: string;
}

/** The values of `insertAudit`, in its column order (both stores bind the same statement). */
export function auditValues(entry: NewReviewAuditEntry, at: string): unknown[] {
  const { conversation_id, hitl_id, action, detail, actor, client, outcome, run_id } = entry;
  return [at, conversation_id, hitl_id, action, detail, actor, client, outcome, run_id];
}

/** The values of `upsertPendingReview`, in its column order. */
export function pendingReviewValues(
  conversationId: string,
  review: Omit<PendingReviewRow, "conversation_id">,
  at: string,
): unknown[] {
  return [conversationId, review.hitl_id, review.kind, review.question, review.expires_at, at];
}

/** How long a claim on answering a review holds before another process may take it over. */
export const REVIEW_CLAIM_MS = 10 * 60_000;

/** Claims older than this are dropped when a store opens. */
export const REVIEW_CLAIM_KEEP_MS = 86_400_000;

/** The cut-off for dropping old claims: housekeeping, so on the wall clock, not a store's clock. */
export function oldClaimsBefore(): string {
  return new Date(Date.now() - REVIEW_CLAIM_KEEP_MS).toISOString();
}

/** The shared-state operations every CellStore offers. */
export interface SharedStateStore {
  /** Appends an audit row (append-only). */
  recordReviewAction(entry: NewReviewAuditEntry): Promise<ReviewAuditEntry>;
  /** Newest first. */
  listReviewActions(options?: { limit?: number; offset?: number }): Promise<ReviewAuditEntry[]>;
  /**
   * Claims the answering of one pending review state (`key`: conversation and checkpoint): true
   * for exactly one caller across processes, until the claim is older than REVIEW_CLAIM_MS (its
   * holder died mid-answer). Two replicas approving the same review at once run it once.
   */
  claimReviewAnswer(key: string): Promise<boolean>;
  /**
   * Records the review a conversation now waits for, or (null) that it waits for none: written
   * after every turn, so the list is the same from every process on the database.
   */
  setPendingReview(
    conversationId: string,
    review: Omit<PendingReviewRow, "conversation_id"> | null,
  ): Promise<void>;
  /** Reviews waiting and not expired at `now`, oldest first, at most `limit`. */
  listPendingReviews(options?: { now?: Date; limit?: number }): Promise<PendingReviewRow[]>;
  /** The assembly scene as JSON, null before the first save. */
  getSceneJson(): Promise<string | null>;
  saveSceneJson(sceneJson: string): Promise<void>;
  /** Oldest first. */
  listLearnedComposites(): Promise<LearnedCompositeRow[]>;
  listPhraseAliases(): Promise<PhraseAliasRow[]>;
  /** Saves a composite (replacing one of the same name) and its aliases in one transaction. */
  learnComposite(
    composite: Omit<LearnedCompositeRow, "created_at">,
    aliases: readonly string[],
  ): Promise<void>;
  /** Removes a composite and its aliases; false when there was none. */
  forgetComposite(name: string): Promise<boolean>;
}
