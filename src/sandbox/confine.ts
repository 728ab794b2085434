/**
 * Runs the server inside a Worker whose permissions are narrowed to the GitLab
 * host (and the listen address): any fetch elsewhere, including a redirect
 * from GitLab to another host, then fails with NotCapable. The worker starts
 * as the loader (src/sandbox/loader.ts) and boots while this realm reads the
 * bundled server, which it then posts; meanwhile this realm answers the stdio
 * opening (src/stdio/opening.ts), and "start" follows once the bundle ran and
 * the opening was handed over.
 */
import type { Config } from "../config/mod.ts";
import { log } from "../log/mod.ts";
import { listenForSignals } from "../process/signals.ts";
import type { FromWorker, ToWorker } from "./worker_messages.ts";
import { type LoadMessage, sandboxLoader } from "./loader.ts";
import { workerPermissions } from "./permissions.ts";
import type { Handover } from "../stdio/opening.ts";

/** What scripts/bundle_worker.ts writes to src/generated/worker_source.json (codeCache: base64). */
export type WorkerBundle = { generatedFrom: string; source: string; codeCache: string };

/** The generated worker bundle, or undefined when it was not generated (running from source). */
export async function loadWorkerBundle(): Promise<WorkerBundle | undefined> {
  try {
    // A literal specifier: deno compile embeds it, and loading it needs no read permission. As text, not JSON:
    // Deno reads a JSON module while building the module graph, before any code runs, so every start paid
    // ~50 ms for these 5 MB, confined or not; a text module is read only when imported.
    const mod = await import("../generated/worker_source.json", { with: { type: "text" } });
    const bundle = JSON.parse(mod.default) as Partial<WorkerBundle>;
    return typeof bundle.source === "string" && typeof bundle.codeCache === "string"
      ? bundle as WorkerBundle
      : undefined;
  } catch {
    return undefined;
  }
}

function startWorker(permissions: ReturnType<typeof workerPermissions>): Worker | undefined {
  const url = URL.createObjectURL(new Blob([sandboxLoader()], { type: "text/javascript" }));
  let worker: Worker;
  try {
    worker = new Worker(url, { type: "module", deno: { permissions } } as WorkerOptions);
  } catch (err) {
    log("warn", "cannot start the sandbox worker", { error: String((err as Error).message) });
    return undefined;
  }
  // At once: the worker boots while this realm reads the bundle, and may fail meanwhile.
  worker.onerror = (e) => {
    e.preventDefault();
    log("error", "sandbox worker failed", { error: e.message });
    Deno.exit(1);
  };
  return worker;
}

/**
 * Starts the confined worker; resolves false when confinement is not possible here. `opening`: the stdio front
 * door answering in this realm meanwhile (src/stdio/opening.ts), whose handover the worker's server takes.
 */
export async function runConfined(
  config: Config,
  args: string[],
  env: Record<string, string>,
  opening: Promise<Handover | undefined>,
): Promise<boolean> {
  const permissions = workerPermissions(config);
  const worker = startWorker(permissions);
  if (!worker) return false;
  const bundle = await loadWorkerBundle();
  if (!bundle) {
    worker.terminate();
    return false;
  }
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    if (e.data.type === "loaded") {
      log("debug", "sandbox loaded", { code_cache: e.data.codeCache });
      void opening.then((handed) =>
        worker.postMessage({ type: "start", args, env, opening: handed } satisfies ToWorker)
      );
    }
    if (e.data.type === "stopped") Deno.exit(0);
    if (e.data.type === "failed") {
      console.error(e.data.message);
      Deno.exit(2);
    }
  };
  listenForSignals((reason) => worker.postMessage({ type: "shutdown", reason } satisfies ToWorker));
  const codeCache = Uint8Array.fromBase64(bundle.codeCache);
  const store = config.stateStore.kind === "redis";
  worker.postMessage({ source: bundle.source, codeCache, store } satisfies LoadMessage, [codeCache.buffer]);
  log("info", "confined", { net: permissions.net });
  return true;
}
