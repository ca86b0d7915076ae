/**
 * The statements both stores run, in portable SQL with `?` placeholders (PostgreSQL's `$n` are
 * numbered from them). Only one thing differs: the tie-break between runs started in the same
 * millisecond — SQLite's rowid (insertion order), PostgreSQL's run_id.
 */
export function storeSql(insertionOrder: "rowid" | "run_id") {
  return {
    insertInitialState:
      "INSERT INTO robot_state (id, current_position, current_tool, last_updated) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
    getState: "SELECT current_position, current_tool, last_updated FROM robot_state WHERE id = 1",
    updatePosition: "UPDATE robot_state SET current_position = ?, last_updated = ? WHERE id = 1",
    updateTool: "UPDATE robot_state SET current_tool = ?, last_updated = ? WHERE id = 1",
    createRun:
      "INSERT INTO runs (run_id, operator_input, sequence_json, status, started_at, finished_at) VALUES (?, ?, ?, ?, ?, NULL)",
    createRunGoal: "INSERT INTO run_goals (run_id, correlation_id, goal_json) VALUES (?, ?, ?)",
    updateRunStatus: "UPDATE runs SET status = ?, finished_at = ? WHERE run_id = ?",
    addStep:
      "INSERT INTO run_steps (run_id, position, action, state, error, started_at, finished_at) VALUES (?, ?, ?, ?, NULL, ?, NULL) RETURNING step_id",
    updateStepState: "UPDATE run_steps SET state = ?, error = ?, finished_at = ? WHERE step_id = ?",
    runsByDate: `SELECT * FROM runs WHERE started_at >= ? AND started_at < ? ORDER BY started_at, ${insertionOrder}`,
    latestCompleted: `SELECT * FROM runs WHERE status = 'completed' ORDER BY started_at DESC, ${insertionOrder} DESC LIMIT 1`,
    getRun: "SELECT * FROM runs WHERE run_id = ?",
    getRunSteps: "SELECT * FROM run_steps WHERE run_id = ? ORDER BY step_id",
    getRunGoal: "SELECT correlation_id, goal_json FROM run_goals WHERE run_id = ?",
    failedPositions: "SELECT position FROM run_steps WHERE run_id = ? AND state = 'error' ORDER BY step_id",
    listRuns: `SELECT * FROM runs ORDER BY started_at DESC, ${insertionOrder} DESC LIMIT ? OFFSET ?`,
    countRuns: "SELECT COUNT(*) AS count FROM runs",
    failStepRun:
      "UPDATE runs SET status = 'failed', finished_at = ? WHERE run_id = (SELECT run_id FROM run_steps WHERE step_id = ?)",
    getLease: "SELECT * FROM run_lease WHERE id = 1",
    deleteLease: "DELETE FROM run_lease WHERE holder_id = ?",
    insertLease:
      "INSERT INTO run_lease (id, holder_id, run_id, host, pid, boot_id, pid_namespace, process_start, acquired_at, expires_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    renewLease: "UPDATE run_lease SET expires_at = ? WHERE holder_id = ?",
    interruptSteps:
      "UPDATE run_steps SET state = 'error', error = ?, finished_at = ? WHERE run_id = ? AND state IN ('running', 'pending')",
    interruptRun:
      "UPDATE runs SET status = 'failed', finished_at = ? WHERE run_id = ? AND status IN ('running', 'pending')",
    recordInterruption:
      "INSERT INTO run_interruptions (run_id, reason, interrupted_at) VALUES (?, ?, ?) ON CONFLICT (run_id) DO NOTHING",
    getInterruption: "SELECT reason FROM run_interruptions WHERE run_id = ?",
    insertAudit:
      "INSERT INTO review_audit (at, conversation_id, hitl_id, action, detail, actor, client, outcome, run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    listAudit: "SELECT * FROM review_audit ORDER BY id DESC LIMIT ? OFFSET ?",
    // A new claim, or one whose holder has had it longer than the claim time (given as a cut-off).
    claimReview:
      "INSERT INTO review_claims (claim_key, claimed_at) VALUES (?, ?) ON CONFLICT (claim_key) DO UPDATE SET claimed_at = excluded.claimed_at WHERE review_claims.claimed_at < ?",
    // Claims outlive their review only to tell late duplicates apart; a day is plenty.
    dropOldClaims: "DELETE FROM review_claims WHERE claimed_at < ?",
    upsertPendingReview:
      "INSERT INTO pending_reviews (conversation_id, hitl_id, kind, question, expires_at, opened_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (conversation_id) DO UPDATE SET hitl_id = excluded.hitl_id, kind = excluded.kind, question = excluded.question, expires_at = excluded.expires_at, opened_at = excluded.opened_at",
    deletePendingReview: "DELETE FROM pending_reviews WHERE conversation_id = ?",
    listPendingReviews:
      "SELECT conversation_id, hitl_id, kind, question, expires_at FROM pending_reviews WHERE expires_at > ? ORDER BY opened_at, conversation_id LIMIT ?",
    getScene: "SELECT scene_json FROM assembly_scene WHERE id = 1",
    saveScene:
      "INSERT INTO assembly_scene (id, scene_json, updated_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET scene_json = excluded.scene_json, updated_at = excluded.updated_at",
    composites:
      "SELECT name, sequence_json, taught_from, created_at FROM learned_composites ORDER BY created_at, name",
    aliases: "SELECT phrase, composite FROM phrase_aliases ORDER BY phrase",
    upsertComposite:
      "INSERT INTO learned_composites (name, sequence_json, taught_from, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET sequence_json = excluded.sequence_json, taught_from = excluded.taught_from, created_at = excluded.created_at",
    upsertAlias:
      "INSERT INTO phrase_aliases (phrase, composite, created_at) VALUES (?, ?, ?) ON CONFLICT (phrase) DO UPDATE SET composite = excluded.composite, created_at = excluded.created_at",
    deleteAliases: "DELETE FROM phrase_aliases WHERE composite = ?",
    deleteComposite: "DELETE FROM learned_composites WHERE name = ?",
  };
}

/** `YYYY-MM-DD` → the [start, end) range of ISO timestamps of that UTC day, or null if malformed. */
export function dayRange(date: string): [string, string] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime())) return null;
  const next = new Date(day);
  next.setUTCDate(next.getUTCDate() + 1);
  return [day.toISOString(), next.toISOString()];
}

/** `?` → `$1`, `$2`, … (none of our statements has a `?` inside a string literal). */
export function numberedPlaceholders(sql: string): string {
  let count = 0;
  return sql.replace(/\?/g, () => `$${++count}`);
}
