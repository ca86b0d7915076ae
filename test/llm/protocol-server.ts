import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that speaks the real wire protocols of OpenAI chat completions
 * (`POST /v1/chat/completions`) and Anthropic messages (`POST /v1/messages`) with scripted
 * replies, so provider code is tested through the official SDKs without a network.
 */
export type ScriptedReply =
  | { kind: "text"; text: string; delayMs?: number }
  | { kind: "status"; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: "hang" }; // never answers: the client's timeout must fire

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export interface ProtocolServer {
  /** For the OpenAI SDK: `${url}/v1`; for the Anthropic SDK: `url`. */
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order; the last one repeats when the script runs out. */
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

export async function startProtocolServer(): Promise<ProtocolServer> {
  let replies: ScriptedReply[] = [{ kind: "text", text: "{}" }];
  let next = 0;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      body = {};
    }
    const path = request.url ?? "";
    requests.push({ path, headers: request.headers, body });
    const reply = replies[Math.min(next, replies.length - 1)];
    next++;
    if (reply.kind === "hang") {
      hanging.add(response);
      return;
    }
    if (reply.kind === "status") {
      respond(response, reply.status, reply.body ?? errorBody(path, reply.status), reply.headers);
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (path.endsWith("/chat/completions")) respond(response, 200, openAiCompletion(body, reply.text));
    else if (path.endsWith("/messages")) respond(response, 200, anthropicMessage(body, reply.text));
    else respond(response, 404, { error: { message: `no route ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(...scripted) {
      replies = scripted;
      next = 0;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function respond(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": "req_test", ...headers });
  response.end(JSON.stringify(body));
}

function errorBody(path: string, status: number): unknown {
  return path.endsWith("/messages")
    ? {
        type: "error",
        error: { type: status >= 500 ? "api_error" : "invalid_request_error", message: `scripted ${status}` },
      }
    : { error: { message: `scripted ${status}`, type: "server_error", code: null } };
}

function openAiCompletion(request: Record<string, unknown>, text: string): unknown {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model ?? "test-model",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: text, refusal: null },
        finish_reason: "stop",
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  };
}

function anthropicMessage(request: Record<string, unknown>, text: string): unknown {
  return {
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: request.model ?? "test-model",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 120, output_tokens: 30 },
  };
}
