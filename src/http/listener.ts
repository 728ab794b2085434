/**
 * The HTTP listener on --http-addr, with graceful shutdown on SIGINT/SIGTERM. It is node:http rather than
 * Deno.serve because Deno.serve has no deadline for a request's headers: a client trickling them kept its
 * connection open for good. node:http closes such a connection (408) after --header-timeout-seconds, an idle
 * kept-alive one after --idle-timeout-seconds, and caps connections at --max-connections.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { listenForSignals } from "../process/signals.ts";
import type { Config } from "../config/mod.ts";
import { BODY_DEADLINE_MS } from "../limits/body_deadline.ts";
import { log } from "../log/mod.ts";
import type { HttpHandler } from "./handler.ts";
import { type Bridged, sendResponse, toRequest } from "./node_bridge.ts";
import { rpcError } from "./jsonrpc.ts";
import { type ClientAddress, clientAddressOf } from "./client_address.ts";

const DRAIN_MS = 10_000;
/** How often node:http looks for connections past their deadline (its default, 30 s, would blur them). */
const CHECK_EVERY_MS = 1_000;
/** How long after the body deadline node:http gives up on a request body the handler never read. */
const BODY_MARGIN_MS = 5_000;
/** The drop warning is logged at most this often, so a flood of connections is not a flood of log lines. */
const DROP_LOG_EVERY_MS = 60_000;

export interface HttpService {
  /** Drains in-flight calls (bounded), stops listening, then calls onStopped. */
  stop(reason: string): Promise<void>;
  /** Settles once the address is bound (a failure to bind ends the process with one line). */
  listening: Promise<void>;
}

/** node:http's timeouts from the settings; 0 turns one off, as it does in node:http. */
function timeouts(config: Config) {
  const headersTimeout = config.headerTimeoutSeconds * 1000;
  return {
    headersTimeout,
    // The whole request, body included; kept past the handler's own body deadline, which answers first.
    requestTimeout: headersTimeout && headersTimeout + BODY_DEADLINE_MS + BODY_MARGIN_MS,
    keepAliveTimeout: config.idleTimeoutSeconds * 1000,
    connectionsCheckingInterval: CHECK_EVERY_MS,
  };
}

/** Serves one request: the handler's answer, or 400 for a request the fetch API cannot represent. */
function serveOne(
  handler: HttpHandler,
  origin: string,
  addressOf: ClientAddress,
  msg: IncomingMessage,
  res: ServerResponse,
): void {
  let bridged: Bridged;
  try {
    bridged = toRequest(msg, res, origin);
  } catch {
    const refused = rpcError(400, -32600, "Cannot read the request: its target or a header is malformed");
    sendResponse(refused, res).catch(() => res.destroy());
    return;
  }
  handler.fetch(bridged.req, addressOf(msg.socket.remoteAddress ?? "", bridged.req.headers))
    .then((response) => sendResponse(response, res))
    .catch((err) => {
      log("debug", "http response not sent", { error: String((err as Error)?.message ?? err) });
      res.destroy();
    })
    .finally(bridged.done);
}

function createListener(config: Config, handler: HttpHandler): Server {
  const { hostname, port } = config.httpAddr;
  const origin = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;
  const addressOf = clientAddressOf(config.trustedProxies, config.trustedProxyHeader);
  const server = createServer(timeouts(config), (msg, res) => serveOne(handler, origin, addressOf, msg, res));
  if (config.maxConnections > 0) server.maxConnections = config.maxConnections;
  let droppedAt = -Infinity;
  server.on("drop", () => {
    if (Date.now() - droppedAt < DROP_LOG_EVERY_MS) return;
    droppedAt = Date.now();
    log("warn", "connection cap reached: new connections are closed at once", { max: config.maxConnections });
  });
  // A start-up failure is one line and exit 2 (an error thrown here would be uncaught: a stack trace).
  server.once("error", (err: Error & { code?: string }) => {
    const why = err.code === "EADDRINUSE"
      ? "the address is already in use; stop what holds it or choose another --http-addr"
      : err.message;
    console.error(`Cannot listen on ${hostname}:${port}: ${why}`);
    Deno.exit(2);
  });
  server.listen(port, hostname, () =>
    log("info", "serving MCP over HTTP", {
      addr: `${hostname}:${(server.address() as AddressInfo).port}`,
      endpoint: "POST /mcp",
      stateless: config.stateless,
      header_timeout_s: config.headerTimeoutSeconds,
      idle_timeout_s: config.idleTimeoutSeconds,
      max_connections: config.maxConnections,
    }));
  return server;
}

/** Stops listening and closes every connection left once the handler has drained. */
function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Serves until stopped by a signal (when `signals`) or by `stop()`. */
export function serveHttp(
  config: Config,
  handler: HttpHandler,
  opts: { signals: boolean; onStopped?: () => void },
): HttpService {
  const server = createListener(config, handler);
  let stopping: Promise<void> | undefined;
  const service: HttpService = {
    listening: new Promise((resolve) => server.once("listening", () => resolve())),
    stop(reason) {
      stopping ??= (async () => {
        log("info", "shutting down", { reason, in_flight: handler.inFlight });
        await handler.drain(DRAIN_MS);
        await close(server);
        log("info", "stopped");
        (opts.onStopped ?? (() => Deno.exit(0)))();
      })();
      return stopping;
    },
  };
  if (opts.signals) listenForSignals((sig) => void service.stop(sig));
  return service;
}
