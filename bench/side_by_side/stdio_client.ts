/**
 * A minimal newline-delimited JSON-RPC client over a child's stdio. Raw rather than the SDK client so the
 * bench holds the child's pid (for /proc readings) and adds the same, small cost to both sides.
 */
import { ROOT } from "../../tests/support/paths.ts";
import type { Launch } from "./servers.ts";

type Msg = Record<string, unknown>;

export class StdioPeer {
  readonly child: Deno.ChildProcess;
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #waiting = new Map<number, (m: Msg) => void>();
  #nextId = 1;
  #reading: Promise<void>;
  /** Bytes of each response line, by request id. */
  readonly bytes = new Map<number, number>();

  constructor(launch: Launch) {
    this.child = new Deno.Command(launch.command, {
      args: launch.args,
      env: launch.env,
      clearEnv: true,
      cwd: ROOT,
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    this.#writer = this.child.stdin.getWriter();
    this.#reading = this.#read();
  }

  async #read(): Promise<void> {
    let buf = "";
    for await (const chunk of this.child.stdout.pipeThrough(new TextDecoderStream())) {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (!line.trim()) continue;
        const m = JSON.parse(line) as Msg;
        if (typeof m.id === "number" && !("method" in m)) {
          this.bytes.set(m.id, new TextEncoder().encode(line).length);
          this.#waiting.get(m.id)?.(m);
        }
      }
    }
  }

  request(method: string, params: Msg = {}): Promise<Msg & { id: number }> {
    const id = this.#nextId++;
    const done = new Promise<Msg>((resolve) => this.#waiting.set(id, resolve));
    void this.#send({ jsonrpc: "2.0", id, method, params });
    return done as Promise<Msg & { id: number }>;
  }

  #send(m: Msg): Promise<void> {
    return this.#writer.write(new TextEncoder().encode(JSON.stringify(m) + "\n"));
  }

  /** initialize + notifications/initialized, as every client does first. */
  async handshake(): Promise<void> {
    await this.request("initialize", {
      protocolVersion: "2025-11-25",
      capabilities: {},
      clientInfo: { name: "bench", version: "1.0.0" },
    });
    await this.#send({ jsonrpc: "2.0", method: "notifications/initialized" });
  }

  async close(): Promise<void> {
    await this.#writer.close().catch(() => {});
    try {
      this.child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await this.child.status;
    await this.#reading.catch(() => {});
  }
}
