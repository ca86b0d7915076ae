import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { dirname, join } from "node:path";

export interface RunLockHolder {
  pid: number;
  runId: string;
  startedAt: string;
}

export type AcquireResult =
  | { ok: true; release: () => void; /** A lock left by a process that died, taken over. */ staleHolder: RunLockHolder | null }
  | { ok: false; holder: RunLockHolder | null };

/** The lock file of a cell: one run per cell at a time, across processes sharing the data directory. */
export function runLockFile(dataDir: string, cell: string): string {
  return join(dataDir, `${cell}.run.lock`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): RunLockHolder | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RunLockHolder;
  } catch {
    return null;
  }
}

/**
 * Takes the cell's run lock with an exclusive create (atomic on local file systems). A lock left
 * by a process that no longer exists is taken over, so a crash never blocks the cell for good.
 */
export function acquireRunLock(file: string, holder: RunLockHolder): AcquireResult {
  mkdirSync(dirname(file), { recursive: true });
  let staleHolder: RunLockHolder | null = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(file, "wx");
      writeSync(descriptor, JSON.stringify(holder));
      closeSync(descriptor);
      return {
        ok: true,
        staleHolder,
        release: () => {
          if (readHolder(file)?.runId === holder.runId) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readHolder(file);
      if (current && isAlive(current.pid)) return { ok: false, holder: current };
      staleHolder = current;
      rmSync(file, { force: true }); // stale: its process is gone (or the file is unreadable)
    }
  }
  return { ok: false, holder: readHolder(file) };
}
