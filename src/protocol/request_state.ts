/**
 * Signs and opens the multi-round-trip `requestState` (HMAC-SHA-256 via
 * WebCrypto). A state whose MAC fails is refused outright; expiry and binding
 * are checked by the caller, which starts the questions over instead.
 */
import { createHash } from "node:crypto";

/** What a wizard or guard carries between rounds. */
export interface StatePayload {
  /** Tool name the state was issued for. */
  t: string;
  /** Digest of the exact call arguments. */
  d: string;
  /** Hash of the caller's credential ("" in stdio). */
  c: string;
  /** Expiry, ms since epoch. */
  e: number;
  /** Answers given so far, in question order. */
  a: unknown[];
  /** Key of the question this round asked. */
  p: string;
  /** Values computed once per flow (Conversation.memo). */
  m?: Record<string, unknown>;
  /** Flow id, the same in every round of one flow: its final round runs once (flow_ledger.ts). */
  f: string;
}

/** Raised for state this process did not sign (bad MAC, malformed, another key). */
export class InvalidStateError extends Error {}

export const STATE_TTL_MS = 10 * 60 * 1000;

const enc = new TextEncoder();

function b64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unb64url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** Mints and opens states with one key: per process unless GITLAB_MCP_STATE_KEY shares one across replicas. */
export class StateSigner {
  #key: Promise<CryptoKey>;

  constructor(secret?: Uint8Array) {
    const raw = secret ?? crypto.getRandomValues(new Uint8Array(32));
    this.#key = crypto.subtle.importKey("raw", raw as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
  }

  async mint(payload: StatePayload): Promise<string> {
    const body = b64url(enc.encode(JSON.stringify(payload)));
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await this.#key, enc.encode(`gms1.${body}`)));
    return `gms1.${body}.${b64url(mac)}`;
  }

  /** Returns the payload of a state this key signed; throws InvalidStateError otherwise. */
  async open(state: string): Promise<StatePayload> {
    const parts = state.split(".");
    if (parts.length !== 3 || parts[0] !== "gms1") throw new InvalidStateError("malformed");
    let mac: Uint8Array;
    try {
      mac = unb64url(parts[2]!);
    } catch {
      throw new InvalidStateError("malformed");
    }
    const ok = await crypto.subtle.verify("HMAC", await this.#key, mac as BufferSource, enc.encode(`gms1.${parts[1]}`));
    if (!ok) throw new InvalidStateError("mac");
    try {
      return JSON.parse(new TextDecoder().decode(unb64url(parts[1]!)));
    } catch {
      throw new InvalidStateError("malformed");
    }
  }
}

/**
 * SHA-256 hex of a canonical JSON encoding (sorted keys), for binding state to exact arguments or a credential.
 * Synchronous node:crypto: WebCrypto's digest took ~40 µs a call and queued under load (15% of busy time at 64
 * HTTP callers); this takes ~3 µs.
 */
export function digest(value: unknown): string {
  return createHash("sha256").update(canonical(value)).digest("hex");
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort((
      [a],
      [b],
    ) => a < b ? -1 : 1);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
