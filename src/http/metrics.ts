/**
 * GET /metrics (--metrics): the exposition of metrics/mod.ts, on --http-addr or on its own --metrics-addr listener,
 * and the gauges read at each scrape: requests in flight, open sessions, whether the state store answers.
 */
import { createServer, type Server } from "node:http";
import type { Config } from "../config/mod.ts";
import { exposition, gauge } from "../metrics/mod.ts";
import { log } from "../log/mod.ts";
import type { StateStore } from "../store/mod.ts";
import { json } from "./jsonrpc.ts";

/** The answer to GET /metrics; other methods are refused. */
export async function metricsAnswer(req: Request): Promise<Response> {
  if (req.method !== "GET") return json(405, { error: "Method not allowed: GET /metrics only" }, { allow: "GET" });
  const { contentType, text } = await exposition();
  return new Response(text, { status: 200, headers: { "content-type": contentType } });
}

/** Registers the gauges a scrape reads from this process's handler and store. */
export function watchProcess(handler: { inFlight: number; sessions?: number }, store: Pick<StateStore, "unready">) {
  gauge("http_requests_in_flight", "HTTP requests in progress", () => handler.inFlight);
  gauge("sessions", "Open --stateless=false sessions (0 when sessionless)", () => handler.sessions ?? 0);
  gauge(
    "state_store_up",
    "1 when the state store answers (always, for the memory store), else 0",
    async () => await store.unready() ? 0 : 1,
  );
}

/** With --metrics-addr: a listener of its own that serves GET /metrics only (nothing else is reachable there). */
export function serveMetricsApart(config: Config): Server | undefined {
  const addr = config.metricsAddr;
  if (!config.metrics || !addr) return undefined;
  const server = createServer(async (msg, res) => {
    const path = (msg.url ?? "").split("?")[0];
    if (path !== "/metrics" || msg.method !== "GET") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found: only GET /metrics here"}');
      return;
    }
    const { contentType, text } = await exposition();
    res.writeHead(200, { "content-type": contentType }).end(text);
  });
  server.once("error", (err: Error & { code?: string }) => {
    console.error(`Cannot listen on ${addr.hostname}:${addr.port} for metrics: ${err.code ?? err.message}`);
    Deno.exit(2);
  });
  server.listen(
    addr.port,
    addr.hostname,
    () => log("info", "serving metrics", { addr: `${addr.hostname}:${addr.port}` }),
  );
  return server;
}
