/**
 * The server's Prometheus metrics, counted in every mode and served at GET /metrics with --metrics (http/metrics.ts),
 * in Prometheus' text exposition format (exposition.ts). No label carries a token, a user name or free text: every label
 * value is one of a fixed set here, a catalog action ID, or an HTTP status code; anything else counts as "other".
 */
import { CONTENT_TYPE, Counter, Histogram, ReadGauge, Registry } from "./exposition.ts";

const registry = new Registry();
const PREFIX = "gitlab_mcp_";

/** The JSON-RPC methods a request is counted under; any other name is "other" (a caller could send any text). */
const METHODS = new Set([
  "initialize",
  "notifications/initialized",
  "notifications/cancelled",
  "ping",
  "tools/list",
  "tools/call",
  "prompts/list",
  "prompts/get",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "completion/complete",
  "server/discover",
  "logging/setLevel",
]);

/** Why a request was answered without being served (each site names its own). */
export type RefusalReason =
  | "missing_credential"
  | "rejected_credential"
  | "paced_credential"
  | "rate_limited"
  | "overloaded"
  | "draining"
  | "origin";

export type ToolOutcome = "ok" | "error" | "cancelled" | "refused";

/** Seconds: from a cached answer to a long GitLab call. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requests = registry.register(
  new Counter(`${PREFIX}http_requests_total`, "HTTP requests answered, by JSON-RPC method (or route) and HTTP status"),
);
const requestSeconds = registry.register(
  new Histogram(
    `${PREFIX}http_request_duration_seconds`,
    "Time until an HTTP request's answer began, by JSON-RPC method (or route)",
    BUCKETS,
  ),
);
const toolCalls = registry.register(
  new Counter(`${PREFIX}tool_calls_total`, "Catalog actions run, by action ID and outcome"),
);
const toolSeconds = registry.register(
  new Histogram(`${PREFIX}tool_call_duration_seconds`, "Time a catalog action took, by action ID", BUCKETS),
);
const gitlabCalls = registry.register(
  new Counter(`${PREFIX}gitlab_requests_total`, 'Requests sent to GitLab, by response status ("error": no response)'),
);
const gitlabSeconds = registry.register(
  new Histogram(`${PREFIX}gitlab_request_duration_seconds`, "Time until GitLab's response headers arrived", BUCKETS),
);
const refusals = registry.register(
  new Counter(`${PREFIX}refusals_total`, "Requests refused before they were served, by reason"),
);

/** A route label for requests that carry no JSON-RPC method (GET /health, a GET stream, a 404). */
export function routeLabel(httpMethod: string, path: string): string {
  const known = ["/mcp", "/health", "/ready", "/metrics"].includes(path);
  return `${["GET", "POST", "DELETE"].includes(httpMethod) ? httpMethod : "OTHER"} ${known ? path : "other"}`;
}

export function methodLabel(method: unknown): string {
  return typeof method === "string" && METHODS.has(method) ? method : "other";
}

export function countRequest(label: string, status: number, seconds: number): void {
  requests.inc({ method: label, status: String(status) });
  requestSeconds.observe({ method: label }, seconds);
}

/** `action` must be a catalog action ID (the caller has looked it up), never a name a caller sent. */
export function countToolCall(action: string, outcome: ToolOutcome, seconds: number): void {
  toolCalls.inc({ action, outcome });
  toolSeconds.observe({ action }, seconds);
}

export function countGitLabCall(status: number | undefined, seconds: number): void {
  gitlabCalls.inc({ status: status === undefined ? "error" : String(status) });
  gitlabSeconds.observe({}, seconds);
}

export function countRefusal(reason: RefusalReason): void {
  refusals.inc({ reason });
}

/**
 * A gauge read when /metrics is scraped (requests in flight, open sessions, the state store's health): the
 * process registers each once it has what to read; a second registration of the same name replaces the first.
 */
export function gauge(name: string, help: string, read: () => number | Promise<number>): void {
  registry.register(new ReadGauge(`${PREFIX}${name}`, help, read));
}

/** The exposition: its content type and text. */
export async function exposition(): Promise<{ contentType: string; text: string }> {
  return { contentType: CONTENT_TYPE, text: await registry.text() };
}
