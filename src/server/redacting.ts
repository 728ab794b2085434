/**
 * Every answer a unit's tools, prompts and resources give passes through the
 * unit's own Redactor (its caller's token plus the server's secrets): results,
 * error results and thrown JSON-RPC errors alike, whichever module built them.
 * One caller's token is never applied to another caller's answers.
 */
import type { McpServer } from "@modelcontextprotocol/server";
import type { Redactor } from "../log/mod.ts";

const REGISTRATIONS = ["registerTool", "registerPrompt", "registerResource"] as const;

type Callback = (...args: unknown[]) => unknown;

function redacting(callback: Callback, redactor: Redactor): Callback {
  return async (...args) => {
    try {
      return redactor.value(await callback(...args));
    } catch (err) {
      throw redactor.error(err);
    }
  };
}

/** Wraps the callback (always the last argument) of every registration made on `server` afterwards. */
export function redactAnswers(server: McpServer, redactor: Redactor): void {
  for (const name of REGISTRATIONS) {
    const register = (server[name] as unknown as Callback).bind(server);
    const wrapped = (...args: unknown[]) =>
      register(...args.slice(0, -1), redacting(args[args.length - 1] as Callback, redactor));
    Object.defineProperty(server, name, { value: wrapped, configurable: true, writable: true });
  }
}
