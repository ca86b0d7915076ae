import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

/** Runs a tool of the check quietly; returns its exit code. */
function exitCodeOf(command: string, args: string[]): number {
  return spawnSync(command, args, { cwd: root, stdio: "ignore" }).status ?? -1;
}

describe("npm test checks formatting and types before the tests", () => {
  it("runs the format and type checks first, over src, test and web", () => {
    expect(packageJson.scripts.test).toMatch(/^npm run check && vitest run$/);
    expect(packageJson.scripts.check).toContain("format:check");
    expect(packageJson.scripts.check).toContain("typecheck");
    expect(packageJson.scripts["format:check"]).toBe("prettier --check src test web");
    expect(packageJson.scripts.typecheck).toContain("tsc -p tsconfig.test.json");
    const testConfig = JSON.parse(readFileSync(join(root, "tsconfig.test.json"), "utf8")) as {
      include: string[];
      compilerOptions: { noEmit: boolean };
    };
    expect(testConfig.include).toContain("test/**/*.ts");
    expect(testConfig.compilerOptions.noEmit).toBe(true);
  });

  it("the format check fails on an unformatted file and passes once it is formatted", () => {
    const dir = mkdtempSync(join(tmpdir(), "cellpilot-format-check-"));
    try {
      const file = join(dir, "sample.ts");
      writeFileSync(file, "const  answer =42\n");
      const args = ["--config", join(root, ".prettierrc.json"), "--check", file];
      expect(exitCodeOf(bin("prettier"), args)).not.toBe(0);
      execFileSync(bin("prettier"), ["--config", join(root, ".prettierrc.json"), "--write", file]);
      expect(exitCodeOf(bin("prettier"), args)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the test type check passes a well-typed test file and fails on a type error", () => {
    const dir = mkdtempSync(join(root, "test", ".type-check-"));
    try {
      const project = ["-p", join(dir, "tsconfig.json")];
      writeFileSync(
        join(dir, "tsconfig.json"),
        JSON.stringify({ extends: "../../tsconfig.test.json", include: ["./*.ts"] }),
      );
      writeFileSync(
        join(dir, "right.test.ts"),
        'import { planAndVerify } from "../../src/plan/plan-and-verify.js";\n' +
          "export const right: typeof planAndVerify = planAndVerify;\n",
      );
      expect(exitCodeOf(bin("tsc"), project)).toBe(0);
      writeFileSync(
        join(dir, "wrong.test.ts"),
        'import { planAndVerify } from "../../src/plan/plan-and-verify.js";\n' +
          'export const wrong = planAndVerify("not a snapshot");\n',
      );
      expect(exitCodeOf(bin("tsc"), project)).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
