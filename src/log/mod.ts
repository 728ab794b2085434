/**
 * The only module that writes diagnostics. stdout belongs to the MCP protocol,
 * so every line goes to stderr as one JSON object.
 *
 * Secrets are removed from values before they are JSON-encoded, so a line is
 * always valid JSON whatever a secret looks like. A caller's token is known
 * only to that caller's Redactor (built per serving unit): nothing one caller
 * sends changes what another caller sees, and there is no shared, bounded set
 * that could forget a token.
 */

export type LogLevel = "debug" | "info" | "warn" | "error";

/** What a caller is told about a failure nobody planned for; the details (maybe their data) go to this log only. */
export const INTERNAL_ERROR = "an internal error occurred; the server log has details";

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEYS = /token|secret|password|authorization|private|key/i;
const REDACTED = "[redacted]";
/** Shorter values are not redacted: replacing every "abc" would garble output more than it protects. */
const MIN_SECRET = 4;
/** Characters JSON.stringify writes unescaped. */
const JSON_VERBATIM = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;
/** Nesting walked value by value; anything deeper is written as redacted JSON text. */
const MAX_DEPTH = 64;

let threshold: LogLevel = "info";
/** The server's own configured secrets (GITLAB_TOKEN): set at start, a handful at most, never a caller's. */
const serverSecrets = new Set<string>();
/** Bumped when serverSecrets changes, so each Redactor's sorted list is rebuilt only then. */
let serverVersion = 0;
let sink: (line: string) => void = (line) => {
  try {
    Deno.stderr.writeSync(new TextEncoder().encode(line + "\n"));
  } catch {
    // stderr closed: nothing useful left to do with a log line.
  }
};

/** Sets the threshold; unknown names fall back to info. */
export function setLogLevel(level: string | undefined): void {
  threshold = level && level in ORDER ? level as LogLevel : "info";
}

/** Registers a secret of the server's own configuration (GITLAB_TOKEN); callers' tokens go to a Redactor. */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < MIN_SECRET || serverSecrets.has(value)) return;
  serverSecrets.add(value);
  serverVersion++;
}

/** Replaces the writer; tests use it to capture lines. */
export function setLogSink(fn: (line: string) => void): () => void {
  const previous = sink;
  sink = fn;
  return () => {
    sink = previous;
  };
}

function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** What JSON.stringify would write (toJSON applied: Dates, URLs), so what is redacted is what is written. */
function asJson(v: unknown): unknown {
  if (v === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(v) ?? "null");
  } catch {
    return String(v); // cycles, BigInt
  }
}

/** Removes one caller's secrets, plus the server's, from text and JSON-like values. */
export class Redactor {
  readonly #own: string[];
  #sorted: string[] = [];
  #version = -1;

  constructor(secrets: (string | undefined)[] = []) {
    this.#own = secrets.filter((s): s is string => s !== undefined && s.length >= MIN_SECRET);
  }

  /** Longest first, so a secret that contains another is removed whole. */
  #all(): string[] {
    if (this.#version !== serverVersion) {
      this.#sorted = [...new Set([...this.#own, ...serverSecrets])].sort((a, b) => b.length - a.length);
      this.#version = serverVersion;
    }
    return this.#sorted;
  }

  text(text: string): string {
    let out = text;
    for (const s of this.#all()) if (out.includes(s)) out = out.split(s).join(REDACTED);
    return out;
  }

  /**
   * A JSON-like value with every string (keys included) redacted: the value itself when nothing needed
   * removing (no copy of a large clean answer), else a copy; other objects pass as they are, and
   * symbol-keyed properties (the SDK's own markers) are carried over untouched. Never mutates.
   */
  value<T>(v: T, depth = 0): T {
    if (typeof v === "string") return this.text(v) as T;
    if (v === null || typeof v !== "object" || this.#all().length === 0) return v;
    if (depth === 0 && this.#absentFrom(v)) return v;
    if (depth > MAX_DEPTH) {
      const json = JSON.stringify(v) ?? "";
      const clean = this.text(json);
      return (clean === json ? v : clean) as T;
    }
    if (Array.isArray(v)) return this.#array(v, depth) as T;
    return isPlain(v) ? this.#object(v as Record<string, unknown>, depth) as T : v;
  }

  /**
   * Whether no secret occurs in `v`'s JSON, which is what goes on the wire: one native pass instead of a walk
   * over every string. Only for secrets JSON writes as they are (printable ASCII, no quote or backslash), so an
   * occurrence in any string stays a substring of the JSON.
   */
  #absentFrom(v: object): boolean {
    const secrets = this.#all();
    if (!secrets.every((s) => JSON_VERBATIM.test(s))) return false;
    let json: string | undefined;
    try {
      json = JSON.stringify(v);
    } catch {
      return false; // a BigInt: the walk decides
    }
    return json === undefined || !secrets.some((s) => json.includes(s));
  }

  #array(v: unknown[], depth: number): unknown[] {
    let out: unknown[] | undefined;
    for (let i = 0; i < v.length; i++) {
      const x = this.value(v[i], depth + 1);
      if (x !== v[i]) (out ??= v.slice())[i] = x;
    }
    return out ?? v;
  }

  #object(v: Record<string, unknown>, depth: number): Record<string, unknown> {
    let changed = false;
    const entries = Object.entries(v).map(([k, x]) => {
      const pair = [this.text(k), this.value(x, depth + 1)] as const;
      changed ||= pair[0] !== k || pair[1] !== x;
      return pair;
    });
    if (!changed) return v;
    const out: Record<string | symbol, unknown> = Object.fromEntries(entries);
    for (const sym of Object.getOwnPropertySymbols(v)) out[sym] = (v as Record<symbol, unknown>)[sym];
    return out as Record<string, unknown>;
  }

  /** The same error with its message (and JSON-RPC `data`) redacted; anything else is returned unchanged. */
  error<E>(err: E): E {
    if (!(err instanceof Error)) return err;
    err.message = this.text(err.message);
    if (err.stack) err.stack = this.text(err.stack);
    const withData = err as Error & { data?: unknown };
    if (withData.data !== undefined) withData.data = this.value(withData.data);
    return err;
  }

  /** Writes one structured line if `level` passes the threshold; values are redacted before encoding. */
  log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
    if (ORDER[level] >= ORDER[threshold]) this.#write(level, msg, fields);
  }

  /** An audit line (level "audit"): written at any log level, since it is the operator's record, not a diagnostic. */
  audit(msg: string, fields: Record<string, unknown>): void {
    this.#write("audit", msg, fields);
  }

  #write(level: LogLevel | "audit", msg: string, fields: Record<string, unknown>): void {
    const out: Record<string, unknown> = { ts: new Date().toISOString(), level, msg: this.text(msg) };
    for (const [k, v] of Object.entries(fields)) {
      out[this.text(k)] = SECRET_KEYS.test(k) ? REDACTED : this.value(asJson(v));
    }
    sink(JSON.stringify(out));
  }
}

/** Redacts the server's own secrets only: for output that carries no caller's data. */
const serverRedactor = new Redactor();

/** Removes the server's own secrets from a string (a caller's need that caller's Redactor). */
export function redact(text: string): string {
  return serverRedactor.text(text);
}

/** Writes one structured line carrying no caller data (a caller's data goes through their Redactor's log). */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  serverRedactor.log(level, msg, fields);
}
