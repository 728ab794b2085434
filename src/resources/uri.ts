/**
 * Turns the variables of a matched resource URI into action params. URIs
 * carry percent-encoded values (a project path is `my-group%2Fmy-project`);
 * GitLab params want them decoded, and IIDs and IDs as numbers.
 */
import type { McpServer, Variables } from "@modelcontextprotocol/server";
import { invalidParams } from "../engine/rpc_errors.ts";
import { clip, overLimit, URI_MAX } from "../text/bounds.ts";

/** Refuses a URI over URI_MAX characters, echoing only its start. */
function checkUriLength(uri: string): void {
  const long = overLimit(uri, URI_MAX);
  if (long) throw invalidParams(`Cannot read resource "${clip(uri)}": the URI ${long}`);
}

type Handler = (request: { params: { uri: string } }, ctx: unknown) => Promise<unknown>;

/**
 * Puts the URI length check in front of the SDK's resources/read handler, which parses the URI and
 * matches every template against it (and echoes an unknown one whole) before any of our code runs.
 * Call it after the resources are registered: the SDK installs its handler with the first one.
 */
export function guardUriLength(server: McpServer): void {
  const low = server.server as unknown as { _getRequestHandler(method: string): Handler | undefined };
  const read = low._getRequestHandler("resources/read");
  if (!read) return;
  server.server.removeRequestHandler("resources/read");
  server.server.setRequestHandler(
    "resources/read",
    ((request: { params: { uri: string } }, ctx: unknown) => {
      checkUriLength(request.params.uri);
      return read(request, ctx);
    }) as never,
  );
}

/** Rejects what the templates never carry, so `?x=1` never ends up inside a project path. */
export function checkPlainUri(uri: URL): void {
  checkUriLength(uri.href);
  if (uri.search || uri.hash) {
    throw invalidParams(
      `Cannot read resource "${uri.href}": query strings and fragments are not part of any gitlab:// resource URI`,
    );
  }
}

/** One variable, percent-decoded; a malformed escape is the caller's error. */
export function textVar(uri: URL, vars: Variables, name: string): string {
  const raw = vars[name];
  const value = Array.isArray(raw) ? raw.join(",") : raw ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    throw invalidParams(`Cannot read resource "${uri.href}": ${name} "${value}" is not valid percent-encoding`);
  }
  if (!decoded.trim()) throw invalidParams(`Cannot read resource "${uri.href}": ${name} is empty`);
  return decoded;
}

/** An IID or ID: a positive integer written in decimal. */
export function intVar(uri: URL, vars: Variables, name: string): number {
  const value = textVar(uri, vars, name);
  if (!/^[1-9][0-9]{0,15}$/.test(value)) {
    throw invalidParams(`Cannot read resource "${uri.href}": ${name} must be a positive integer, got "${value}"`);
  }
  return Number(value);
}
