import { spawn } from "node:child_process";

export interface ServeProcess {
  url: string;
  pid: number;
  /** Everything the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM (a clean stop) unless another signal is given; resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `cellpilot serve` from the built CLI (`npm run build` first) on a free loopback port
 * and resolves once it prints its address.
 */
export function startServeProcess(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<ServeProcess> {
  const child = spawn(process.execPath, ["dist/cli/main.js", "serve", "--port", "0", ...options.args], {
    env: { ...process.env, CELLPILOT_LLM: "off", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise<ServeProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`serve did not start within ${options.timeoutMs ?? 90_000} ms:\n${text}`));
    }, options.timeoutMs ?? 90_000);
    const collect = (chunk: Buffer) => {
      text += chunk.toString();
      const address = /console for cell '[^']+' at (http:\/\/[^\s/]+)\//.exec(text)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve({
          url: address,
          pid: child.pid!,
          output: () => text,
          async stop(signal: NodeJS.Signals = "SIGTERM") {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`serve exited (${code ?? signal}) before listening:\n${text}`));
    });
  });
}
