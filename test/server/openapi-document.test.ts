import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
afterEach(async () => server?.close());

const METHODS = ["get", "post", "put", "patch", "delete"];

describe("the OpenAPI document", () => {
  it("describes every route of the app and only those", async () => {
    server = createTestServer();
    const document = (await (await server.app.request("/openapi.json")).json()) as any;
    const routed = new Set(
      server.app.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((key) => METHODS.includes(key))
          .map((method) => `${method} ${path}`),
      ),
    );
    expect([...routed].sort()).toEqual([...documented].sort());
  });

  it("has a valid OpenAPI 3 structure: responses, path parameters declared, references resolve", async () => {
    server = createTestServer();
    const document = (await (await server.app.request("/openapi.json")).json()) as any;
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    for (const [path, item] of Object.entries(document.paths as Record<string, any>)) {
      expect(path.startsWith("/")).toBe(true);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const method of Object.keys(item).filter((key) => METHODS.includes(key))) {
        const operation = item[method];
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        for (const status of Object.keys(operation.responses)) expect(status).toMatch(/^[1-5]\d\d$/);
        const declared = (operation.parameters ?? [])
          .filter((p: any) => p.in === "path")
          .map((p: any) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual([...templated].sort());
      }
    }
    const text = JSON.stringify(document);
    for (const match of text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)) {
      expect(document.components[match[1]]?.[match[2]], match[0]).toBeDefined();
    }
  });
});
