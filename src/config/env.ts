/**
 * The environment variables the server reads, by name, from the settings
 * table. Reading them one by one (never Deno.env.toObject) lets the server
 * run with --allow-env=<these names> and lets the sandbox hand the worker
 * exactly these values and nothing else.
 */
import { ConfigError } from "./error.ts";
import { SETTINGS } from "./settings.ts";

export const ENV_NAMES: readonly string[] = SETTINGS.flatMap((s) => s.env ?? []);

/** Debug switches @redis/client reads from the environment itself; the server never sets or needs them. */
export const STORE_CLIENT_ENV = ["REDIS_DEBUG_MAINTENANCE", "REDIS_EMIT_DIAGNOSTICS"] as const;

/** What --allow-env grants (`deno task start`, the binary): the settings' variables, then the store client's. */
export const GRANTED_ENV: readonly string[] = [...ENV_NAMES, ...STORE_CLIENT_ENV];

/** A snapshot of the variables above that are set. */
export function readEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ENV_NAMES) {
    const v = readVariable(name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

function readVariable(name: string): string | undefined {
  try {
    return Deno.env.get(name);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotCapable)) throw err;
    throw new ConfigError(
      `Cannot start: Deno's permissions do not allow reading ${name}. Add --allow-env (or --allow-env=${
        ENV_NAMES.join(",")
      }) to the deno run flags`,
    );
  }
}
