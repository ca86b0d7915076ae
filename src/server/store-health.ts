import type { StoreHealth } from "../contracts/http-cell.js";
import type { CellStore } from "../store/cell-store.js";
import { isConnectionFailure } from "../store/errors.js";
import type { ReplicaEvents } from "./replica-events.js";

/** A health check never waits longer than this for the store (a proxy's check has its own timeout). */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * Whether the store answers now (one small read), and whether run events of the other replicas
 * arrive. Never throws: an unreachable store is reported, not raised.
 */
export async function checkStoreHealth(store: CellStore, replicaEvents: ReplicaEvents): Promise<StoreHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  let message: string | null = null;
  try {
    await Promise.race([store.getState(), timeout]);
  } catch (error) {
    message = isConnectionFailure(error)
      ? (error as Error).message
      : `the store failed: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
  return {
    backend: store.backend,
    available: message === null,
    message,
    replicaEvents: replicaEvents.listening(),
  };
}
