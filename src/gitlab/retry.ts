/** When and how long to wait before retrying a safe GitLab call. */

export const RETRY_STATUSES = new Set([429, 502, 503, 504]);
export const MAX_RETRIES = 3;
const MAX_WAIT_MS = 30_000;

/**
 * Retry-After (seconds or HTTP date) wins, then RateLimit-Reset (a Unix time),
 * else exponential backoff 250 ms, 500 ms, 1 s; capped at 30 s.
 */
export function retryDelayMs(headers: Headers, attempt: number, now: number): number {
  const after = headers.get("retry-after");
  if (after) {
    const secs = Number(after);
    if (Number.isFinite(secs)) return clamp(secs * 1000);
    const date = Date.parse(after);
    if (Number.isFinite(date)) return clamp(date - now);
  }
  const reset = Number(headers.get("ratelimit-reset"));
  if (headers.get("ratelimit-reset") && Number.isFinite(reset)) return clamp(reset * 1000 - now);
  return clamp(250 * 2 ** attempt);
}

function clamp(ms: number): number {
  return Math.min(Math.max(0, Math.round(ms)), MAX_WAIT_MS);
}
