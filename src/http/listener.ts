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

/** Deno.serve, with a port already taken said in one line (main prints it and exits 2). */
function listen(opts: Deno.ServeTcpOptions, handler: HttpHandler): Deno.HttpServer<Deno.NetAddr> {
  try {
    return Deno.serve(opts, (req, info) => handler.fetch(req, info.remoteAddr.hostname));
  } catch (err) {
    if (!(err instanceof Deno.errors.AddrInUse)) throw err;
    const addr = `${opts.hostname}:${opts.port}`;
    throw new Error(
      `Cannot listen on ${addr}: the address is already in use; stop what holds it or choose another --http-addr`,
    );
  }
}

/** Serves until stopped by a signal (when `signals`) or by `stop()`. */
export function serveHttp(
  config: Config,
  handler: HttpHandler,
  opts: { signals: boolean; onStopped?: () => void },
): HttpService {
  const { hostname, port } = config.httpAddr;
  const server = listen({
    hostname,
    port,
    onListen: (addr) =>
      log("info", "serving MCP over HTTP", {
        addr: `${addr.hostname}:${addr.port}`,
        endpoint: "POST /mcp",
        stateless: config.stateless,
      }),
  }, handler);
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
