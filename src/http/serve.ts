/** Deno.serve on --http-addr, with graceful shutdown on SIGINT/SIGTERM. */
import type { Config } from "../config/mod.ts";
import { log } from "../log.ts";
import type { HttpHandler } from "./handler.ts";

const DRAIN_MS = 10_000;

/** Serves until a signal; then drains in-flight calls (bounded) and exits. */
export function serveHttp(config: Config, handler: HttpHandler): Deno.HttpServer {
  const { hostname, port } = config.httpAddr;
  const server = Deno.serve({
    hostname,
    port,
    onListen: (addr) => log("info", "serving MCP over HTTP", { addr: `${addr.hostname}:${addr.port}`, endpoint: "POST /mcp", stateless: config.stateless }),
  }, (req) => handler.fetch(req));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal, in_flight: handler.inFlight });
    await handler.drain(DRAIN_MS);
    await server.shutdown();
    log("info", "stopped");
    Deno.exit(0);
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    try {
      Deno.addSignalListener(sig, () => void stop(sig));
    } catch {
      // Signals unavailable on this platform (Windows lacks SIGTERM): nothing to hook.
    }
  }
  return server;
}
