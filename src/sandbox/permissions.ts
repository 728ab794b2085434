/**
 * What the sandboxed server may touch: the GitLab host and port, the listen
 * address in HTTP mode, and nothing else (settings arrive by message, so not
 * even the environment).
 */
import type { Config } from "../config/mod.ts";

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

/** The worker's Deno permissions for a configuration. */
export function workerPermissions(config: Config) {
  const net = [gitlabNetTarget(config.gitlabUrl), ...(config.http ? [listenNetTarget(config.httpAddr)] : [])];
  return { net, env: false, read: false, write: false, run: false, ffi: false, sys: false, import: false } as const;
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
