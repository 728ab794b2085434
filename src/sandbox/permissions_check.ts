/**
 * Checks at start-up that Deno's permissions let the server reach the
 * configured GitLab host and, in HTTP mode, listen on its address. Without
 * this a start with the wrong --allow-net succeeds and then every call (or
 * Deno.serve) fails later; asking Deno.permissions needs no network call.
 */
import type { Config } from "../config/mod.ts";
import { ConfigError } from "../config/error.ts";
import { gitlabNetTarget, listenNetTarget, storeNetTarget } from "./permissions.ts";

/** The --allow-net entry that grants the GitLab URL: its host, with the port only when the URL names one. */
export function gitlabNetEntry(url: URL): string {
  return url.port ? gitlabNetTarget(url) : url.hostname;
}

/** Whether Deno already grants `host` ("prompt" counts as no: stdin belongs to the protocol, not to a person). */
function granted(host: string): boolean {
  return Deno.permissions.querySync({ name: "net", host }).state === "granted";
}

/** A net permission the configuration needs: the descriptor Deno checks, the flag entry granting it, its use. */
type NetNeed = { target: string; entry: string; use: string };

function netNeeds(config: Config): NetNeed[] {
  const needs = config.gitlabUrls.map((url) => ({
    target: gitlabNetTarget(url),
    entry: gitlabNetEntry(url),
    use: `reach GitLab at ${url.origin}`,
  }));
  if (config.http) {
    const listen = listenNetTarget(config.httpAddr);
    needs.push({ target: listen, entry: listen, use: `listen on ${listen}` });
  }
  if (config.http && config.metricsAddr) {
    const metrics = listenNetTarget(config.metricsAddr);
    needs.push({ target: metrics, entry: metrics, use: `serve metrics on ${metrics}` });
  }
  const store = config.stateStore;
  if (store.kind === "redis") {
    const target = storeNetTarget(store.url);
    needs.push({ target, entry: target, use: `reach the state store at ${target}` });
  }
  return needs;
}

/**
 * Throws a one-line ConfigError naming the --allow-net entries the process lacks, if any
 * (main prints it and exits 2, like any other bad setting).
 */
export function checkNetPermissions(config: Config, isGranted: (host: string) => boolean = granted): void {
  const missing = netNeeds(config).filter((need) => !isGranted(need.target));
  if (!missing.length) return;
  throw new ConfigError(
    `Cannot start: Deno's permissions do not allow the server to ${missing.map((m) => m.use).join(" or ")}. ` +
      `Add --allow-net=${missing.map((m) => m.entry).join(",")} to the deno run flags ` +
      "(deno task start grants exactly what GITLAB_URL and --http-addr name).",
  );
}
