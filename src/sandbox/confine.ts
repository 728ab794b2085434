/**
 * Runs the server inside a Worker whose permissions are narrowed to the GitLab
 * host (and the listen address): any fetch elsewhere, including a redirect
 * from GitLab to another host, then fails with NotCapable. The worker code is
 * the bundle scripts/bundle_worker.ts generates, loaded from a blob: URL.
 */
import type { Config } from "../config/mod.ts";
import { log } from "../log.ts";
import { listenForSignals } from "../http/serve.ts";
import type { FromWorker, ToWorker } from "../worker_main.ts";
import { workerPermissions } from "./permissions.ts";

/** The bundled worker source, or undefined when it was not generated (running from source). */
export async function loadWorkerSource(): Promise<string | undefined> {
  try {
    // A literal specifier: deno compile embeds it, and loading it needs no read permission.
    const mod = await import("../generated/worker_source.json", { with: { type: "json" } });
    return typeof mod.default?.source === "string" ? mod.default.source : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the confined worker; resolves false when confinement is not possible here. */
export async function runConfined(config: Config, args: string[], env: Record<string, string>): Promise<boolean> {
  const source = await loadWorkerSource();
  if (!source) return false;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  let worker: Worker;
  try {
    worker = new Worker(url, { type: "module", deno: { permissions: workerPermissions(config) } } as WorkerOptions);
  } catch (err) {
    log("warn", "cannot start the sandbox worker", { error: String((err as Error).message) });
    return false;
  }
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    if (e.data.type === "stopped") Deno.exit(0);
  };
  worker.onerror = (e) => {
    log("error", "sandbox worker failed", { error: e.message });
    Deno.exit(1);
  };
  listenForSignals((reason) => worker.postMessage({ type: "shutdown", reason } satisfies ToWorker));
  worker.postMessage({ type: "start", args, env } satisfies ToWorker);
  log("info", "confined", { net: workerPermissions(config).net });
  return true;
}
