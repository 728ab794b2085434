/**
 * The credential an HTTP request carried, passed through the SDK as its
 * AuthInfo so the server factory builds that caller's own GitLab client.
 * In oauth mode it also carries the scopes GitLab granted the token, which
 * choose the caller's surface (a token without `api` gets the read-only one).
 */
import type { AuthInfo } from "@modelcontextprotocol/server";
import type { Credential } from "../gitlab/client.ts";
import type { Config } from "../config/mod.ts";
import type { ViewNarrowing } from "../surfaces/view.ts";

/** What a request's own headers narrowed (http/narrowing_headers.ts), and its id, carried beside its credential. */
export interface Narrowing {
  lockdown: boolean;
  /** The GitLab instance the request named (its base URL's href), when the server fronts several. */
  instance?: string;
  /** The HTTP request's id (http/request_id.ts), for the audit line. */
  requestId?: string;
  /** What its X-GitLab-MCP-Toolsets, -Tools and -Read-Only headers keep of the served view, when it sent any. */
  view?: ViewNarrowing;
}

/** The SDK's pass-through AuthInfo carrying the credential (and the request's narrowing) to the server factory. */
export function toAuthInfo(c: Credential, narrowing?: Narrowing): AuthInfo {
  return { token: c.token, clientId: "gitlab", scopes: [], extra: extraOf(c, narrowing) };
}

function extraOf(c: Credential, narrowing: Narrowing | undefined): Record<string, unknown> {
  return {
    kind: c.kind,
    lockdown: narrowing?.lockdown,
    instance: narrowing?.instance,
    requestId: narrowing?.requestId,
    view: narrowing?.view,
  };
}

/** What the request's headers keep of the served view, when it sent any. */
export function viewNarrowingOf(info: AuthInfo | undefined): ViewNarrowing | undefined {
  return info?.extra?.view as ViewNarrowing | undefined;
}

/** The HTTP request's id, for the audit line. */
export function requestIdOf(info: AuthInfo | undefined): string | undefined {
  const id = info?.extra?.requestId;
  return typeof id === "string" ? id : undefined;
}

/** Whether the request turned lockdown on for itself. */
export function lockdownAsked(info: AuthInfo | undefined): boolean {
  return info?.extra?.lockdown === true;
}

/** A token GitLab verified (oauth mode), with its scopes and the OAuth application it was issued to. */
export function verifiedAuthInfo(c: Credential, scopes: string[], uid?: string, narrowing?: Narrowing): AuthInfo {
  return { token: c.token, clientId: uid ?? "gitlab", scopes, extra: { ...extraOf(c, narrowing), verified: true } };
}

/** Whether the caller's verified token may only read (no `api` scope): it is served the read-only surface. */
export function readScoped(info: AuthInfo | undefined): boolean {
  return info?.extra?.verified === true && !info.scopes.includes("api");
}

/** Back from AuthInfo to a Credential (factory side). */
export function fromAuthInfo(info: AuthInfo | undefined): Credential | undefined {
  if (!info) return undefined;
  return { kind: info.extra?.kind === "bearer" ? "bearer" : "private", token: info.token };
}

/** The instance a request's caller works on: the one its GITLAB-URL header named, else the first configured. */
export function instanceOf(config: Pick<Config, "gitlabUrls" | "gitlabUrl">, info: AuthInfo | undefined): URL {
  const named = info?.extra?.instance;
  return config.gitlabUrls.find((u) => u.href === named) ?? config.gitlabUrl;
}
