import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCellView } from "../../src/server/load-cell-view.js";
import {
  API_TYPES_FILE,
  DOCS_FILE,
  generateApiTypes,
  operationsTable,
  withOperationsTable,
} from "./support/api-types-source.js";
import { createTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
let document: Record<string, any>;
beforeAll(async () => {
  server = createTestServer();
  document = (await (await server.app.request("/openapi.json")).json()) as Record<string, any>;
});
afterAll(async () => server.close());

const METHODS = ["get", "post", "put", "patch", "delete"];

describe("the served OpenAPI document", () => {
  it("is OpenAPI 3.1 and valid under swagger-parser", async () => {
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes redocly lint's recommended rules with no error or warning (offline, no telemetry)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cellpilot-openapi-"));
    try {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const result = spawnSync(
        process.execPath,
        [join("node_modules", "@redocly", "cli", "bin", "cli.js"), "lint", file, "--format", "json"],
        {
          encoding: "utf8",
          timeout: 120_000,
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: "off",
            REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
            NO_COLOR: "1",
          },
        },
      );
      const report = JSON.parse(result.stdout.slice(result.stdout.indexOf("{"))) as {
        totals: { errors: number; warnings: number };
        problems: Array<{ message: string; location: Array<{ pointer: string }> }>;
      };
      const problems = report.problems.map(
        (problem) => `${problem.location[0]?.pointer}: ${problem.message}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("documents every /api route the app serves, and only those", () => {
    const routed = new Set(
      server.app.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
        // Each hosted cell is mounted at its own name; the document shows them templated, once.
        .map(
          (route) =>
            `${route.method.toLowerCase()} ${route.path
              .replace(/^\/api\/cells\/welding\//, "/api/cells/{cell}/")
              .replace(/:(\w+)/g, "{$1}")}`,
        ),
    );
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) =>
        Object.keys(item)
          .filter((key) => METHODS.includes(key))
          .map((method) => `${method} ${path}`),
    );
    expect([...routed].sort()).toEqual([...documented].sort());
  });

  it("gives every operation an id, a summary and its error answers", () => {
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        const statuses = Object.keys(operation.responses);
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["401", "403", "429"]));
        if (method === "post") expect(statuses).toEqual(expect.arrayContaining(["400", "413", "415"]));
      }
    }
  });

  it("takes its examples from the demo cell: positions, routines and tools the welding cell has", () => {
    const cell = loadCellView("welding").snapshot;
    const known = new Set([...cell.positions.keys(), ...cell.routines.keys(), ...cell.tools.keys()]);
    const examples = JSON.stringify(
      Object.values(document.components.schemas as Record<string, { example?: unknown }>).map(
        (schema) => schema.example ?? null,
      ),
    );
    const named = [...examples.matchAll(/"(?:position|routine|target|tool|current_position)":"([^"]+)"/g)];
    expect(named.length).toBeGreaterThan(3);
    for (const [, name] of named) if (name !== "none") expect(known, name).toContain(name);
  });

  it("generates the checked-in client types (UPDATE_API_TYPES=1 rewrites them)", async () => {
    const generated = await generateApiTypes(document);
    if (process.env.UPDATE_API_TYPES === "1") writeFileSync(API_TYPES_FILE, generated);
    expect(readFileSync(API_TYPES_FILE, "utf8")).toBe(generated);
  });

  it("lists every operation with its answers in docs/http-api.md (UPDATE_API_TYPES=1 rewrites the table)", () => {
    const markdown = readFileSync(DOCS_FILE, "utf8");
    const current = withOperationsTable(markdown, operationsTable(document));
    if (process.env.UPDATE_API_TYPES === "1") writeFileSync(DOCS_FILE, current);
    expect(readFileSync(DOCS_FILE, "utf8")).toBe(current);
  });
});
