import { homedir } from "node:os";
import { join } from "node:path";

export interface ControllerCredentials {
  user: string;
  password: string;
}

export type SecurityMode = "none" | "sign" | "sign_and_encrypt";

export interface ControllerSecurity {
  mode: SecurityMode;
  /** null: anonymous (loopback only). */
  credentials: ControllerCredentials | null;
}

const MODES: readonly SecurityMode[] = ["none", "sign", "sign_and_encrypt"];

/** 127.0.0.0/8, ::1 and localhost: the only places anonymous, unencrypted access is allowed. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** `opc.tcp://HOST:PORT[/path]`, checked; anything else is reported, never guessed. */
export function parseControllerEndpoint(
  text: string,
): { ok: true; endpoint: string; host: string } | { ok: false; message: string } {
  const value = text.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: `controller '${value}' is not an address like opc.tcp://127.0.0.1:4840` };
  }
  if (url.protocol !== "opc.tcp:" || !url.hostname)
    return { ok: false, message: `controller '${value}' is not an address like opc.tcp://127.0.0.1:4840` };
  return { ok: true, endpoint: value, host: url.hostname };
}

/** CELLPILOT_CONTROLLER_USER and CELLPILOT_CONTROLLER_PASSWORD, both or neither. */
export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): ControllerCredentials | null {
  const user = env.CELLPILOT_CONTROLLER_USER;
  const password = env.CELLPILOT_CONTROLLER_PASSWORD;
  return user && password !== undefined ? { user, password } : null;
}

/**
 * How to talk to a controller at `host`: anonymous without security only on loopback; anywhere
 * else Sign or SignAndEncrypt (CELLPILOT_CONTROLLER_SECURITY, default sign_and_encrypt) with the
 * user and password from the environment.
 */
export function controllerSecurity(
  host: string,
  env: NodeJS.ProcessEnv = process.env,
): { ok: true; security: ControllerSecurity } | { ok: false; message: string } {
  const loopback = isLoopbackHost(host);
  const requested = env.CELLPILOT_CONTROLLER_SECURITY?.trim().toLowerCase();
  if (requested && !MODES.includes(requested as SecurityMode))
    return {
      ok: false,
      message: `CELLPILOT_CONTROLLER_SECURITY must be one of ${MODES.join(", ")}, not '${requested}'`,
    };
  const mode = (requested as SecurityMode | undefined) ?? (loopback ? "none" : "sign_and_encrypt");
  const credentials = credentialsFromEnv(env);
  if (!loopback && mode === "none")
    return {
      ok: false,
      message: `controller ${host} is not on this machine: unsecured access is only allowed on loopback (use sign or sign_and_encrypt)`,
    };
  if (!loopback && !credentials)
    return {
      ok: false,
      message: `controller ${host} is not on this machine: set CELLPILOT_CONTROLLER_USER and CELLPILOT_CONTROLLER_PASSWORD (anonymous access is only allowed on loopback)`,
    };
  return { ok: true, security: { mode, credentials } };
}

/**
 * node-opcua's PKI (own certificate, trusted/rejected peers): CELLPILOT_PKI_DIR, else one per
 * user, so every data directory shares the same application identity to trust.
 */
export function pkiDir(side: "client" | "server", env: NodeJS.ProcessEnv = process.env): string {
  return join(env.CELLPILOT_PKI_DIR || join(homedir(), ".config", "cellpilot", "pki"), side);
}
