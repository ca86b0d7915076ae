import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (evaluated over the DevTools protocol, so the console's CSP need not
 * allow it) and returns the serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node: any) => node.target.join(" ")),
    }));
  });
  return (violations as AxeFinding[]).filter(
    (found) => found.impact === "serious" || found.impact === "critical",
  );
}
