/** Shutdown signals, heard by whichever realm runs the server (the HTTP listener, or the sandbox for its worker). */

/** Calls `fn` on SIGINT/SIGTERM where the platform has them. */
export function listenForSignals(fn: (signal: string) => void): void {
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    try {
      Deno.addSignalListener(sig, () => fn(sig));
    } catch {
      // Not available here (Windows lacks SIGTERM): nothing to hook.
    }
  }
}
