import { defineConfig } from "vitest/config";
import { PlainSummaryReporter } from "./test/support/plain-summary-reporter.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    setupFiles: ["test/support/property-seed.ts"],
    reporters: ["default", new PlainSummaryReporter()],
  },
});
