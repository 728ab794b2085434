/**
 * A JSON-RPC peer over an in-memory pipe to the real server factory, for
 * tests that must see the wire: resultType, inputRequests, requestState,
 * error codes, and server-to-client requests.
 */
import { InMemoryTransport, type JSONRPCMessage } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { parseConfig } from "../../src/config/mod.ts";
import { createApp } from "../../src/server/app.ts";
import type { FactoryDeps } from "../../src/server/factory.ts";

export const MODERN = "2026-07-28";

type Msg = Record<string, unknown>;

export class RawPeer {
  #nextId = 1;
  #waiting = new Map<unknown, (m: Msg) => void>();
  /** Server-to-client requests received, answered by `onRequest`. */
  readonly serverRequests: Msg[] = [];
  onRequest?: (m: Msg) => unknown;

  constructor(private transport: InMemoryTransport, private close_: () => Promise<void>) {
    transport.onmessage = (m: JSONRPCMessage) => this.#receive(m as unknown as Msg);
  }

  #receive(m: Msg): void {
    if ("method" in m && "id" in m) {
      this.serverRequests.push(m);
      const result = this.onRequest?.(m) ?? {};
      void this.transport.send({ jsonrpc: "2.0", id: m.id, result } as never);
      return;
    }
    if ("id" in m) this.#waiting.get(m.id)?.(m);
  }

  /** Sends a request and resolves with the whole response message. */
  request(method: string, params: Msg = {}): Promise<Msg> {
    const id = this.#nextId++;
    const done = new Promise<Msg>((resolve) => this.#waiting.set(id, resolve));
    void this.transport.send({ jsonrpc: "2.0", id, method, params } as never);
    return done;
  }

  notify(method: string, params: Msg = {}): Promise<void> {
    return this.transport.send({ jsonrpc: "2.0", method, params } as never);
  }

  close(): Promise<void> {
    return this.close_();
  }
}

/** The per-request envelope of a 2026-07-28 request. */
export function envelope(capabilities: Msg = {}): Msg {
  return {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": capabilities,
  };
}

/** Starts the server factory behind serveStdio and returns a raw peer. */
export async function startRaw(
  gitlabUrl: string,
  env: Record<string, string> = {},
  overrides: Partial<FactoryDeps> = {},
): Promise<RawPeer> {
  const config = parseConfig([], { GITLAB_URL: gitlabUrl, GITLAB_TOKEN: "glpat-raw-token", ...env });
  const { factory } = createApp(config, overrides);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(factory, { transport: serverSide });
  await clientSide.start();
  return new RawPeer(clientSide, async () => {
    await clientSide.close();
    await handle.close();
  });
}
