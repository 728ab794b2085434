/** GET /health: status, version and a short digest of the effective configuration, never a secret. */
import type { Config } from "../config/mod.ts";
import { digest } from "../protocol/request_state.ts";
import { VERSION } from "../config/version.ts";

/** The settings an operator compares across replicas; tokens and keys are not among them. */
export function effectiveSettings(config: Config): Record<string, unknown> {
  return {
    gitlab_url: config.gitlabUrl.href,
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
