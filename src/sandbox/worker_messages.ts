/** What the main realm and the sandbox worker (src/worker_main.ts) say to each other. */

/** Messages from the main realm. */
export type ToWorker = { type: "start"; args: string[]; env: Record<string, string> } | {
  type: "shutdown";
  reason: string;
};
/** Messages to the main realm ("loaded" comes from the loader, src/sandbox/loader.ts). */
export type FromWorker = { type: "stopped" } | { type: "loaded"; codeCache: "accepted" | "rejected" | "none" };
