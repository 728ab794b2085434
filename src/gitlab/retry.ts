/** When and how long to wait before retrying a safe GitLab call, and when to give up and say when to retry. */
import { GitLabError } from "./errors.ts";

export const RETRY_STATUSES = new Set([429, 502, 503, 504]);
export const MAX_RETRIES = 3;
/**
 * The most one call sleeps across all its retries: a call waiting longer would hold its in-flight
 * slot (and its caller) for GitLab's whole cool-down, so a longer wait is reported instead.
 */
export const MAX_TOTAL_WAIT_MS = 5_000;

/**
 * The wait GitLab asks for: Retry-After (seconds or HTTP date) wins, then RateLimit-Reset (a Unix
 * time), else exponential backoff 250 ms, 500 ms, 1 s. Not capped: see `canWait`.
 */
export function retryDelayMs(headers: Headers, attempt: number, now: number): number {
  const after = headers.get("retry-after");
  if (after) {
    const secs = Number(after);
    if (Number.isFinite(secs)) return atLeastZero(secs * 1000);
    const date = Date.parse(after);
    if (Number.isFinite(date)) return atLeastZero(date - now);
  }
  const reset = Number(headers.get("ratelimit-reset"));
  if (headers.get("ratelimit-reset") && Number.isFinite(reset)) return atLeastZero(reset * 1000 - now);
  return 250 * 2 ** attempt;
}

function atLeastZero(ms: number): number {
  return Math.max(0, Math.round(ms));
}

/** Whether sleeping `waitMs` more keeps the call within MAX_TOTAL_WAIT_MS. */
export function canWait(waitedMs: number, waitMs: number): boolean {
  return waitedMs + waitMs <= MAX_TOTAL_WAIT_MS;
}

/** The answer when GitLab asks for a longer wait than a call may hold: when to try again. */
export function retryLater(action: string, status: number, waitMs: number, now: number): GitLabError {
  const secs = Math.ceil(waitMs / 1000);
  const at = new Date(now + secs * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
  const what = status === 429 ? "GitLab's rate limit was hit" : "GitLab is unavailable";
  return new GitLabError(
    status === 429 ? "rate_limited" : "server",
    `Cannot ${action}: ${what} (HTTP ${status}). GitLab asks to wait ${secs} s; try again after ${at}.`,
    status,
  );
}
