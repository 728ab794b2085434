/**
 * Entry of the sandbox worker (bundled into one script by scripts/bundle_worker.ts
 * and run by a loader started from a blob: URL, so it needs no read permission). Settings come
 * from the main realm by message; signals too, since a worker cannot hear them.
 */
import { parseConfig } from "./config/mod.ts";
import { type Running, startServer } from "./start.ts";
import type { FromWorker, ToWorker } from "./sandbox/worker_messages.ts";

let running: Running | undefined;
const scope = self as unknown as { onmessage: (e: MessageEvent<ToWorker>) => void; postMessage(m: FromWorker): void };

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === "start" && !running) {
    try {
      running = startServer(parseConfig(msg.args, msg.env), {
        signals: false,
        onStopped: () => scope.postMessage({ type: "stopped" }),
        opening: msg.opening,
      });
    } catch (err) {
      scope.postMessage({ type: "failed", message: String((err as Error)?.message ?? err) });
    }
  } else if (msg.type === "shutdown") {
    if (running?.http) void running.http.stop(msg.reason);
    else scope.postMessage({ type: "stopped" });
  }
};
