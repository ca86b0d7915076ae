import type { z } from "zod";

type Issue = z.core.$ZodIssue;

function where(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join(".") : "the body";
}

function isMissing(issue: Issue): boolean {
  return issue.code === "invalid_type" && /received undefined$/.test(issue.message);
}

/** How far a union branch got before failing: deeper paths and present-but-wrong fields win. */
function branchScore(issues: readonly Issue[]): number {
  const first = issues[0];
  if (!first) return 0;
  return first.path.length * 2 + (isMissing(first) ? 0 : 1);
}

/** The one issue that names the real problem: inside a union, the branch that matched furthest. */
function deepestIssue(issue: Issue, base: readonly PropertyKey[]): { issue: Issue; path: PropertyKey[] } {
  const path = [...base, ...issue.path];
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const branches = issue.errors.filter((branch) => branch.length > 0);
    const best = branches.reduce((a, b) => (branchScore(b) > branchScore(a) ? b : a), branches[0]);
    const scores = branches.map(branchScore);
    const ambiguous = scores.filter((score) => score === branchScore(best)).length > 1;
    if (best && !ambiguous) return deepestIssue(best[0], path);
  }
  return { issue, path };
}

function sentence(issue: Issue, path: PropertyKey[]): string {
  const name = where(path);
  if (isMissing(issue)) {
    const expected = issue.code === "invalid_type" ? issue.expected : "a value";
    return `${name} is missing (expected ${expected === "string" ? "a string" : expected})`;
  }
  if (issue.code === "invalid_union" && "options" in issue && Array.isArray(issue.options)) {
    const kinds = issue.options.map((option) => JSON.stringify(option)).join(", ");
    return `${name} must be one of ${kinds}`;
  }
  if (issue.code === "invalid_value") {
    return `${name} must be one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
  }
  if (issue.code === "unrecognized_keys") return `${name} has unknown field(s) ${issue.keys.join(", ")}`;
  return `${name}: ${issue.message}`;
}

/**
 * One readable line for a failed validation that names the field and the real problem
 * (`goal.position is missing (expected a string)`), not the union it was part of. Shared by the
 * HTTP API's 400 answers and the CLI's `--goal` errors.
 */
export function describeValidationError(error: z.ZodError, fallback?: string): string {
  const first = error.issues[0];
  if (!first) return fallback ?? "the input is not valid";
  const { issue, path } = deepestIssue(first, []);
  const discriminated = issue.code === "invalid_union" && "options" in issue;
  if (issue.code === "invalid_union" && !discriminated && fallback) return fallback;
  return sentence(issue, path);
}
