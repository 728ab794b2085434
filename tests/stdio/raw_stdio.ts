/**
 * The real stdio server process (`deno run --allow-net=127.0.0.1 --allow-env src/main.ts`) with raw
 * pipes: a test writes JSON-RPC lines the way a client does and reads the reply lines, with a deadline.
 */
import assert from "node:assert/strict";
import { childEnv } from "../support/spawn_env.ts";
import { ROOT } from "../support/paths.ts";

export const MODERN = "2026-07-28";
export type Msg = Record<string, unknown>;

/** The per-request `_meta` envelope of a 2026-07-28 request, naming `version`. */
export function envelope(version = MODERN): Msg {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": { name: "raw-stdio", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
}

export class RawStdio {
  #child: Deno.ChildProcess;
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #reader: ReadableStreamDefaultReader<string>;
  #pending?: Promise<ReadableStreamReadResult<string>>;
  #buffer = "";
  #nextId = 1;

  constructor(gitlabUrl: string, args: string[] = []) {
    this.#child = new Deno.Command("deno", {
      args: ["run", "--allow-net=127.0.0.1", "--allow-env", "src/main.ts", ...args],
      cwd: ROOT,
      env: childEnv({
        GITLAB_URL: gitlabUrl,
        GITLAB_TOKEN: "glpat-protocol-stdio-0001",
        GITLAB_MCP_LOG_LEVEL: "error",
      }),
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    this.#writer = this.#child.stdin.getWriter();
    this.#reader = this.#child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  }

  get pid(): number {
    return this.#child.pid;
  }

  async write(message: Msg): Promise<void> {
    await this.writeText(JSON.stringify(message) + "\n");
  }

  /** Writes bytes as they are: malformed, partial or oversized lines included. */
  async writeText(text: string): Promise<void> {
    await this.#writer.write(new TextEncoder().encode(text));
  }

  /** The next line the server writes, or undefined if none comes within `ms`. */
  async readLine(ms = 10_000): Promise<Msg | undefined> {
    const deadline = Date.now() + ms;
    while (!this.#buffer.includes("\n")) {
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<"timeout">((r) => timer = setTimeout(() => r("timeout"), left));
      const next = await Promise.race([this.#pending ??= this.#reader.read(), timeout]);
      clearTimeout(timer);
      if (next === "timeout") return undefined;
      this.#pending = undefined;
      if (next.done) return undefined;
      this.#buffer += next.value;
    }
    const i = this.#buffer.indexOf("\n");
    const line = this.#buffer.slice(0, i);
    this.#buffer = this.#buffer.slice(i + 1);
    return JSON.parse(line);
  }

  /** Sends a request and returns its reply (skipping notifications written meanwhile). */
  async request(method: string, params: Msg = {}): Promise<Msg> {
    const id = this.#nextId++;
    await this.write({ jsonrpc: "2.0", id, method, params });
    for (let i = 0; i < 20; i++) {
      const reply = await this.readLine();
      assert.ok(reply, `a reply to ${method} comes`);
      if (reply.id === id) return reply;
    }
    throw new Error(`Cannot find the reply to ${method}`);
  }

  /** A 2025-era handshake at `version`. */
  async initialize(version = "2025-11-25"): Promise<Msg> {
    const reply = await this.request("initialize", {
      protocolVersion: version,
      capabilities: {},
      clientInfo: { name: "raw-stdio", version: "1.0.0" },
    });
    assert.ok(reply.result, JSON.stringify(reply));
    await this.write({ jsonrpc: "2.0", method: "notifications/initialized" });
    return reply;
  }

  async stop(): Promise<void> {
    await this.#writer.close().catch(() => {});
    await this.#reader.cancel().catch(() => {});
    try {
      this.#child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await this.#child.status;
  }
}
