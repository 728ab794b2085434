/**
 * Sessionless calls in flight, so a later POST's `notifications/cancelled` can stop the one it names, as stdio
 * and sessions do: the official SDK clients (v1, and v2 on 2025-era revisions) and mcp-remote cancel this way,
 * not by closing the connection. A call is keyed by a hash of its caller's credential and its JSON-RPC id (never
 * the token itself), so a cancel from anyone else, naming the same id, finds nothing.
 */
import type { Credential } from "../gitlab/client.ts";
import { digest } from "../protocol/request_state.ts";

type RequestId = string | number;

function keyOf(credential: Credential, id: RequestId): string {
  return digest([credential.kind, credential.token, id]);
}

export class CancellableCalls {
  #calls = new Map<string, Set<(reason: string) => void>>();

  /** Tracks a call until the returned function runs; `abort` stops it when its caller cancels it. */
  track(credential: Credential, id: RequestId, abort: (reason: string) => void): () => void {
    const key = keyOf(credential, id);
    const calls = this.#calls.get(key) ?? new Set();
    this.#calls.set(key, calls.add(abort));
    return () => {
      calls.delete(abort);
      if (!calls.size && this.#calls.get(key) === calls) this.#calls.delete(key);
    };
  }

  /** Stops the caller's own calls with this id, if any is in flight. */
  cancel(credential: Credential, id: RequestId, reason: string): void {
    for (const abort of this.#calls.get(keyOf(credential, id)) ?? []) abort(reason);
  }
}

/** The id a message names when it is a request (a string or a number), else undefined. */
export function requestIdOf(value: unknown): RequestId | undefined {
  return typeof value === "string" || typeof value === "number" ? value : undefined;
}

/** The `requestId` of a `notifications/cancelled`, else undefined. */
export function cancelledId(msg: { method?: unknown; id?: unknown; params?: unknown }): RequestId | undefined {
  if (msg.method !== "notifications/cancelled" || msg.id !== undefined) return undefined;
  return requestIdOf((msg.params as { requestId?: unknown } | undefined)?.requestId);
}
