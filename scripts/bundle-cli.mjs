// Bundles the compiled CLI (dist/cli/main.js) into dist/bundle/: a few large files load far faster
// than the ~1,000 small modules the dependencies ship as (see docs/benchmarks.md, start-up).
// Each command stays its own chunk, imported only when that command runs. better-sqlite3 stays
// outside (a native addon), and so does node-opcua (it reads its nodeset and PKI files from its own
// package folders; only `sim opcua` and --controller load it). bin/cellpilot uses the bundle when it is at least as new as dist/cli.
import { rmSync } from "node:fs";

let rolldown;
try {
  rolldown = await import("rolldown");
} catch {
  console.warn("cellpilot: rolldown is not installed; bin/cellpilot runs dist/cli unbundled");
  process.exit(0);
}
rmSync("dist/bundle", { recursive: true, force: true });
await rolldown.build({
  input: { main: "dist/cli/main.js" },
  platform: "node",
  external: ["better-sqlite3", "pg-native", /^node-opcua/],
  logLevel: "warn",
  output: {
    dir: "dist/bundle",
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: "[name]-[hash].js",
  },
});
