import { readFileSync, readlinkSync } from "node:fs";
import { hostname, uptime } from "node:os";

/**
 * Who a process is, beyond its pid: a pid is reused after a crash or a container restart (the
 * server as PID 1), so a lock holder is named by host, kernel boot, pid namespace, pid and the
 * process's start time. Two identities with the same host, boot and namespace can be compared by
 * pid and start time; across hosts only the lease's expiry tells that a holder is gone.
 */
export interface ProcessIdentity {
  host: string;
  /** The kernel's boot id (Linux), or the boot time rounded to the minute elsewhere. */
  bootId: string;
  /** The pid namespace (Linux), so processes in two containers on one host are never compared by pid. */
  pidNamespace: string;
  pid: number;
  /** Start time of the process in clock ticks after boot (Linux), or "" where it cannot be read. */
  processStart: string;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** Field 22 of /proc/PID/stat; the command name (field 2) may hold spaces and parentheses. */
export function processStartTime(pid: number | "self"): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? null;
}

function bootId(): string {
  const id = readText("/proc/sys/kernel/random/boot_id")?.trim();
  if (id) return id;
  return `boot-${Math.round((Date.now() - uptime() * 1000) / 60_000)}`;
}

function pidNamespace(): string {
  try {
    return readlinkSync("/proc/self/ns/pid");
  } catch {
    return "";
  }
}

let current: ProcessIdentity | null = null;

/** This process's identity (read once: none of it changes while the process lives). */
export function currentProcessIdentity(): ProcessIdentity {
  current ??= {
    host: hostname(),
    bootId: bootId(),
    pidNamespace: pidNamespace(),
    pid: process.pid,
    processStart: processStartTime("self") ?? "",
  };
  return current;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether a process named by its identity is certainly gone, seen from this process: only
 * decidable on the same host and boot and in the same pid namespace. Undecidable → false (the
 * caller then waits for the lease to expire).
 */
export function isProcessGone(
  other: ProcessIdentity,
  self: ProcessIdentity = currentProcessIdentity(),
): boolean {
  if (other.host !== self.host) return false;
  if (other.bootId !== self.bootId) return true; // the machine restarted since: every process of that boot is gone
  if (other.pidNamespace !== self.pidNamespace) return false;
  if (!pidExists(other.pid)) return true;
  if (!other.processStart) return false;
  const start = other.pid === self.pid ? self.processStart : processStartTime(other.pid);
  return start !== null && start !== other.processStart; // the pid lives again in another process
}
