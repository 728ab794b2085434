/**
 * Every answer a unit's tools, prompts, resources and completions give leaves through outgoing.ts: cleaned of
 * hidden text, then redacted by the unit's own Redactor (its caller's token plus the server's secrets):
 * results, error results and thrown JSON-RPC errors alike, whichever module built them. One caller's token is
 * never applied to another caller's answers.
 */
import type { McpServer } from "@modelcontextprotocol/server";
import type { Redactor } from "../log/mod.ts";
import { outgoing, outgoingError } from "./outgoing.ts";

const REGISTRATIONS = ["registerTool", "registerPrompt", "registerResource"] as const;
/** Installed on the low-level server (completions/mod.ts), not through a registration. */
const COMPLETE = "completion/complete";

type Callback = (...args: unknown[]) => unknown;

function redacting(callback: Callback, redactor: Redactor): Callback {
  return async (...args) => {
    try {
      return outgoing(await callback(...args), redactor);
    } catch (err) {
      throw outgoingError(err, redactor);
    }
  };
}

/** Replaces `target[name]` with one whose callback (always the last argument) is wrapped when `wraps` says so. */
function wrapLast(target: object, name: string, redactor: Redactor, wraps: (args: unknown[]) => boolean): void {
  const original = ((target as Record<string, Callback>)[name]!).bind(target);
  const wrapped = (...args: unknown[]) =>
    wraps(args)
      ? original(...args.slice(0, -1), redacting(args[args.length - 1] as Callback, redactor))
      : original(...args);
  Object.defineProperty(target, name, { value: wrapped, configurable: true, writable: true });
}

/** Wraps the callback of every registration, and the completion handler, made on `server` afterwards. */
export function redactAnswers(server: McpServer, redactor: Redactor): void {
  for (const name of REGISTRATIONS) wrapLast(server, name, redactor, () => true);
  wrapLast(server.server, "setRequestHandler", redactor, (args) => args[0] === COMPLETE);
}
