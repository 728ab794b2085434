/**
 * Whether GitLab answered this process once, for GET /ready: the start-up check (gitlab/instance.ts) usually has;
 * while it has not (GitLab was down at start), a /ready asks again, at most once per RECHECK_MS, so a replica
 * becomes ready soon after GitLab does without a probe storm reaching GitLab.
 */
import type { Config } from "../config/mod.ts";
import { baseOf, checkInstance, type InstanceState } from "../gitlab/instance.ts";

export const RECHECK_MS = 5_000;
/** How long a /ready waits on a check in flight: a probe's own timeout is a few seconds. */
const WAIT_MS = 2_000;

/** undefined once GitLab answered; otherwise why the process is not ready yet. */
function gitlabReadiness(
  state: InstanceState,
  check: () => Promise<void>,
  base: string,
  now: () => number = Date.now,
): () => Promise<string | undefined> {
  let running: Promise<void> | undefined;
  let last = -Infinity;
  return async () => {
    if (!state.answered && !running && now() - last >= RECHECK_MS) {
      last = now();
      running = check().finally(() => running = undefined);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([running, new Promise((r) => timer = setTimeout(r, WAIT_MS))]);
    clearTimeout(timer);
    return state.answered
      ? undefined
      : `GitLab at ${base} has not answered yet; the server checks again on the next /ready`;
  };
}

/**
 * The readiness of every configured instance, each checked apart: ready once each answered the start-up check
 * (or a later /ready's), so a replica whose network reaches only some of them is not put behind the load balancer.
 */
export function everyInstanceReadiness(
  config: Pick<Config, "gitlabUrls">,
  instances: Record<string, InstanceState>,
): () => Promise<string | undefined> {
  const each = config.gitlabUrls.map((url) => {
    const state = instances[url.href]!;
    return gitlabReadiness(state, () => checkInstance(url, undefined, state), baseOf(url));
  });
  return async () => (await Promise.all(each.map((ready) => ready()))).find((why) => why !== undefined);
}
