/**
 * Every GitLab failure becomes one GitLabError whose message is a single
 * sentence a model can act on: what failed, GitLab's own words (capped) and
 * what to try next. Tokens never reach these messages: the server's own are
 * removed here (log.redact), the caller's by their GitLabClient's Redactor.
 */
import { redact } from "../log/mod.ts";
import { notFoundHint, type Transport, unauthorizedHint } from "./hints.ts";

export type GitLabErrorKind =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "rate_limited"
  | "server"
  | "http"
  | "bad_answer"
  | "timeout"
  | "dns"
  | "refused"
  | "tls"
  | "not_capable"
  | "redirect"
  | "network"
  | "cancelled"
  | "busy";

const MAX_GITLAB_MESSAGE = 300;

/** A classified failure of one GitLab call. */
export class GitLabError extends Error {
  constructor(
    readonly kind: GitLabErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(redact(message));
    this.name = "GitLabError";
  }
}

/** GitLab's `message`/`error` fields flattened to one capped line. */
export function gitlabMessage(body: unknown): string {
  let text = "";
  if (typeof body === "string") text = body;
  else if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const m = b.message ?? b.error ?? b.error_description;
    text = typeof m === "string" ? m : m !== undefined ? JSON.stringify(m) : "";
  }
  text = text.replace(/\s+/g, " ").trim();
  return text.length > MAX_GITLAB_MESSAGE ? text.slice(0, MAX_GITLAB_MESSAGE) + "…" : text;
}

/** What the call knew that shapes a hint: where its token came from and what located its target. */
export interface HintContext {
  transport?: Transport;
  /** Params that located the target (hints.ts lookupOf); unknown for calls built by hand. */
  lookup?: readonly string[];
  /** The base URL that answered 404 for everything at start-up (instance.ts), if it did. */
  wrongBase?: string;
  /** What came back when the error body was not JSON (json_body.ts describeBody): told, never quoted. */
  notJson?: string;
}

type Hint = string | ((ctx: HintContext) => string);

const STATUS_TEXT: Record<number, [GitLabErrorKind, string, Hint]> = {
  400: [
    "bad_request",
    "GitLab rejected the request as malformed",
    "check the parameter values against the action's input_schema",
  ],
  401: [
    "unauthorized",
    "the GitLab token is missing, invalid, expired or revoked",
    (ctx) => unauthorizedHint(ctx.transport ?? "stdio"),
  ],
  403: [
    "forbidden",
    "the token lacks the permission or scope for this",
    "use a token with the api scope (read_api for reads) from a user with enough role in this project or group",
  ],
  404: [
    "not_found",
    "GitLab found nothing at that path, or the token cannot see it",
    (ctx) => notFoundHint(ctx.lookup, ctx.wrongBase),
  ],
  405: [
    "http",
    "GitLab does not allow this method here",
    "check the action; the resource may be archived or the feature disabled",
  ],
  409: [
    "conflict",
    "GitLab reports a conflict with the current state",
    "read the current state with the matching get action, then retry with values that fit it",
  ],
  422: ["unprocessable", "GitLab could not process the values sent", "fix the values GitLab names and retry"],
  429: ["rate_limited", "GitLab's rate limit was hit", "wait a minute before retrying"],
};

/** One clear sentence for an HTTP error status; a body that was not JSON is described, never quoted. */
export function errorForStatus(action: string, status: number, body: unknown, ctx: HintContext = {}): GitLabError {
  const detail = gitlabMessage(body);
  const known = STATUS_TEXT[status];
  const [kind, what, hint] = known ??
    (status >= 500
      ? [
        "server",
        "GitLab failed on its side",
        "retry later; if it persists, check the GitLab instance's status",
      ] as const
      : ["http", "GitLab refused the request", "check the action and its parameters"] as const);
  const said = ctx.notJson
    ? ` GitLab answered with ${ctx.notJson}, not JSON, so its text is not shown.`
    : detail
    ? ` GitLab said: "${detail}".`
    : "";
  const tried = typeof hint === "function" ? hint(ctx) : hint;
  return new GitLabError(kind, `Cannot ${action}: ${what} (HTTP ${status}).${said} Try: ${tried}.`, status);
}

