/**
 * What an OAuth client discovers (oauth mode): the Protected Resource Metadata of RFC 9728 at
 * `/.well-known/oauth-protected-resource` (for the origin) and `/.well-known/oauth-protected-resource/mcp` (the
 * path form for the MCP endpoint, which clients ask first), naming the GitLab instance as the authorization server,
 * and the `WWW-Authenticate` challenges that point a client at it (MCP 2026-07-28 authorization).
 */
import type { Config } from "../config/mod.ts";
import { json } from "./jsonrpc.ts";

/** GitLab's own scopes: `api` reads and writes, `read_api` only reads (the read-only surface). */
export const SCOPES = ["api", "read_api"] as const;
/** What the first challenge asks for: the whole surface. A client may ask for read_api alone instead. */
export const DEFAULT_SCOPE = "api";
export const METADATA_PATH = "/.well-known/oauth-protected-resource";
/** A short plain-text page the metadata names as its documentation. */
export const HELP_PATH = "/oauth-help";

function originOf(config: Config): string {
  return config.publicUrl!.origin;
}

/** The URL a challenge names: the path form for the MCP endpoint. */
export function metadataUrl(config: Config): string {
  return `${originOf(config)}${METADATA_PATH}/mcp`;
}

function metadata(config: Config, resource: string): Record<string, unknown> {
  return {
    resource,
    authorization_servers: config.gitlabUrls.map((u) => u.href.replace(/\/+$/, "")),
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "GitLab MCP server",
    resource_documentation: `${originOf(config)}${HELP_PATH}`,
  };
}

function helpText(config: Config): string {
  const gitlab = config.gitlabUrls.map((u) => u.href.replace(/\/+$/, "")).join(" or ");
  const several = config.gitlabUrls.length > 1 ? " (send a GITLAB-URL header naming the one you signed in to)" : "";
  return [
    `This MCP server (${originOf(config)}/mcp) signs you in with your GitLab account at ${gitlab}${several}.`,
    "Point an MCP client that supports OAuth at the address above; it opens GitLab's sign-in page.",
    "Grant the api scope to read and write, or read_api to only read (writing tools are then not offered).",
    "Your GitLab administrator registers the OAuth application and tells you its client id if your client asks.",
    "",
  ].join("\n");
}

/** The answer for a discovery path, or undefined when `pathname` is none of them. */
export function discoveryAnswer(config: Config, pathname: string): Response | undefined {
  // Browser-based clients read these from another origin: they carry nothing private.
  const cors = { "access-control-allow-origin": "*", "cache-control": "max-age=300" };
  if (pathname === METADATA_PATH) return json(200, metadata(config, originOf(config)), cors);
  if (pathname === `${METADATA_PATH}/mcp`) return json(200, metadata(config, `${originOf(config)}/mcp`), cors);
  if (pathname === HELP_PATH) {
    return new Response(helpText(config), { headers: { "content-type": "text/plain; charset=utf-8", ...cors } });
  }
  return undefined;
}

/** A quoted auth-param value (RFC 9110): backslash and quote escaped. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `WWW-Authenticate: Bearer …` with the metadata URL, the scope needed, and an error when there is one. */
export function challenge(config: Config, scope: string, error?: { code: string; description: string }): string {
  const params = [
    ...(error ? [`error=${quoted(error.code)}`, `error_description=${quoted(error.description)}`] : []),
    `resource_metadata=${quoted(metadataUrl(config))}`,
    `scope=${quoted(scope)}`,
  ];
  return `Bearer ${params.join(", ")}`;
}
