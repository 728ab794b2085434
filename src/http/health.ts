/**
 * GET /health: status, version and a short digest of the effective configuration, never a secret.
 * GET /ready: whether this process should get traffic: its catalog is loaded (before it listens), GitLab answered
 * once (readiness.ts), it is not draining, and the state store answers.
 */
import type { StateStore } from "../store/mod.ts";
import type { Config } from "../config/mod.ts";
import { digest } from "../protocol/request_state.ts";
import { VERSION } from "../config/version.ts";

/** The settings an operator compares across replicas; tokens and keys are not among them. */
export function effectiveSettings(config: Config): Record<string, unknown> {
  return {
    gitlab_url: config.gitlabUrl.href,
    ...(config.gitlabUrls.length > 1 && { gitlab_urls: config.gitlabUrls.map((u) => u.href) }),
    tool_surface: config.toolSurface,
    capability_surface: config.capabilitySurface,
    read_only: config.readOnly || config.writeMode === "read",
    yolo: config.yolo,
    excluded: config.excludeTools,
    stateless: config.stateless,
    rate_limit_rps: config.rateLimitRps,
    rate_limit_burst: config.rateLimitBurst,
    max_inflight: config.maxInflight,
    shared_state_key: config.stateKey !== undefined,
    auth_mode: config.authMode,
    // Where, never who: the URL's password stays out.
    state_store: config.stateStore.kind === "memory"
      ? "memory"
      : `${config.stateStore.url.protocol}//${config.stateStore.url.host}`,
  };
}

export function healthBody(
  config: Config,
  draining: boolean,
  sessions?: number,
): Record<string, unknown> {
  const settings = effectiveSettings(config);
  return {
    status: draining ? "draining" : "ok",
    version: VERSION,
    config: { ...settings, digest: digest(settings).slice(0, 12) },
    ...(sessions === undefined ? {} : { sessions }),
  };
}

/** 200 when this replica can serve every call, else 503 with why (the load balancer sends traffic elsewhere). */
export async function readyAnswer(
  draining: boolean,
  store?: Pick<StateStore, "unready">,
  gitlabUnanswered?: () => Promise<string | undefined>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  if (draining) return { status: 503, body: { status: "draining" } };
  const silent = await gitlabUnanswered?.();
  if (silent) return { status: 503, body: { status: "gitlab_unanswered", error: silent } };
  const unready = await store?.unready();
  if (unready) return { status: 503, body: { status: "store_unreachable", error: unready } };
  return { status: 200, body: { status: "ready" } };
}
