/**
 * The only module that writes diagnostics. stdout belongs to the MCP protocol,
 * so every line goes to stderr as one JSON object.
 */

export type LogLevel = "debug" | "info" | "warn" | "error";

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEYS = /token|secret|password|authorization|private|key/i;

const MAX_SECRETS = 1000;

let threshold: LogLevel = "info";
const secrets = new Set<string>();
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

/** Registers a value (a token, a signing key) that must never be written. */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < 4) return;
  secrets.delete(value);
  secrets.add(value);
  // An HTTP server sees one token per caller: keep the most recent ones, bounded.
  if (secrets.size > MAX_SECRETS) secrets.delete(secrets.values().next().value!);
}

/** Replaces the writer; tests use it to capture lines. */
export function setLogSink(fn: (line: string) => void): () => void {
  const previous = sink;
  sink = fn;
  return () => {
    sink = previous;
  };
}

/** Removes every registered secret from a string. */
export function redact(text: string): string {
  let out = text;
  for (const s of secrets) out = out.split(s).join("[redacted]");
  return out;
}

function clean(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = SECRET_KEYS.test(k) ? "[redacted]" : v;
  }
  return out;
}

/** Writes one structured line if `level` passes the threshold. */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const line = JSON.stringify({ ts: new Date().toISOString(), level, msg, ...clean(fields) });
  sink(redact(line));
}
