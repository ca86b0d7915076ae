import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The PostgreSQL the replica benchmark runs on: `CELLPILOT_BENCH_DATABASE_URL` when set (a real
 * server), else a throwaway cluster on 127.0.0.1 from Debian's server binaries (as the tests
 * start one), else the reason there is none, so the section is skipped with it printed.
 */
export function benchPostgres(): { url: string; stop(): void } | { skipped: string } {
  const given = process.env.CELLPILOT_BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const bin = ["17", "16", "15", "14"]
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((dir) => existsSync(join(dir, "initdb")));
  if (!bin)
    return {
      skipped: "no PostgreSQL: set CELLPILOT_BENCH_DATABASE_URL or install Debian's postgresql",
    };
  const dir = mkdtempSync(join(tmpdir(), "cellpilot-bench-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const port = 20000 + Math.floor(Math.random() * 20000);
  const run = (command: string[]) => {
    // initdb refuses root: run as the postgres user then
    const argv = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", ...command] : command;
    const result = spawnSync(argv[0], argv.slice(1), { encoding: "utf8", timeout: 120_000 });
    if (result.status !== 0)
      throw new Error(`${command[0]}: ${(result.stderr || result.stdout || String(result.error)).trim()}`);
  };
  try {
    run([join(bin, "initdb"), "-D", data, "-A", "trust", "-U", "postgres", "--locale=C", "-E", "UTF8"]);
    run([
      join(bin, "pg_ctl"),
      "-D",
      data,
      "-w",
      "-l",
      join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `PostgreSQL could not start: ${(error as Error).message.split("\n")[0]}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run([join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop"]);
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
