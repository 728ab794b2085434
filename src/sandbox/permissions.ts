/**
 * What the sandboxed server may touch: the GitLab host and port, the listen
 * address in HTTP mode, the state store's host and port when one is set, and
 * nothing else (settings arrive by message, so of the environment only the
 * two debug switches the Redis client reads itself, and only with a store).
 */
import type { Config } from "../config/mod.ts";
import { STORE_CLIENT_ENV } from "../config/env.ts";

/** `host:port` of the configured GitLab, defaulting the port from the scheme. */
export function gitlabNetTarget(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname}:${port}`;
}

/** The listen address as a net descriptor. */
export function listenNetTarget(addr: Config["httpAddr"]): string {
  const host = addr.hostname.includes(":") ? `[${addr.hostname}]` : addr.hostname;
  return `${host}:${addr.port}`;
}

/** `host:port` of a Redis store URL (6379 when the URL names no port). */
export function storeNetTarget(url: URL): string {
  return `${url.hostname}:${url.port || "6379"}`;
}

/** Every host:port the server connects to (each GitLab instance, the store) or listens on. */
export function netTargets(config: Config): string[] {
  const store = config.stateStore;
  const gitlab = [...new Set(config.gitlabUrls.map(gitlabNetTarget))];
  return [
    ...gitlab,
    ...(config.http ? [listenNetTarget(config.httpAddr)] : []),
    ...(config.http && config.metricsAddr ? [listenNetTarget(config.metricsAddr)] : []),
    ...(store.kind === "redis" ? [storeNetTarget(store.url)] : []),
  ];
}

/** The worker's Deno permissions for a configuration. */
export function workerPermissions(config: Config) {
  const env = config.stateStore.kind === "redis" ? [...STORE_CLIENT_ENV] : false;
  const net = netTargets(config);
  return { net, env, read: false, write: false, run: false, ffi: false, sys: false, import: false } as const;
}

/**
 * Whether this process holds more than the server needs, so it must confine
 * itself (a compiled binary bakes in --allow-net and --allow-env for every
 * host). Under `deno run --allow-net=<host> --allow-env` there is nothing to narrow.
 */
export function holdsBroadPermissions(): boolean {
  const granted = (d: Deno.PermissionDescriptor) => Deno.permissions.querySync(d).state === "granted";
  return granted({ name: "net" }) || granted({ name: "read" }) || granted({ name: "write" }) ||
    granted({ name: "run" }) ||
    granted({ name: "ffi" }) || granted({ name: "sys" });
}
