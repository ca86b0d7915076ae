import { request } from "node:http";
import type { paths } from "./http-api-types.js";

/** Typed from the generated document types: a path or body the document does not show fails to compile. */
type Method = "get" | "post";
type Operation<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? paths[P][M] : never;
type Parameters<O> = O extends { parameters: infer X } ? X : { path?: never; query?: never; header?: never };
type Body<O> = O extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type Responses<O> = O extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : unknown;

export type ApiAnswer<O> = {
  [S in keyof Responses<O>]: { status: S; body: JsonOf<Responses<O>[S]>; headers: Record<string, string> };
}[keyof Responses<O>];

export interface CallOptions<O> {
  path?: Parameters<O> extends { path: infer X } ? X : never;
  query?: Parameters<O> extends { query?: infer X } ? X : never;
  /** The JSON body, or `raw` text sent as it is (malformed JSON, wrong media type). */
  body?: Body<O>;
  raw?: string;
  headers?: Record<string, string>;
}

/** What was sent and answered, for the contract checks. */
export interface Exchange {
  method: Method;
  template: string;
  status: number;
  contentType: string;
  body: unknown;
}

export interface ApiClient {
  call<P extends keyof paths & string, M extends Method>(
    method: M,
    template: P,
    options?: CallOptions<Operation<P, M>>,
  ): Promise<ApiAnswer<Operation<P, M>>>;
}

function fillPath(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
}

/**
 * A client over node:http (so tests can forge Host and send any media type) whose paths, bodies
 * and answers are the generated types; every exchange goes to `observe` for validation.
 */
export function createApiClient(baseUrl: string, observe: (exchange: Exchange) => void): ApiClient {
  const base = new URL(baseUrl);
  return {
    call(method, template, options = {}) {
      const query = new URLSearchParams(
        Object.entries((options.query ?? {}) as Record<string, unknown>).map(([key, value]) => [
          key,
          String(value),
        ]),
      ).toString();
      const path = fillPath(template, options.path as Record<string, string>) + (query ? `?${query}` : "");
      const payload =
        options.raw ??
        (options.body === undefined ? (method === "post" ? "{}" : undefined) : JSON.stringify(options.body));
      const headers: Record<string, string> = {
        ...(payload !== undefined && options.raw === undefined ? { "content-type": "application/json" } : {}),
        ...options.headers,
      };
      return new Promise((resolve, reject) => {
        const outgoing = request(
          { host: base.hostname, port: base.port, method: method.toUpperCase(), path, headers },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
            incoming.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              const contentType = String(incoming.headers["content-type"] ?? "");
              const body = contentType.includes("json") ? JSON.parse(text) : text;
              const status = incoming.statusCode ?? 0;
              observe({ method, template, status, contentType, body });
              const flat = Object.fromEntries(
                Object.entries(incoming.headers).map(([k, v]) => [k, String(v)]),
              );
              resolve({ status, body, headers: flat } as never);
            });
          },
        );
        outgoing.on("error", reject);
        if (payload !== undefined) outgoing.write(payload);
        outgoing.end();
      });
    },
  };
}
