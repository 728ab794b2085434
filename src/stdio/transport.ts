/**
 * The stdio transport: newline-delimited JSON-RPC on the process's stdin and stdout, read through
 * the line guard (line_guard.ts), so a bad or oversized line is answered and skipped instead of
 * dropped silently or ending the process, and through the protocol gate (protocol_gate.ts), which
 * answers what the SDK would serve wrongly. It replaces the SDK's StdioServerTransport and reads
 * and writes Deno's own stdin/stdout: Node's process.stdin allocates a fresh 64 KiB buffer per
 * read, which made stdio cost more CPU per call than the GitLab call it carried. When stdin ends it
 * closes, and tells its owner (a sandbox worker's host exits).
 */
import { type JSONRPCMessage, serializeMessage, type Transport } from "@modelcontextprotocol/server";
import { checkLine, type ErrorReply, errorReply, LineSplitter, MAX_LINE_BYTES } from "./line_guard.ts";
import { ProtocolGate } from "./protocol_gate.ts";

/** The part of Deno.stdin the transport reads with (tests pass their own). */
export interface ByteInput {
  read(into: Uint8Array): Promise<number | null>;
}

/** The part of Deno.stdout the transport writes with. */
export interface ByteOutput {
  write(bytes: Uint8Array): Promise<number>;
}

/** One read's buffer, reused: the line splitter copies what outlives a read. */
const READ_BYTES = 64 * 1024;

export class GuardedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  #closed = false;
  #decoder = new TextDecoder();
  #encoder = new TextEncoder();
  #lines: LineSplitter;
  #gate = new ProtocolGate();
  /** Writes in order, one after another: a line is never interleaved with another. */
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private onEnd: () => void = () => {},
    private input: ByteInput = Deno.stdin,
    private output: ByteOutput = Deno.stdout,
    limit = MAX_LINE_BYTES,
  ) {
    this.#lines = new LineSplitter(limit, (line) => this.#onLine(line), () => this.#onOversize(limit));
  }

  start(): Promise<void> {
    void this.#readLoop();
    return Promise.resolve();
  }

  async #readLoop(): Promise<void> {
    const buffer = new Uint8Array(READ_BYTES);
    try {
      while (!this.#closed) {
        const n = await this.input.read(buffer);
        if (n === null || this.#closed) break;
        this.#lines.push(buffer.subarray(0, n));
      }
    } catch (err) {
      if (!this.#closed) this.onerror?.(err as Error);
    }
    await this.close();
  }

  #onLine(bytes: Uint8Array): void {
    const checked = checkLine(this.#decoder.decode(bytes));
    if ("reply" in checked) this.#reply(checked.reply);
    if (!("message" in checked)) return;
    const refused = this.#gate.inbound(checked.message);
    if (refused) this.#reply(refused);
    else this.onmessage?.(checked.message);
  }

  #onOversize(limit: number): void {
    this.#reply(
      errorReply(null, -32600, `Cannot read a line longer than ${limit} bytes: it was skipped; send smaller messages`),
    );
  }

  #reply(message: ErrorReply): void {
    this.send(message as JSONRPCMessage).catch((err) => this.onerror?.(err as Error));
  }

  /** Writes one message as a line, resolving once stdout took all of it. */
  send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return Promise.reject(new Error("Cannot send: the stdio transport is closed"));
    this.#gate.outbound(message);
    const bytes = this.#encoder.encode(serializeMessage(message));
    const written = this.#writing.then(() => this.#writeAll(bytes));
    this.#writing = written.catch(() => {});
    return written;
  }

  async #writeAll(bytes: Uint8Array): Promise<void> {
    try {
      for (let at = 0; at < bytes.length;) at += await this.output.write(bytes.subarray(at));
    } catch (err) {
      if (!this.#closed) {
        this.onerror?.(err as Error);
        void this.close();
      }
      throw err;
    }
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    this.onclose?.();
    this.onEnd();
    return Promise.resolve();
  }
}
