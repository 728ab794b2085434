/**
 * Protocol checks between the line guard and the SDK on stdio. The SDK (2.4.0) decides a
 * connection's era from its opening message and then passes every later request to the pinned
 * instance unchecked, so a request naming another revision was served in the connection's shapes.
 * "The negotiated version governs both sides": such a request is refused -32022 here, naming what
 * this connection serves. List cursors this server never issued are refused -32602 (list_cursor.ts).
 */
import type { JSONRPCMessage, JSONRPCNotification, JSONRPCRequest } from "@modelcontextprotocol/server";
import { cursorRefusal } from "../protocol/list_cursor.ts";
import { claimedRevision, LEGACY_REVISIONS, MODERN_REVISION, revisionRefusal } from "../protocol/revisions.ts";
import { CAPS_KEY } from "../server/capabilities.ts";
import type { ErrorReply } from "./line_guard.ts";
import { isPlain, type RequestId } from "../protocol/json_frame.ts";

/*
 * The gate sees only messages already checked whole (inbound: the line guard's parse; outbound: the SDK's own),
 * so their kind shows in which keys they carry. The SDK's type guards parse the message again with zod, which on
 * every request and answer cost more than the rest of the gate.
 */
const isRequest = (m: JSONRPCMessage): m is JSONRPCRequest => "method" in m && "id" in m;
const isNotification = (m: JSONRPCMessage): m is JSONRPCNotification => "method" in m && !("id" in m);
const isResult = (m: JSONRPCMessage): m is JSONRPCMessage & { id: RequestId; result: unknown } =>
  "result" in m && "id" in m;
const isAnswer = (m: JSONRPCMessage): m is JSONRPCMessage & { id: RequestId } => "id" in m && !("method" in m);

/** At most this many `initialize` requests awaiting their answer are remembered; past it the gate loses track. */
const MAX_PENDING_INITIALIZE = 8;

export class ProtocolGate {
  #era: "opening" | "modern" | "legacy" = "opening";
  /** The revision `initialize` negotiated on a legacy connection, once its answer went out. */
  #negotiated?: string;
  /** Each `initialize` awaiting its answer, with the capabilities its client declared. */
  #initializing = new Map<RequestId, unknown>();
  /** What the client of the `initialize` the server last accepted declared (a legacy connection only). */
  #client?: { capabilities: unknown };
  /** Set once it cannot tell which `initialize` an answer accepts (too many awaiting, or two with one id). */
  #lost = false;

  /** The error an inbound message is owed before the SDK sees it, or undefined to pass it on. */
  inbound(message: JSONRPCMessage): ErrorReply | undefined {
    if (isNotification(message)) {
      this.#pin(message.method, message.params);
      return undefined;
    }
    if (!isRequest(message)) return undefined;
    const error = this.#revisionError(message) ?? cursorRefusal(message.method, message.params);
    if (error) return { jsonrpc: "2.0", id: message.id, error };
    this.#pin(message.method, message.params);
    if (message.method === "initialize" && this.#era === "legacy") this.#remember(message);
    return undefined;
  }

  /** The revision an `initialize` answered outside the SDK settled on (the stdio front door, opening.ts). */
  settled(revision: string): void {
    this.#negotiated = revision;
  }

  /**
   * Notes what an outbound message tells about the connection: the revision and client an `initialize` settled on.
   * The SDK takes each accepted `initialize` as the connection's (2.4.0 neither refuses a second one nor keeps the
   * first's capabilities), so the last answered one is the client; a refused one only stops awaiting.
   */
  outbound(message: JSONRPCMessage): void {
    if (!isAnswer(message) || !this.#initializing.has(message.id)) return;
    const capabilities = this.#initializing.get(message.id);
    this.#initializing.delete(message.id);
    const version = isResult(message) ? (message.result as { protocolVersion?: unknown }).protocolVersion : undefined;
    if (typeof version !== "string") return;
    this.#negotiated = version;
    this.#client = { capabilities };
  }

  /**
   * The client of an initialized 2025-era connection, once the server answered its `initialize`; unknown while
   * another `initialize` awaits its answer, since the SDK takes its capabilities before it answers.
   */
  get legacyClient(): { capabilities: unknown } | undefined {
    if (this.#era !== "legacy" || this.#initializing.size > 0 || this.#lost) return undefined;
    return this.#client;
  }

  #revisionError(request: JSONRPCRequest) {
    const claim = claimedRevision(request.params);
    if (!claim.claimed || this.#era === "opening") return undefined;
    if (this.#era === "modern") {
      if (claim.revision === MODERN_REVISION) return undefined;
      const reason = `it serves ${MODERN_REVISION}; name that revision in _meta, or open a new connection for another`;
      return revisionRefusal(claim.revision, [MODERN_REVISION], reason);
    }
    const negotiated = this.#negotiated;
    const version = negotiated ?? "a 2025 revision";
    const reason =
      `it negotiated ${version} by initialize; send requests without the _meta protocolVersion key, or open a new connection for ${MODERN_REVISION}`;
    return revisionRefusal(claim.revision, negotiated ? [negotiated] : [...LEGACY_REVISIONS], reason);
  }

  /**
   * Follows the SDK's opening rules: `server/discover` is a probe that pins nothing, a valid
   * 2026-07-28 claim pins the modern era, a message without a claim pins the legacy one, and a bad
   * claim (which the SDK answers itself) pins nothing.
   */
  #pin(method: string, params: unknown): void {
    if (this.#era !== "opening" || method === "server/discover") return;
    const claim = claimedRevision(params);
    if (!claim.claimed) this.#era = "legacy";
    else if (claim.revision === MODERN_REVISION && declaresCapabilities(params)) this.#era = "modern";
  }

  #remember(request: JSONRPCRequest): void {
    const capabilities = (request.params as { capabilities?: unknown } | undefined)?.capabilities;
    const tracked = this.#initializing.size < MAX_PENDING_INITIALIZE && !this.#initializing.has(request.id);
    if (tracked) this.#initializing.set(request.id, capabilities);
    else this.#lost = true;
  }
}

function declaresCapabilities(params: unknown): boolean {
  const meta = (params as { _meta?: Record<string, unknown> })._meta;
  return isPlain(meta?.[CAPS_KEY]);
}
