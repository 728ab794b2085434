/**
 * The credential an HTTP request carried, passed through the SDK as its
 * AuthInfo so the server factory builds that caller's own GitLab client.
 * In oauth mode it also carries the scopes GitLab granted the token, which
 * choose the caller's surface (a token without `api` gets the read-only one).
 */
import type { AuthInfo } from "@modelcontextprotocol/server";
import type { Credential } from "../gitlab/client.ts";

/** The SDK's pass-through AuthInfo carrying the credential to the server factory. */
export function toAuthInfo(c: Credential): AuthInfo {
  return { token: c.token, clientId: "gitlab", scopes: [], extra: { kind: c.kind } };
}

/** A token GitLab verified (oauth mode), with its scopes and the OAuth application it was issued to. */
export function verifiedAuthInfo(c: Credential, scopes: string[], uid?: string): AuthInfo {
  return { token: c.token, clientId: uid ?? "gitlab", scopes, extra: { kind: c.kind, verified: true } };
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
