import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpcUaController, type OpcUaController } from "../../src/execute/opcua/opcua-controller.js";
import { startOpcUaCellServer, type OpcUaCellServer } from "../../src/execute/opcua/opcua-cell-server.js";
import { pkiDir } from "../../src/execute/opcua/security.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { openConsole, screenshot } from "./support/browser.js";
import { useConsoleTestBed } from "./support/console-test-bed.js";

const bed = useConsoleTestBed();
const welding = loadGraphSnapshot("welding");
let simulator: OpcUaCellServer;
let controller: OpcUaController;
beforeAll(async () => {
  simulator = await startOpcUaCellServer({
    snapshot: welding,
    host: "127.0.0.1",
    port: 0,
    timeScale: 0.01,
    pkiDir: pkiDir("server"),
    secure: false,
  });
  controller = createOpcUaController({ endpoint: simulator.endpoint, snapshot: welding });
});
afterAll(async () => {
  await controller.close();
  await simulator.stop();
});

describe("the console shows the controller runs go to", () => {
  it("the in-process simulator by default", async () => {
    const running = await bed.serve({}).listen();
    const { page, errors } = await openConsole(bed.browser, `${running.url}/`);
    await expect.poll(() => page.textContent("#controller")).toBe("simulator");
    expect(errors).toEqual([]);
  });

  it("an OPC UA controller with its health; a run goes to it and the robot state follows", async () => {
    const server = bed.serve({ workflowOptions: { controller } });
    const running = await server.listen();
    const { page, errors } = await openConsole(bed.browser, `${running.url}/`);
    const name = `OPC UA ${simulator.endpoint.replace("opc.tcp://", "")}`;
    await expect.poll(() => page.textContent("#controller"), { timeout: 15_000 }).toBe(name);
    expect(await page.getAttribute("#controller", "data-status")).toBe("live");
    const state = (await (await fetch(`${running.url}/api/state`)).json()) as Record<string, unknown>;
    expect(state.controller).toMatchObject({ kind: "opcua", endpoint: simulator.endpoint, connected: true });

    await page.fill("input[name=text]", "go to safe position 1");
    await page.press("input[name=text]", "Enter");
    await page.click("#review:not([hidden]) button.approve");
    await expect.poll(() => page.textContent("#robot-position"), { timeout: 15_000 }).toBe("Safe_Pos_1");
    expect(simulator.state().position).toBe("Safe_Pos_1");
    await screenshot(page, "console-opcua-controller");
    expect(errors).toEqual([]);
  });
});
