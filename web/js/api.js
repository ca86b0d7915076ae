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

export async function api(path, { method = "GET", body } = {}) {
  const headers = { accept: "application/json" };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  let response;
  try {
    response = await fetch(path, {
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

/** The run-progress stream; EventSource cannot send headers, so the token rides in the query. */
export function openEvents(onEvent, onStatus) {
  const token = getToken();
  const source = new EventSource(`/api/events${token ? `?token=${encodeURIComponent(token)}` : ""}`);
  const types = [
    "ready",
    "run-started",
    "run-step-started",
    "run-step-completed",
    "run-step-failed",
    "run-finished",
  ];
  for (const type of types) {
    source.addEventListener(type, (message) => onEvent(type, JSON.parse(message.data)));
  }
  source.onopen = () => onStatus("live");
  source.onerror = () => onStatus("reconnecting");
  return source;
}
