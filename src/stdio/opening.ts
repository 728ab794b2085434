/**
 * The stdio front door. A client opens with `initialize` and `tools/list` (on 2026-07-28 with `tools/list`
 * alone, its `_meta` saying what initialize would have), and loading the SDK, zod and the catalog takes most
 * of a start; the answers to that opening depend only on a few settings, and are recorded (opening_answers.ts).
 * This answers a plain opening (opening_request.ts) from them, then hands the connection over: the server first
 * sees the client's opening request again, under a private id whose answer is not sent, and the initialized
 * notice, then every byte this did not consume. Anything it does not recognise ends its part at once, untouched,
 * so the server answers it as before.
 */
import type { Config } from "../config/mod.ts";
import { log } from "../log/mod.ts";
import { joinBytes } from "../text/bytes.ts";
import { type ByteInput, type ByteOutput, writeAll } from "./byte_io.ts";
import type { InflightRead, Leftover } from "./carried_input.ts";
import { type OpeningAnswer, openingAnswer } from "./opening_answers.ts";
import {
  negotiatedRevision,
  plainInitialize,
  plainInitialized,
  plainModernToolsList,
  plainToolsList,
} from "./opening_request.ts";
import type { Json, RequestId } from "../protocol/json_frame.ts";

/** What the server takes over: the input the front door did not consume, and the messages it must see first. */
export interface Handover extends Leftover {
  /** The client's initialize (under `hiddenId`) and initialized notice, or its 2026-07-28 tools/list (likewise). */
  replay: Json[];
  /** The replayed initialize's id: the server's answer to it is not sent, the client has had one. */
  hiddenId?: string;
  /** The revision the front door's answer negotiated, which the client's next requests may follow at once. */
  negotiated?: string;
}

/** How long after answering initialize the front door waits for the next message before handing over. */
export const OPENING_IDLE_MS = 200;

/** A longer line is not a plain opening message: the server reads it, under its own bound. */
const OPENING_LINE_MAX = 64 * 1024;

/** What one line did: consumed (answered, or kept to replay), done (the opening is answered), stop (not ours). */
type Step = "consumed" | "done" | "stop";

class FrontDoor {
  readonly replay: Json[] = [];
  /** The methods answered here, in order (a debug log line names them). */
  readonly answered: string[] = [];
  hiddenId?: string;
  negotiated?: string;
  #decoder = new TextDecoder();
  #encoder = new TextEncoder();

  constructor(private answer: OpeningAnswer, private output: ByteOutput) {}

  get initialized(): boolean {
    return this.hiddenId !== undefined;
  }

  async step(line: Uint8Array): Promise<Step> {
    const text = this.#decoder.decode(line).trim();
    if (text === "") return "consumed";
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return "stop";
    }
    if (typeof message !== "object" || message === null || Array.isArray(message)) return "stop";
    return this.initialized ? await this.#next(message as Json) : await this.#first(message as Json);
  }

  async #first(message: Json): Promise<Step> {
    const modern = plainModernToolsList(message);
    if (modern) return await this.#modernList(modern.id, modern.params);
    const init = plainInitialize(message);
    if (!init) return "stop";
    const protocolVersion = negotiatedRevision(init.params.protocolVersion as string);
    if (!await this.#answer(init.id, { protocolVersion, ...this.answer.initialize })) return "stop";
    this.answered.push("initialize");
    this.hiddenId = `opening-${crypto.randomUUID()}`;
    this.negotiated = protocolVersion;
    this.replay.push({ jsonrpc: "2.0", id: this.hiddenId, method: "initialize", params: init.params });
    return "consumed";
  }

  /** A 2026-07-28 opening is one request: the server sees it again under the private id, which pins its era. */
  async #modernList(id: RequestId, params: Json): Promise<Step> {
    if (!await this.#answer(id, this.answer.modernTools)) return "stop";
    this.answered.push("tools/list");
    this.hiddenId = `opening-${crypto.randomUUID()}`;
    this.replay.push({ jsonrpc: "2.0", id: this.hiddenId, method: "tools/list", params });
    return "done";
  }

  async #next(message: Json): Promise<Step> {
    if (plainInitialized(message) && this.replay.length === 1) {
      this.replay.push(message);
      return "consumed";
    }
    const id = plainToolsList(message);
    if (id === undefined) return "stop";
    if (!await this.#answer(id, this.answer.tools)) return "stop";
    this.answered.push("tools/list");
    return "done";
  }

  /** Writes a result line as the SDK would; false when stdout failed (the server then finds out itself). */
  async #answer(id: RequestId, result: Json): Promise<boolean> {
    const line = this.#encoder.encode(JSON.stringify({ result, jsonrpc: "2.0", id }) + "\n");
    return await writeAll(this.output, line).then(() => true, () => false);
  }
}

