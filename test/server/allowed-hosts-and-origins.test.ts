import { afterEach, describe, expect, it } from "vitest";
import { createTestServer, postJson, type TestServer } from "./support/test-server.js";

let server: TestServer;
afterEach(async () => server?.close());

const preflight = (origin: string) => ({
  method: "OPTIONS",
  headers: {
    origin,
    "access-control-request-method": "POST",
    "access-control-request-headers": "content-type,authorization",
  },
});

describe("configured hosts and origins", () => {
  it("accepts a host name only when it is on the list; IP addresses and localhost always", async () => {
    server = createTestServer({ allowedHosts: ["cell7.plant.example"] });
    const at = (host: string) => server.app.request(`http://${host}/api/health`);
    expect((await at("cell7.plant.example:4870")).status).toBe(200);
    expect((await at("CELL7.plant.example")).status).toBe(200);
    expect((await at("127.0.0.1:4870")).status).toBe(200);
    expect((await at("[::1]:4870")).status).toBe(200);
    expect((await at("localhost:4870")).status).toBe(200);
    const other = await at("cell8.plant.example");
    expect(other.status).toBe(403);
    expect(((await other.json()) as any).error.message).toContain("CELLPILOT_ALLOWED_HOSTS");
  });

  it("lets a listed origin's pages call the API (CORS), and no other origin", async () => {
    server = createTestServer({ allowedOrigins: ["https://mes.plant.example"] });
    const granted = await server.app.request("/api/conversations", preflight("https://mes.plant.example"));
    expect(granted.status).toBe(204);
    expect(granted.headers.get("access-control-allow-origin")).toBe("https://mes.plant.example");
    expect(granted.headers.get("access-control-allow-headers")).toContain("authorization");
    const created = await server.app.request(
      "/api/conversations",
      postJson({}, { origin: "https://mes.plant.example" }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("access-control-allow-origin")).toBe("https://mes.plant.example");

    const refused = await server.app.request("/api/conversations", preflight("https://other.example"));
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    const foreign = await server.app.request(
      "/api/conversations",
      postJson({}, { origin: "https://other.example" }),
    );
    expect(foreign.status).toBe(403);
  });

  it("grants no cross-origin access at all when no origin is listed", async () => {
    server = createTestServer();
    const answer = await server.app.request("/api/conversations", preflight("https://mes.plant.example"));
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});
