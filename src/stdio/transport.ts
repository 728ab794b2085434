/**
 * The stdio transport: newline-delimited JSON-RPC on the process's stdin and stdout, read through
 * the line guard (line_guard.ts), so a bad or oversized line is answered and skipped instead of
 * dropped silently or ending the process, and through the protocol gate (protocol_gate.ts), which
 * answers what the SDK would serve wrongly. It replaces the SDK's StdioServerTransport and writes
 * the way it does; when stdin ends it closes, and tells its owner (a sandbox worker's host exits).
 */
import { type JSONRPCMessage, serializeMessage, type Transport } from "@modelcontextprotocol/server";
import { checkLine, type ErrorReply, errorReply, LineSplitter, MAX_LINE_BYTES } from "./line_guard.ts";
import { ProtocolGate } from "./protocol_gate.ts";

type Input = typeof globalThis.process.stdin;
type Output = typeof globalThis.process.stdout;

export class GuardedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  #closed = false;
  #decoder = new TextDecoder();
  #lines: LineSplitter;
  #gate = new ProtocolGate();

  constructor(
    private onEnd: () => void = () => {},
    // The runtime's own `process`, not an import of node:process: in the sandbox worker's bundle an
    // import from our code makes it require node:module, which the sandbox does not provide.
    private stdin: Input = globalThis.process.stdin,
    private stdout: Output = globalThis.process.stdout,
    limit = MAX_LINE_BYTES,
  ) {
    this.#lines = new LineSplitter(limit, (line) => this.#onLine(line), () => this.#onOversize(limit));
  }

  #ondata = (chunk: Uint8Array) => this.#lines.push(chunk);
  #onerror = (error: Error) => this.onerror?.(error);
  #onend = () => void this.close();
  #onstdouterror = (error: Error) => {
    if (this.#closed) return;
    this.onerror?.(error);
    void this.close();
  };

  start(): Promise<void> {
    this.stdin.on("data", this.#ondata);
    this.stdin.on("error", this.#onerror);
    this.stdin.on("end", this.#onend);
    this.stdin.on("close", this.#onend);
    this.stdout.on("error", this.#onstdouterror);
    return Promise.resolve();
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

  /** Writes one message as a line, resolving once stdout took it (or drained). */
  send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return Promise.reject(new Error("Cannot send: the stdio transport is closed"));
    this.#gate.outbound(message);
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => {
        this.stdout.off("drain", onDrain);
        reject(error);
      };
      const onDrain = () => {
        this.stdout.off("error", onError);
        resolve();
      };
      this.stdout.once("error", onError);
      if (this.stdout.write(serializeMessage(message))) {
        this.stdout.off("error", onError);
        resolve();
      } else this.stdout.once("drain", onDrain);
    });
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    this.stdin.off("data", this.#ondata);
    this.stdin.off("error", this.#onerror);
    this.stdin.off("end", this.#onend);
    this.stdin.off("close", this.#onend);
    if (this.stdin.listenerCount("data") === 0) this.stdin.pause();
    this.onclose?.();
    this.onEnd();
    return Promise.resolve();
  }
}
