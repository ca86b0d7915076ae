import type { BenchSection } from "./harness.js";

/**
 * `npm run bench`: every stage adds its section here. Figures go to standard output and into the
 * closing notes; nothing is asserted.
 */
const sections: Array<() => Promise<BenchSection>> = [
  // Each entry: async () => (await import("./<stage>-bench.js")).section,
  async () => (await import("./startup-bench.js")).section,
  async () => (await import("./core-bench.js")).section,
  async () => (await import("./http-bench.js")).section,
  async () => (await import("./replicas-bench.js")).section,
  async () => (await import("./workflow-bench.js")).section,
  async () => (await import("./understand-bench.js")).section,
  async () => (await import("./assembly-bench.js")).section,
  async () => (await import("./opcua-bench.js")).section,
];

console.log(`cellpilot bench — node ${process.version}, ${new Date().toISOString()}`);
for (const load of sections) {
  const section = await load();
  console.log(`\n== ${section.name}`);
  await section.run();
}
