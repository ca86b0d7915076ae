import { isIP } from "node:net";
import type { MiddlewareHandler } from "hono";
import { errorResponse } from "../api-error.js";

export interface RequestGuardOptions {
  /** Host names (no port) accepted besides IP literals and localhost; "*" accepts any. */
  allowedHosts: readonly string[];
  /** Origins (scheme://host[:port]) allowed to change things besides the server's own. */
  allowedOrigins: readonly string[];
}

const READING = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;.*)?$/i;

/** The host name of a Host header, without port or IPv6 brackets, lower-cased. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(1, trimmed.indexOf("]"));
  return trimmed.replace(/:\d*$/, "");
}

/**
 * DNS rebinding gives an attacker's name our address; IP literals and localhost cannot be
 * rebound, every other name must be on the allow-list.
 */
export function isAllowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  if (!host) return false;
  const name = hostName(host);
  if (isIP(name) !== 0 || name === "localhost" || name.endsWith(".localhost")) return true;
  return allowed.includes("*") || allowed.map((entry) => entry.toLowerCase()).includes(name);
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Guards against cross-site requests and DNS rebinding: every request needs an allowed Host;
 * a request that changes something needs `Content-Type: application/json` and, when the
 * browser names its Origin, the server's own origin or one on the list. A JSON body is parsed
 * here once (an empty body reads as `{}`) so the route's schema reports the field at fault.
 */
export function requestGuard(options: RequestGuardOptions): MiddlewareHandler {
  const origins = new Set(options.allowedOrigins.map((origin) => origin.replace(/\/$/, "").toLowerCase()));
  return async function requestGuardMiddleware(context, next) {
    const host = context.req.header("host") ?? new URL(context.req.url).host;
    if (!isAllowedHost(host, options.allowedHosts)) {
      return errorResponse(
        context,
        "FORBIDDEN",
        `Host '${host ?? ""}' is not allowed: add its name to CELLPILOT_ALLOWED_HOSTS (or --allowed-host)`,
      );
    }
    if (READING.has(context.req.method)) return next();
    const origin = context.req.header("origin");
    if (origin !== undefined) {
      const own = originHost(origin) === host?.toLowerCase();
      if (!own && !origins.has(origin.toLowerCase())) {
        return errorResponse(
          context,
          "FORBIDDEN",
          `requests from origin '${origin}' may not change anything: add it to CELLPILOT_ALLOWED_ORIGINS (or --allowed-origin)`,
        );
      }
    }
    if (!JSON_TYPE.test(context.req.header("content-type") ?? "")) {
      return errorResponse(
        context,
        "UNSUPPORTED_MEDIA_TYPE",
        "requests that change something need 'Content-Type: application/json' (send {} for no fields)",
      );
    }
    const raw = await context.req.text();
    let body: unknown = {};
    if (raw.trim() !== "") {
      try {
        body = JSON.parse(raw);
      } catch (error) {
        return errorResponse(
          context,
          "BAD_REQUEST",
          `the request body is not valid JSON (${(error as Error).message})`,
        );
      }
    }
    context.req.bodyCache.json = Promise.resolve(body);
    return next();
  };
}
