/** What the main realm and the sandbox worker (src/worker_main.ts) say to each other. */
import type { Handover } from "../stdio/opening.ts";

/**
 * Messages from the main realm. `opening`: the main realm's stdio front door answered the connection's opening
 * while the worker loaded; it never leaves a read in flight (it waits for the client instead), so the rest is bytes.
 */
export type ToWorker = {
  type: "start";
  args: string[];
  env: Record<string, string>;
  opening?: Omit<Handover, "inflight">;
} | {
  type: "shutdown";
  reason: string;
};
/**
 * Messages to the main realm ("loaded" comes from the loader, src/sandbox/loader.ts); "failed": the server could
 * not start (a port in use), said in one line the main realm prints before exiting 2.
 */
export type FromWorker =
  | { type: "stopped" }
  | { type: "failed"; message: string }
  | { type: "loaded"; codeCache: "accepted" | "rejected" | "none" };