/** Reads stdin for the front door, leaving any read in flight to the server when it hands over. */
class OpeningReader {
  #buffer = new Uint8Array(64 * 1024);
  #inflight?: Promise<number | null>;

  constructor(private input: ByteInput) {}

  /** The next chunk (a copy), null at the end of input, or "idle" when `idleMs` passed first. */
  async next(idleMs?: number): Promise<Uint8Array | null | "idle"> {
    this.#inflight ??= this.input.read(this.#buffer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idle = new Promise<"idle">((resolve) => {
      if (idleMs !== undefined) timer = setTimeout(() => resolve("idle"), idleMs);
    });
    try {
      const n = await Promise.race([this.#inflight, idle]);
      if (n === "idle") return n;
      this.#inflight = undefined;
      return n === null ? null : this.#buffer.slice(0, n);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The read still waiting, if any: whoever reads the input next must take it over. */
  leftover(): InflightRead | undefined {
    return this.#inflight && { promise: this.#inflight, buffer: this.#buffer };
  }
}

/** Feeds whole lines to the door; `over` once a line ended its part, with the bytes the server takes from there. */
async function feed(door: FrontDoor, bytes: Uint8Array): Promise<{ rest: Uint8Array; over: boolean }> {
  let start = 0;
  for (let newline = bytes.indexOf(10); newline !== -1; newline = bytes.indexOf(10, start)) {
    const step = await door.step(bytes.subarray(start, newline));
    if (step === "stop") return { rest: bytes.subarray(start), over: true };
    start = newline + 1;
    if (step === "done") return { rest: bytes.subarray(start), over: true };
  }
  return { rest: bytes.subarray(start), over: false };
}

/** Bytes not yet fed, kept as read and joined once: a line trickled in tiny reads costs no repeated copying. */
class Unfed {
  #parts: Uint8Array[] = [];
  size = 0;

  add(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.#parts.push(bytes);
    this.size += bytes.length;
  }

  take(): Uint8Array {
    const out = joinBytes(this.#parts, this.size);
    this.#parts = [];
    this.size = 0;
    return out;
  }
}

/**
 * Answers the opening on `io` from `answer`, and resolves with what the server takes over. `idleMs`: how long
 * after initialize to wait for the next message before handing over anyway (the server then loads while the
 * client is quiet); null waits for it, and then no read is left in flight.
 */
export async function openConnection(
  answer: OpeningAnswer,
  io: { input: ByteInput; output: ByteOutput },
  idleMs: number | null = OPENING_IDLE_MS,
): Promise<Handover> {
  const door = new FrontDoor(answer, io.output);
  const reader = new OpeningReader(io.input);
  const handover = (rest: Uint8Array, ended: boolean): Handover => {
    log("debug", "stdio opening handed to the server", { answered: door.answered });
    const { replay, hiddenId, negotiated } = door;
    return { rest, ended, inflight: reader.leftover(), replay, hiddenId, negotiated };
  };
  const unfed = new Unfed();
  for (;;) {
    const chunk = await reader.next(door.initialized && idleMs !== null ? idleMs : undefined);
    if (chunk === null || chunk === "idle") return handover(unfed.take(), chunk === null);
    unfed.add(chunk);
    if (chunk.includes(10)) {
      const fed = await feed(door, unfed.take());
      if (fed.over) return handover(fed.rest, false);
      unfed.add(fed.rest);
    }
    if (unfed.size > OPENING_LINE_MAX) return handover(unfed.take(), false);
  }
}

/** The front door on stdin/stdout for a configuration with recorded answers; undefined for any other. */
export async function answerOpening(config: Config, idleMs: number | null = OPENING_IDLE_MS) {
  const answer = await openingAnswer(config);
  return answer && await openConnection(answer, { input: Deno.stdin, output: Deno.stdout }, idleMs);
}
