/**
 * The last check before a request leaves, behind the per-value checks of the catalog: the URL as
 * fetch parses it must carry exactly the path that was built, below the API base. URL parsing
 * resolves "." and ".." segments (also written %2e), turns "\" into "/" and cuts at "?" or "#"; any
 * such change means a value escaped its segment, so the call is refused before anything is sent.
 * Redirects are held to the same base.
 */
import { clip } from "../text/bounds.ts";
import { GitLabError } from "./errors.ts";

const SHOWN_MAX = 200;

/** Percent-decodes until stable (at most 3 rounds), so "%252e%252e" is seen as "..". */
export function decodeFully(value: string): string {
  let v = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(v);
    } catch {
      return v;
    }
    if (next === v) return v;
    v = next;
  }
  return v;
}

/** Whether already-decoded text has a "." or ".." part between "/" or "\" separators. */
export function hasDecodedDotPart(decoded: string): boolean {
  return decoded.split(/[/\\]/).some((p) => p === "." || p === "..");
}

/** Whether `value`, once decoded, has a "." or ".." part between "/" or "\" separators. */
export function hasDotPart(value: string): boolean {
  return hasDecodedDotPart(decodeFully(value));
}

function shown(path: string): string {
  return JSON.stringify(clip(path, SHOWN_MAX));
}

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The URL for an encoded `path` (starting with "/") and `query` (from buildQuery) below `apiBase`.
 * Throws GitLabError, with nothing sent, when parsing would change the path or leave the base.
 */
export function guardedUrl(apiBase: string, action: string, path: string, query: string): string {
  const base = new URL(apiBase).pathname;
  const url = `${apiBase}${path}${query}`;
  const got = parsed(url);
  const intended = `${base}${path}`;
  if (!path.startsWith("/") || !got || got.pathname !== intended || got.search !== query || got.hash !== "") {
    throw new GitLabError(
      "bad_request",
      `Cannot ${action}: the request path ${shown(intended)} would be normalised to ${
        shown(got?.pathname ?? "(not a URL)")
      }; nothing was sent. Send each path value as it is, without "." or ".." parts.`,
    );
  }
  const segment = path.split("/").find(hasDotPart);
  if (segment !== undefined) {
    throw new GitLabError(
      "bad_request",
      `Cannot ${action}: the request path segment ${
        shown(segment)
      } decodes to a "." or ".." part, which GitLab would resolve to another endpoint; nothing was sent. Send each path value as it is, without "." or ".." parts.`,
    );
  }
  return url;
}

/** Returns the redirect target's URL when it stays below the API base; throws GitLabError otherwise. */
export function guardedRedirect(apiBase: string, action: string, target: URL, status: number): string {
  const base = new URL(apiBase).pathname;
  if (target.pathname.startsWith(`${base}/`) && !target.pathname.split("/").some(hasDotPart)) return target.href;
  throw new GitLabError(
    "redirect",
    `Cannot ${action}: GitLab redirected to ${
      shown(target.pathname)
    }, outside the API base ${base}; it was not followed. If GitLab moved, set GITLAB_URL to its new address.`,
    status,
  );
}

/**
 * The GraphQL endpoint itself, refused for any call that carries a path or query of its own: a GraphQL call
 * names what it reads in its body, so nothing may steer it elsewhere below the origin.
 */
export function guardedGraphqlUrl(
  graphqlUrl: string,
  action: string,
  path: string,
  query: Record<string, unknown> | undefined,
): string {
  if (path === "" && Object.keys(query ?? {}).length === 0) return graphqlUrl;
  throw new GitLabError(
    "bad_request",
    `Cannot ${action}: a GraphQL call goes only to ${shown(new URL(graphqlUrl).pathname)}; nothing was sent.`,
  );
}
