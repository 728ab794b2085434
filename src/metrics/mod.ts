/**
 * The server's Prometheus metrics, counted in every mode and served at GET /metrics with --metrics (http/metrics.ts),
 * in the text exposition format prom-client writes. No label carries a token, a user name or free text: every label
 * value is one of a fixed set here, a catalog action ID, or an HTTP status code; anything else counts as "other".
 */
import type * as Prom from "prom-client";
// The classes one by one: prom-client's index also loads its default metrics (node:cluster, node:fs) and
// push gateway (node:https, node:zlib), which the sandbox worker does not provide and the server does not use.
import CounterClass from "prom-client/lib/counter.js";
import GaugeClass from "prom-client/lib/gauge.js";
import HistogramClass from "prom-client/lib/histogram.js";
import RegistryClass from "prom-client/lib/registry.js";

const Counter = CounterClass as unknown as typeof Prom.Counter;
const Gauge = GaugeClass as unknown as typeof Prom.Gauge;
const Histogram = HistogramClass as unknown as typeof Prom.Histogram;
const Registry = RegistryClass as unknown as typeof Prom.Registry;

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

const requests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: "HTTP requests answered, by JSON-RPC method (or route) and HTTP status",
  labelNames: ["method", "status"] as const,
  registers: [registry],
});
const requestSeconds = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: "Time until an HTTP request's answer began, by JSON-RPC method (or route)",
  labelNames: ["method"] as const,
  buckets: BUCKETS,
  registers: [registry],
});
const toolCalls = new Counter({
  name: `${PREFIX}tool_calls_total`,
  help: "Catalog actions run, by action ID and outcome",
  labelNames: ["action", "outcome"] as const,
  registers: [registry],
});
const toolSeconds = new Histogram({
  name: `${PREFIX}tool_call_duration_seconds`,
  help: "Time a catalog action took, by action ID",
  labelNames: ["action"] as const,
  buckets: BUCKETS,
  registers: [registry],
});
const gitlabCalls = new Counter({
  name: `${PREFIX}gitlab_requests_total`,
  help: 'Requests sent to GitLab, by response status ("error": no response)',
  labelNames: ["status"] as const,
  registers: [registry],
});
const gitlabSeconds = new Histogram({
  name: `${PREFIX}gitlab_request_duration_seconds`,
  help: "Time until GitLab's response headers arrived",
  buckets: BUCKETS,
  registers: [registry],
});
const refusals = new Counter({
  name: `${PREFIX}refusals_total`,
  help: "Requests refused before they were served, by reason",
  labelNames: ["reason"] as const,
  registers: [registry],
});

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
  gitlabSeconds.observe(seconds);
}

export function countRefusal(reason: RefusalReason): void {
  refusals.inc({ reason });
}

/**
 * A gauge read when /metrics is scraped (requests in flight, open sessions, the state store's health): the
 * process registers each once it has what to read; a second registration of the same name replaces the first.
 */
export function gauge(name: string, help: string, read: () => number | Promise<number>): void {
  registry.removeSingleMetric(`${PREFIX}${name}`);
  new Gauge({
    name: `${PREFIX}${name}`,
    help,
    registers: [registry],
    async collect() {
      this.set(await read());
    },
  });
}

/** The exposition: its content type and text. */
export async function exposition(): Promise<{ contentType: string; text: string }> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}
