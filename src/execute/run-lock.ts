import { randomUUID } from "node:crypto";
import type { CellStore } from "../store/cell-store.js";
import { currentProcessIdentity } from "../store/process-identity.js";
import { markLeaseHeld, markLeaseReleased, type RunLease } from "../store/run-lease.js";

/** How long a lease lasts without a heartbeat; the heartbeat renews it every third of that. */
export const DEFAULT_LEASE_MS = 30_000;

export interface RunLockOptions {
  leaseMs?: number;
  now?: () => Date;
  /** Called once if the lease is lost while held (taken over after a missed heartbeat): stop the robot. */
  onLost?: (reason: string) => void;
}

export type RunLockResult =
  | {
      ok: true;
      lease: RunLease;
      /** The lease of a holder that was gone, taken over; its run was closed as failed. */
      staleHolder: RunLease | null;
      release: () => Promise<void>;
    }
  | { ok: false; holder: RunLease };

/**
 * Takes the cell's run lock: a lease row in the cell's database (SQLite or PostgreSQL), so one
 * run per cell at a time across every process and replica sharing the store. A holder that died
 * (its pid gone or reused, its machine rebooted, or its lease expired) is taken over and its run
 * closed as failed in the same transaction. While held, a heartbeat renews the lease.
 */
export async function acquireRunLock(
  store: CellStore,
  runId: string,
  options: RunLockOptions = {},
): Promise<RunLockResult> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const clock = options.now ?? (() => new Date());
  const acquiredAt = clock();
  const lease: RunLease = {
    ...currentProcessIdentity(),
    holderId: randomUUID(),
    runId,
    acquiredAt: acquiredAt.toISOString(),
    expiresAt: new Date(acquiredAt.getTime() + leaseMs).toISOString(),
  };
  markLeaseHeld(lease.holderId); // before the transaction: this process must never see it as left behind
  const result = await store.acquireRunLease(lease).catch((error: unknown) => {
    markLeaseReleased(lease.holderId);
    throw error;
  });
  if (!result.ok) {
    markLeaseReleased(lease.holderId);
    return result;
  }
  let lastRenewed = acquiredAt.getTime();
  let lost = false;
  const loseLease = (reason: string) => {
    if (lost) return;
    lost = true;
    clearInterval(heartbeat);
    options.onLost?.(reason);
  };
  const heartbeat = setInterval(
    () => {
      const at = clock().getTime();
      store
        .renewRunLease(lease.holderId, new Date(at + leaseMs).toISOString())
        .then((renewed) => {
          if (renewed) lastRenewed = at;
          else loseLease("the cell's run lock was taken over after a missed heartbeat");
        })
        .catch(() => {
          if (clock().getTime() - lastRenewed >= leaseMs)
            loseLease("the cell's run lock could not be renewed (the store is unavailable)");
        });
    },
    Math.max(10, Math.floor(leaseMs / 3)),
  );
  heartbeat.unref(); // never keeps a finished CLI alive
  return {
    ok: true,
    lease,
    staleHolder: result.staleHolder,
    release: async () => {
      clearInterval(heartbeat);
      markLeaseReleased(lease.holderId);
      await store.releaseRunLease(lease.holderId);
    },
  };
}

/** "(run R, started T by process P on host H)" for a busy message. */
export function describeHolder(holder: RunLease): string {
  return `run ${holder.runId}, started ${holder.acquiredAt} by process ${holder.pid} on ${holder.host}`;
}
