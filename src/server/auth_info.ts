/**
 * The credential an HTTP request carried, passed through the SDK as its
 * AuthInfo so the server factory builds that caller's own GitLab client.
 */
import type { AuthInfo } from "@modelcontextprotocol/server";
import type { Credential } from "../gitlab/client.ts";

/** The SDK's pass-through AuthInfo carrying the credential to the server factory. */
export function toAuthInfo(c: Credential, requestId?: string): AuthInfo {
  return { token: c.token, clientId: "gitlab", scopes: [], extra: { kind: c.kind, requestId } };
}

/** The HTTP request's id (http/request_id.ts), for the audit line. */
export function requestIdOf(info: AuthInfo | undefined): string | undefined {
  const id = info?.extra?.requestId;
  return typeof id === "string" ? id : undefined;
}

/** Back from AuthInfo to a Credential (factory side). */
export function fromAuthInfo(info: AuthInfo | undefined): Credential | undefined {
  if (!info) return undefined;
  return { kind: info.extra?.kind === "bearer" ? "bearer" : "private", token: info.token };
}
