/**
 * What stands between stdin and the SDK: lines of bounded length, each either a valid JSON-RPC
 * message or the error the client is owed for it. The SDK's own reader drops a malformed line
 * without a word and ends the process on a line over 10 MB; this answers and goes on.
 */
import { type JSONRPCMessage, parseJSONRPCMessage } from "@modelcontextprotocol/server";
import { joinBytes } from "../text/bytes.ts";

/** The longest line read, in bytes: the same bound as an HTTP request body. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

/**
 * Splits a byte stream into lines. A line over `limit` bytes is reported once and its remaining
 * bytes are dropped as they arrive, up to the next newline: never more than `limit` bytes are kept.
 * The caller may reuse a pushed chunk afterwards: an unfinished line's bytes are copied, and a line
 * handed to `onLine` is valid only during that call.
 */
export class LineSplitter {
  #parts: Uint8Array[] = [];
  #size = 0;
  #skipping = false;

  constructor(
    readonly limit: number,
    private onLine: (line: Uint8Array) => void,
    private onOversize: () => void,
  ) {}

  push(chunk: Uint8Array): void {
    for (let start = 0; start < chunk.length;) {
      const newline = chunk.indexOf(10, start);
      if (newline === -1) return this.#keep(chunk.slice(start));
      if (this.#size === 0 && !this.#skipping) this.#whole(chunk.subarray(start, newline));
      else {
        this.#keep(chunk.subarray(start, newline));
        this.#endLine();
      }
      start = newline + 1;
    }
  }

  #keep(piece: Uint8Array): void {
    if (this.#skipping || piece.length === 0) return;
    if (this.#size + piece.length > this.limit) {
      this.#parts = [];
      this.#size = 0;
      this.#skipping = true;
      this.onOversize();
      return;
    }
    this.#parts.push(piece);
    this.#size += piece.length;
  }

  /** A line that began and ended in one chunk: handed over without a copy. */
  #whole(line: Uint8Array): void {
    if (line.length > this.limit) return this.onOversize();
    this.onLine(line);
  }

  #endLine(): void {
    if (this.#skipping) {
      this.#skipping = false;
      return;
    }
    const line = joinBytes(this.#parts, this.#size);
    this.#parts = [];
    this.#size = 0;
    this.onLine(line);
  }
}

/** A JSON-RPC error the stdio transport answers in place of the SDK. */
export interface ErrorReply {
  jsonrpc: "2.0";
  id: string | number | null;
  error: { code: number; message: string; data?: unknown };
}

/** A message's verdict: the message to serve, or the error to answer. */
export type Checked = { message: JSONRPCMessage } | { reply: ErrorReply };

export function errorReply(id: string | number | null, code: number, message: string): ErrorReply {
  return { jsonrpc: "2.0", id, error: { code, message } };
}

/** The id to answer with: the message's own when it is a usable one, else null. */
function idOf(value: unknown): string | number | null {
  const id = value && typeof value === "object" ? (value as { id?: unknown }).id : undefined;
  return typeof id === "string" || (typeof id === "number" && Number.isInteger(id)) ? id : null;
}

/** A line read as JSON: the value, the error to answer, or nothing (a blank line). */
export type Read = { value: unknown } | { reply: ErrorReply } | { blank: true };

/** Reads one line as the SDK would, saying what is wrong where it would drop it. */
export function readLine(text: string): Read {
  const trimmed = text.trim();
  if (trimmed === "") return { blank: true };
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return { reply: errorReply(null, -32700, "Cannot parse the line as JSON: send one JSON-RPC message per line") };
  }
  if (Array.isArray(value)) {
    return { reply: errorReply(null, -32600, "Cannot serve a JSON-RPC batch: send one message per line") };
  }
  return { value };
}

/** Checks a line's value as a JSON-RPC message exactly as the SDK would. */
export function checkMessage(value: unknown): Checked {
  try {
    return { message: parseJSONRPCMessage(value) };
  } catch {
    return {
      reply: errorReply(
        idOf(value),
        -32600,
        'Cannot serve this line: expected a JSON-RPC 2.0 message ("jsonrpc": "2.0", a "method" or a "result"/"error", and an "id" that is a string or an integer)',
      ),
    };
  }
}
