/**
 * One look at the GitLab instance at start-up: GET $GITLAB_URL/api/v4/version (with GITLAB_TOKEN on stdio).
 * A GitLab base URL with a wrong path otherwise shows only as every call's 404 "check project_id", and a wrong
 * token or a proxy's login page as the first call's failure; the check says what to fix once, in one warning
 * line, and a base URL that answers 404 even here makes every later 404 hint name GITLAB_URL (hints.ts).
 * It never delays serving: start.ts runs it after the server answers.
 */
import { SERVER_NAME, VERSION } from "../config/version.ts";
import { log } from "../log/mod.ts";
import { errorForThrown } from "./errors.ts";

/** What the check learned, read by every client's 404 hint; `notFound` holds the base URL that answered 404. */
export interface InstanceState {
  notFound?: string;
  /** Set once GitLab answered the check with any HTTP response (GET /ready waits for it). */
  answered?: boolean;
  /** The edition /version named (its `enterprise`, GitLab 15.6+): Community runs Free only; Enterprise may be any tier. */
  edition?: Edition;
}

export type Edition = "community" | "enterprise";

/** The User-Agent of the check, so a GitLab log (or a test's fake GitLab) can tell it from the calls. */
export const CHECK_USER_AGENT = `${SERVER_NAME}/${VERSION} (start-up check)`;
const CHECK_TIMEOUT_MS = 10_000;

/** The base URL as the user wrote it, path included (the start-up log named only the origin). */
export function baseOf(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The warning for an answer to the check, or undefined when GitLab answered as GitLab does. */
function verdict(res: Response, text: string, base: string, token: boolean): string | undefined {
  const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const json = type === "application/json" && /^\s*[{[]/.test(text);
  const setting =
    `check GITLAB_URL (GitLab's own address, with its path when it is served under one, e.g. https://example.com/gitlab)`;
  if (res.status === 404) return `${base}/api/v4/version answered 404, so GitLab's API is not at ${base}: ${setting}`;
  if (!json) {
    return `${base}/api/v4/version answered HTTP ${res.status} with ${
      type || "no content type"
    }, not GitLab's JSON (a proxy or login page?): ${setting}`;
  }
  if (res.status === 401 && token) {
    return `GitLab at ${base} rejected GITLAB_TOKEN (HTTP 401): set a valid, unexpired token with the api scope (read_api with --read-only) and restart the client`;
  }
  if (res.status === 403 && token) {
    return `GitLab at ${base} refused GITLAB_TOKEN (HTTP 403): give it the api scope (read_api with --read-only) and restart the client`;
  }
  if (res.status >= 500) {
    return `GitLab at ${base} answered HTTP ${res.status}: it may be down; calls will fail until it answers`;
  }
  return undefined;
}

/** Checks the instance once and logs what to fix; `state.notFound` is set when the base URL answers 404. */
export async function checkInstance(
  baseUrl: URL,
  token: string | undefined,
  state: InstanceState,
  fetchFn: typeof fetch = fetch,
): Promise<void> {
  const base = baseOf(baseUrl);
  const headers: Record<string, string> = { "user-agent": CHECK_USER_AGENT, accept: "application/json" };
  if (token) headers["private-token"] = token;
  let res: Response;
  let text: string;
  try {
    res = await fetchFn(`${base}/api/v4/version`, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    text = (await res.text()).slice(0, 4096);
  } catch (err) {
    const timedOut = (err as Error)?.name === "TimeoutError";
    return log("warn", errorForThrown("check GitLab at start-up", baseUrl.host, err, timedOut).message, {
      gitlab: base,
    });
  }
  state.answered = true;
  const warning = verdict(res, text, base, token !== undefined);
  if (res.status === 404) state.notFound = base;
  if (warning) return log("warn", `Cannot confirm GitLab at start-up: ${warning}`, { gitlab: base });
  const version = res.ok ? /"version"\s*:\s*"([\w.+-]{1,40})"/.exec(text)?.[1] : undefined;
  const enterprise = res.ok ? /"enterprise"\s*:\s*(true|false)/.exec(text)?.[1] : undefined;
  if (enterprise) state.edition = enterprise === "true" ? "enterprise" : "community";
  log("info", "GitLab answered", {
    gitlab: base,
    ...(version && { version }),
    ...(state.edition && { edition: state.edition }),
  });
}
