import { currentProcessIdentity, isProcessGone, type ProcessIdentity } from "./process-identity.js";

/**
 * The cell's run lock as a lease row in the cell's own database: one holder at a time, named by a
 * random nonce and its process identity, valid until `expiresAt` (renewed by a heartbeat while
 * the run goes on). Taking it, taking over a dead holder's and closing the dead run all happen in
 * one transaction, so racing processes always have exactly one winner.
 */
export interface RunLease extends ProcessIdentity {
  /** Random, per acquisition: tells this holding apart from any other by the same process. */
  holderId: string;
  runId: string;
  acquiredAt: string;
  expiresAt: string;
}

export type LeaseAcquireResult =
  { ok: true; staleHolder: RunLease | null; interruption: string | null } | { ok: false; holder: RunLease };

/** The lease row, as both stores keep it (snake_case columns). */
export interface RunLeaseRow {
  holder_id: string;
  run_id: string;
  host: string;
  pid: number | string;
  boot_id: string;
  pid_namespace: string;
  process_start: string;
  acquired_at: string;
  expires_at: string;
}

export function leaseFromRow(row: RunLeaseRow): RunLease {
  return {
    holderId: row.holder_id,
    runId: row.run_id,
    host: row.host,
    pid: Number(row.pid),
    bootId: row.boot_id,
    pidNamespace: row.pid_namespace,
    processStart: row.process_start,
    acquiredAt: row.acquired_at,
    expiresAt: row.expires_at,
  };
}

export function leaseValues(lease: RunLease): unknown[] {
  return [
    lease.holderId,
    lease.runId,
    lease.host,
    lease.pid,
    lease.bootId,
    lease.pidNamespace,
    lease.processStart,
    lease.acquiredAt,
    lease.expiresAt,
  ];
}

// Nonces this process holds (or is acquiring): a lease naming this very process with a nonce not
// in here was left behind (a release that failed), so it is stale.
const heldHere = new Set<string>();

export function markLeaseHeld(holderId: string): void {
  heldHere.add(holderId);
}

export function markLeaseReleased(holderId: string): void {
  heldHere.delete(holderId);
}

/**
 * Why a lease's holder is gone (the reason its run is closed with), or null while it may live:
 * the lease expired without a heartbeat, or its process is certainly gone (same machine: the pid
 * is dead, or lives again in another process, or the machine rebooted), or it names this very
 * process with a nonce this process does not hold.
 */
export function staleLeaseReason(
  lease: RunLease,
  now: Date,
  self: ProcessIdentity = currentProcessIdentity(),
): string | null {
  if (Date.parse(lease.expiresAt) <= now.getTime())
    return `interrupted: its lease expired at ${lease.expiresAt} without a heartbeat from process ${lease.pid} on ${lease.host}`;
  if (isProcessGone(lease, self)) return "interrupted: the process running it stopped";
  const thisProcess =
    lease.host === self.host &&
    lease.bootId === self.bootId &&
    lease.pidNamespace === self.pidNamespace &&
    lease.pid === self.pid &&
    lease.processStart === self.processStart;
  if (thisProcess && !heldHere.has(lease.holderId))
    return "interrupted: the process running it stopped (its lock was left behind)";
  return null;
}
