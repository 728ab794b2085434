/**
 * The stdio connection's tools/call requests answered without the SDK (server/direct_tool_call.ts): on an
 * initialized 2025-era connection the SDK's zod checks of each request and answer, and the code they run,
 * were most of a call's CPU above Deno's own fetch in a short session (docs/benchmarks.md, issue 16). Only a
 * plain call (protocol/tool_call_frame.ts) comes here; a call that asks the user, a 2026-07-28 connection,
 * one still opening and everything else go to the SDK as before. A `notifications/cancelled` naming a call
 * in flight here aborts it and, as the SDK does, no answer is sent for it.
 */
import type { JSONRPCMessage } from "@modelcontextprotocol/server";
import type { ConnectionCall, ConnectionToolCall } from "../server/direct_tool_call.ts";
import { plainToolCall } from "../protocol/tool_call_frame.ts";
import { isPlain, type RequestId } from "../protocol/json_frame.ts";
import { log } from "../log/mod.ts";

export interface DirectCallsPort {
  /**
   * The client of the connection once it is an initialized 2025-era one, as of its last answered `initialize`;
   * undefined while another awaits its answer (the protocol gate knows).
   */
  client(): { capabilities: unknown } | undefined;
  /** Writes an answer. */
  send(message: JSONRPCMessage): Promise<void>;
  /** Hands a message to the SDK. */
  deliver(message: JSONRPCMessage): void;
}

export class DirectCalls {
  #inFlight = new Map<RequestId, AbortController>();
  #call?: ConnectionCall;

  constructor(private tools: ConnectionToolCall, private port: DirectCallsPort) {}

  /**
   * Whether this path took `message`, a line's JSON not yet checked as JSON-RPC (a call it answers, or the
   * cancellation of one); else it is the SDK's.
   */
  take(message: unknown): boolean {
    if (this.#cancels(message)) return true;
    const client = this.port.client();
    if (!client) return false;
    const call = plainToolCall(message, this.tools.serves);
    // A repeated id is the SDK's to judge.
    if (!call || this.#inFlight.has(call.id)) return false;
    const controller = new AbortController();
    this.#inFlight.set(call.id, controller);
    this.#call ??= this.tools.open(() => this.port.client());
    this.#call(call.name, call.args, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result) return this.port.deliver(message as JSONRPCMessage);
      return this.port.send({ result, jsonrpc: "2.0", id: call.id } as JSONRPCMessage);
    }).catch((err) => {
      // The call itself answers every failure with an error result: what fails here is writing the answer,
      // when the transport closed under it and no one is left to read it.
      if (!controller.signal.aborted) {
        log("warn", "a direct tools/call answer could not be sent", { error: String(err) });
      }
    }).finally(() => {
      // A cancelled call's id may be in use again by then.
      if (this.#inFlight.get(call.id) === controller) this.#inFlight.delete(call.id);
    });
    return true;
  }

  /** Aborts every call in flight: the connection is gone. */
  close(): void {
    for (const controller of this.#inFlight.values()) controller.abort();
    this.#inFlight.clear();
  }

  #cancels(message: unknown): boolean {
    if (!isPlain(message) || message.jsonrpc !== "2.0" || message.method !== "notifications/cancelled") return false;
    const { params } = message;
    if (Object.hasOwn(message, "id") || !isPlain(params)) return false;
    const controller = this.#inFlight.get(params.requestId as RequestId);
    if (!controller) return false;
    this.#inFlight.delete(params.requestId as RequestId);
    controller.abort(params.reason);
    return true;
  }
}
