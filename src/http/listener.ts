/** Deno.serve on --http-addr, with graceful shutdown on SIGINT/SIGTERM. */
import { listenForSignals } from "../process/signals.ts";
import type { Config } from "../config/mod.ts";
import { log } from "../log/mod.ts";
import type { HttpHandler } from "./handler.ts";

const DRAIN_MS = 10_000;

export interface HttpService {
  /** Drains in-flight calls (bounded), stops listening, then calls onStopped. */
  stop(reason: string): Promise<void>;
}

/** Serves until stopped by a signal (when `signals`) or by `stop()`. */
export function serveHttp(
  config: Config,
  handler: HttpHandler,
  opts: { signals: boolean; onStopped?: () => void },
): HttpService {
  const { hostname, port } = config.httpAddr;
  const server = Deno.serve({
    hostname,
    port,
    onListen: (addr) =>
      log("info", "serving MCP over HTTP", {
        addr: `${addr.hostname}:${addr.port}`,
        endpoint: "POST /mcp",
        stateless: config.stateless,
      }),
  }, (req, info) => handler.fetch(req, info.remoteAddr.hostname));
  let stopping: Promise<void> | undefined;
  const service: HttpService = {
    stop(reason) {
      stopping ??= (async () => {
        log("info", "shutting down", { reason, in_flight: handler.inFlight });
        await handler.drain(DRAIN_MS);
        await server.shutdown();
        log("info", "stopped");
        (opts.onStopped ?? (() => Deno.exit(0)))();
      })();
      return stopping;
    },
  };
  if (opts.signals) listenForSignals((sig) => void service.stop(sig));
  return service;
}