/** A thrown error's message with its causes': Deno's fetch says only "fetch failed" and puts why in `cause`. */
function thrownText(err: unknown): string {
  const parts: string[] = [];
  for (let e = err, depth = 0; e !== undefined && e !== null && depth < 4; depth++) {
    parts.push(String((e as Error).message ?? e));
    e = (e as Error).cause;
  }
  return parts.join(": ");
}

/** The certificate verdict from a TLS failure (e.g. "invalid peer certificate: UnknownIssuer"), or a generic one. */
function tlsReason(text: string): string {
  return /invalid peer certificate: \w+/i.exec(text)?.[0] ?? "certificate or handshake";
}

/**
 * A write that timed out may still have reached GitLab and taken effect: its error says the
 * outcome is unknown and how to check, since resending blindly could create or delete twice.
 */
export function writeOutcomeUnknown(err: unknown, method: string, action: string, host: string): unknown {
  if (method === "GET" || !(err instanceof GitLabError) || err.kind !== "timeout") return err;
  return new GitLabError(
    "timeout",
    `Cannot ${action}: GitLab at "${host}" did not answer in time, so whether the ${method} took effect is unknown. Before sending it again, read the object with the matching get or list action and resend only if the change is not there.`,
  );
}

/** `host` without the scheme's default port, so "gitlab.com:443" and "gitlab.com" compare equal. */
function withoutDefaultPort(host: string): string {
  return host.replace(/:(443|80)$/, "");
}

/**
 * A connection Deno's --allow-net does not cover (under the sandbox, the worker's narrowed copy of it):
 * a permission problem, named by the --allow-net entry it lacks, each host said once.
 */
function notCapable(action: string, host: string, text: string): GitLabError {
  const target = /to "([^"]+)"/.exec(text)?.[1] ?? host;
  const lack = `Cannot ${action}: Deno's permissions lack --allow-net=${target}`;
  if (withoutDefaultPort(target) === withoutDefaultPort(host)) {
    return new GitLabError(
      "not_capable",
      `${lack}, so the server cannot reach its GitLab host. Restart it with that entry (deno task start grants the GITLAB_URL host itself).`,
    );
  }
  return new GitLabError(
    "not_capable",
    `${lack}, and this server connects only to its GitLab host "${host}". If GitLab lives at that address, set GITLAB_URL to it (started with deno run, grant that --allow-net entry too).`,
  );
}

/** Classifies a thrown fetch failure (no HTTP status) by its cause. */
export function errorForThrown(
  action: string,
  host: string,
  err: unknown,
  timedOut: boolean,
  cancelled = false,
): GitLabError {
  const name = (err as Error)?.name ?? "";
  const text = thrownText(err);
  if (timedOut) {
    return new GitLabError(
      "timeout",
      `Cannot ${action}: GitLab at "${host}" did not answer in time. Try again, or narrow the request (smaller per_page).`,
    );
  }
  // The caller's abort reason, whatever it is, is what fetch rejects with.
  if (cancelled || name === "AbortError") {
    return new GitLabError("cancelled", `Cannot ${action}: the call was cancelled.`);
  }
  if (name === "NotCapable" || /NotCapable|Requires net access/i.test(text)) return notCapable(action, host, text);
  return connectionError(action, host, text);
}

/** A failure to connect, by what the runtime said about it. */
function connectionError(action: string, host: string, text: string): GitLabError {
  if (/dns|lookup|name or service not known|nodename nor servname/i.test(text)) {
    return new GitLabError(
      "dns",
      `Cannot ${action}: the GitLab host "${host}" could not be resolved (DNS). Check GITLAB_URL.`,
    );
  }
  if (/refused/i.test(text)) {
    return new GitLabError(
      "refused",
      `Cannot ${action}: the connection to "${host}" was refused. Check GITLAB_URL and that GitLab is running.`,
    );
  }
  if (/certificate|tls|ssl|handshake/i.test(text)) {
    return new GitLabError(
      "tls",
      `Cannot ${action}: the TLS connection to "${host}" failed (${
        tlsReason(text)
      }). If GitLab's certificate comes from a private CA, start the server with DENO_CERT=/path/to/ca.pem or DENO_TLS_CA_STORE=system; otherwise check GITLAB_URL and the instance's certificate.`,
    );
  }
  return new GitLabError("network", `Cannot ${action}: the connection to "${host}" failed (${text.slice(0, 200)}).`);
}
