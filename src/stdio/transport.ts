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
import { checkMessage, type ErrorReply, errorReply, LineSplitter, MAX_LINE_BYTES, readLine } from "./line_guard.ts";
import { ProtocolGate } from "./protocol_gate.ts";
import { type ByteInput, type ByteOutput, writeAll } from "./byte_io.ts";
import type { Handover } from "./opening.ts";
import { DirectCalls } from "./direct_calls.ts";
import type { ConnectionToolCall } from "../server/direct_tool_call.ts";
import { log } from "../log/mod.ts";

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

  #replay: Record<string, unknown>[];
  /** The replayed opening request's id (opening.ts): the front door sent the client its answer already. */
  #hiddenId?: string;
  #direct?: DirectCalls;

  /**
   * `opening`: what the stdio front door (opening.ts) hands over, when it answered the opening; `direct`: the
   * tools/call requests to answer without the SDK once the connection is an initialized 2025-era one.
   */
  constructor(
    private onEnd: () => void = () => {},
    private input: ByteInput = Deno.stdin,
    private output: ByteOutput = Deno.stdout,
    opening?: Pick<Handover, "replay" | "hiddenId" | "negotiated">,
    direct?: ConnectionToolCall,
  ) {
    this.#lines = new LineSplitter(MAX_LINE_BYTES, (line) => this.#onLine(line), () => this.#onOversize());
    this.#replay = opening?.replay ?? [];
    this.#hiddenId = opening?.hiddenId;
    if (opening?.negotiated) this.#gate.settled(opening.negotiated);
    if (direct) {
      this.#direct = new DirectCalls(direct, {
        client: () => this.#gate.legacyClient,
        send: (m) => this.send(m),
        deliver: (m) => this.onmessage?.(m),
      });
    }
  }

  start(): Promise<void> {
    for (const message of this.#replay.splice(0)) this.#onText(JSON.stringify(message));
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
    this.#onText(this.#decoder.decode(bytes));
  }

  #onText(text: string): void {
    const read = readLine(text);
    if ("reply" in read) this.#reply(read.reply);
    if (!("value" in read)) return;
    // A plain call the direct path takes is read more narrowly than the SDK reads (and than the gate needs).
    if (this.#direct?.take(read.value)) return;
    const checked = checkMessage(read.value);
    if ("reply" in checked) return this.#reply(checked.reply);
    const refused = this.#gate.inbound(checked.message);
    if (refused) this.#reply(refused);
    else this.onmessage?.(checked.message);
  }

  #onOversize(): void {
    this.#reply(
      errorReply(
        null,
        -32600,
        `Cannot read a line longer than ${MAX_LINE_BYTES} bytes: it was skipped; send smaller messages`,
      ),
    );
  }

  #reply(message: ErrorReply): void {
    this.send(message as JSONRPCMessage).catch((err) => this.onerror?.(err as Error));
  }

  /** Writes one message as a line, resolving once stdout took all of it. */
  send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return Promise.reject(new Error("Cannot send: the stdio transport is closed"));
    this.#gate.outbound(message);
    if (this.#hidden(message)) return Promise.resolve();
    const bytes = this.#encoder.encode(serializeMessage(message));
    const written = this.#writing.then(() => this.#writeAll(bytes));
    this.#writing = written.catch(() => {});
    return written;
  }

  /** The answer to the replayed opening request, which is not sent; a refusal means the front door was wrong. */
  #hidden(message: JSONRPCMessage): boolean {
    if (this.#hiddenId === undefined || !("id" in message) || message.id !== this.#hiddenId || "method" in message) {
      return false;
    }
    this.#hiddenId = undefined;
    if ("error" in message) log("warn", "the server refused an opening request the front door answered", message.error);
    return true;
  }

  async #writeAll(bytes: Uint8Array): Promise<void> {
    try {
      await writeAll(this.output, bytes);
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
    this.#direct?.close();
    this.onclose?.();
    this.onEnd();
    return Promise.resolve();
  }
}
