import { readdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpcUaController } from "../../src/execute/opcua/opcua-controller.js";
import { startOpcUaCellServer, type OpcUaCellServer } from "../../src/execute/opcua/opcua-cell-server.js";
import { controllerSecurity } from "../../src/execute/opcua/security.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const welding = loadGraphSnapshot("welding");
const credentials = { user: "operator", password: "s3cret-pass" };
let temp: { dir: string; cleanup: () => void };
let server: OpcUaCellServer;

/** The integrator's step: every certificate a side rejected moves to its trusted folder. */
function trustRejected(pki: string): number {
  const rejected = join(pki, "rejected");
  const files = readdirSync(rejected);
  for (const file of files) renameSync(join(rejected, file), join(pki, "trusted", "certs", file));
  return files.length;
}

beforeAll(async () => {
  temp = makeTempDir("cellpilot-opcua-pki-");
  server = await startOpcUaCellServer({
    snapshot: welding,
    host: "127.0.0.1",
    port: 0,
    timeScale: 0,
    pkiDir: join(temp.dir, "server"),
    secure: true,
    credentials,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  temp?.cleanup();
});

const controllerWith = (security: Parameters<typeof createOpcUaController>[0]["security"]) =>
  createOpcUaController({
    endpoint: server.endpoint,
    snapshot: welding,
    security,
    pkiDir: join(temp.dir, "client"),
    connectTimeoutMs: 60_000,
  });

describe(
  "a secured controller (Sign/SignAndEncrypt, user and password, node-opcua PKI)",
  { timeout: 180_000 },
  () => {
    it("refuses unknown certificates until trusted, anonymous access and a wrong password; accepts the user", async () => {
      // Each side rejects the other's unknown certificate; the integrator trusts what was rejected
      // (the client's first, then the server's once the client sends it).
      let trusted = 0;
      for (let round = 0; round < 6; round++) {
        const attempt = controllerWith({ mode: "sign_and_encrypt", credentials });
        const error = await attempt.readState().then(
          () => null,
          (failure: Error) => failure,
        );
        await attempt.close();
        if (!error) break;
        expect(error).toMatchObject({ code: "UNAVAILABLE" });
        trusted += trustRejected(join(temp.dir, "client")) + trustRejected(join(temp.dir, "server"));
      }
      expect(trusted).toBeGreaterThan(0);

      const anonymous = controllerWith({ mode: "none", credentials: null });
      await expect(anonymous.readState()).rejects.toMatchObject({ code: "UNAVAILABLE" });
      await anonymous.close();
      const wrong = controllerWith({
        mode: "sign_and_encrypt",
        credentials: { ...credentials, password: "nope" },
      });
      await expect(wrong.readState()).rejects.toMatchObject({ code: "UNAVAILABLE" });
      await wrong.close();

      for (const mode of ["sign_and_encrypt", "sign"] as const) {
        const secured = controllerWith({ mode, credentials });
        try {
          await expect(secured.readState()).resolves.toEqual({ position: "Home", tool: "none" });
          const step = { id: 1, name: "Move to Safe_Pos_1", action: "move" as const, target: "Safe_Pos_1" };
          await secured.perform(step, { stepIndex: 0, signal: new AbortController().signal });
          expect(server.state().position).toBe("Safe_Pos_1");
          server.setState({ position: "Home", tool: "none" });
        } finally {
          await secured.close();
        }
      }
    });

    it("chooses security from the address: anonymous only on loopback, credentials required elsewhere", () => {
      expect(controllerSecurity("127.0.0.1", {})).toEqual({
        ok: true,
        security: { mode: "none", credentials: null },
      });
      expect(controllerSecurity("::1", {})).toMatchObject({ ok: true, security: { mode: "none" } });
      expect(controllerSecurity("cell-7.plant.example", {})).toMatchObject({
        ok: false,
        message: expect.stringMatching(/CELLPILOT_CONTROLLER_USER and CELLPILOT_CONTROLLER_PASSWORD/),
      });
      const env = { CELLPILOT_CONTROLLER_USER: "u", CELLPILOT_CONTROLLER_PASSWORD: "p" };
      expect(controllerSecurity("cell-7.plant.example", env)).toEqual({
        ok: true,
        security: { mode: "sign_and_encrypt", credentials: { user: "u", password: "p" } },
      });
      expect(
        controllerSecurity("cell-7.plant.example", { ...env, CELLPILOT_CONTROLLER_SECURITY: "none" }),
      ).toMatchObject({ ok: false, message: expect.stringMatching(/only allowed on loopback/) });
      expect(controllerSecurity("127.0.0.1", { CELLPILOT_CONTROLLER_SECURITY: "maybe" })).toMatchObject({
        ok: false,
      });
    });
  },
);
