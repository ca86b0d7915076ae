// The HTTP API client: JSON in and out, the bearer token from this browser session, errors as
// {code, message}.
const TOKEN_KEY = "cellpilot-token";

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function getToken() {
  return sessionStorage.getItem(TOKEN_KEY) ?? "";
}

export function setToken(token) {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** The cell this page shows (`?cell=NAME`); null: the server's default cell, at today's paths. */
export function chosenCell() {
  return new URLSearchParams(location.search).get("cell") || null;
}

/** A cell path (`/api/state`) of the chosen cell: `/api/cells/NAME/state`; the site overview stays put. */
export function cellPath(path) {
  const cell = chosenCell();
  const site = path === "/api/cells" || path.startsWith("/api/cells/");
  if (!cell || site || !path.startsWith("/api/")) return path;
  return `/api/cells/${encodeURIComponent(cell)}${path.slice("/api".length)}`;
}

export async function api(path, { method = "GET", body, headers: extra = {} } = {}) {
  const headers = { accept: "application/json", ...extra };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  let response;
  try {
    response = await fetch(cellPath(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, "NETWORK", `the server cannot be reached (${error.message})`);
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.error?.code ?? "HTTP",
      data?.error?.message ?? `HTTP ${response.status}`,
    );
  }
  return data;
}

export function post(path, body = {}) {
  return api(path, { method: "POST", body });
}

/** A POST that returns once a run it starts is under way (RFC 7240); the run goes on the event stream. */
export function postAsync(path, body = {}) {
  return api(path, { method: "POST", body, headers: { prefer: "respond-async" } });
}

/** The run and this conversation's late turns; EventSource cannot send headers, so the token rides in the query. */
export function openEvents(conversationId, onEvent, onStatus) {
  const query = new URLSearchParams();
  const token = getToken();
  if (token) query.set("token", token);
  if (conversationId) query.set("conversation", conversationId);
  const source = new EventSource(`${cellPath("/api/events")}?${query}`);
  const types = [
    "ready",
    "run-started",
    "run-step-started",
    "run-step-completed",
    "run-step-failed",
    "run-finished",
    "conversation-turn",
  ];
  for (const type of types) {
    source.addEventListener(type, (message) => onEvent(type, JSON.parse(message.data)));
  }
  source.onopen = () => onStatus("live");
  source.onerror = () => onStatus("reconnecting");
  return source;
}
