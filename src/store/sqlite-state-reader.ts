import type Database from "better-sqlite3";
import type { RobotState } from "../contracts/robot-state.js";

/**
 * The robot state is read before every command, and another process (a `serve`, an `ask`) may
 * change it at any time, so it is read from the file every time — but only the one row when it
 * could have changed. SQLite's `data_version` changes when another connection commits; this
 * connection's own writes call `changed()`. The pragma costs about half the row's query.
 */
export function sqliteStateReader(db: Database.Database, getState: Database.Statement) {
  const dataVersion = db.prepare("PRAGMA data_version").pluck();
  let last: { version: unknown; state: RobotState } | null = null;
  return {
    read(): RobotState {
      const version = dataVersion.get();
      if (last === null || last.version !== version) last = { version, state: getState.get() as RobotState };
      return { ...last.state }; // a copy: callers may change what they get
    },
    /** After a write to the state through this connection (which leaves `data_version` as it is). */
    changed(): void {
      last = null;
    },
  };
}
