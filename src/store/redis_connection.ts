/**
 * One connection to the Redis (or Valkey) store through @redis/client, with a deadline on every call:
 * a call the store does not answer in time fails at once (the offline queue is off, so nothing waits
 * for a reconnect), the client reconnects by itself, and each change between reachable and not is
 * logged once. The client is imported on first use only: a memory-store start never loads it.
 */
import { createHash } from "node:crypto";
import { log } from "../log/mod.ts";

/** Every store call's deadline; a loopback or in-cluster round trip takes well under a millisecond. */
export const STORE_CALL_MS = 500;
/** The longest wait between reconnection attempts. */
const MAX_BACKOFF_MS = 2_000;

/** A key under this deployment's prefix. */
export type KeyOf = (...parts: string[]) => string;

/** The store did not answer (down, unreachable, or too slow). */
export class StoreUnreachable extends Error {}

type Client = {
  connect(): Promise<unknown>;
  close(): Promise<void>;
  on(event: string, fn: (arg: unknown) => void): unknown;
  sendCommand(args: string[]): Promise<unknown>;
  isReady: boolean;
};

/** Where the store is, for logs and /health: the URL without credentials. */
export function storeOrigin(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

export class RedisConnection {
  #client?: Promise<Client>;
  /** "starting" until the first connection or failure: only then does a call wait for the store. */
  #state: "starting" | "up" | "down" = "starting";
  #shas = new Map<string, string>();
  /** Runs after every (re)connection, before calls are let through (redis.ts checks the store's epoch). */
  onReady: (send: (args: string[]) => Promise<unknown>) => Promise<void> = () => Promise.resolve();
  #replyError?: new (...args: never[]) => Error;
  /** Settles once the store is up (after onReady), so a call made while it reconnects waits within its deadline. */
  #upNow = Promise.withResolvers<void>();

  constructor(readonly url: URL) {}

  /** Starts connecting in the background: a store that is down at start delays nothing but writes. */
  start(): void {
    this.#client ??= this.#open();
    this.#client.catch(() => {});
  }

  async #open(): Promise<Client> {
    const { createClient, ErrorReply } = await import("@redis/client");
    this.#replyError = ErrorReply as never;
    const client = createClient({
      url: this.url.href,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: STORE_CALL_MS * 4,
        reconnectStrategy: (retries: number) => Math.min(50 * 2 ** Math.min(retries, 6), MAX_BACKOFF_MS),
      },
    }) as unknown as Client;
    client.on("error", (err) => this.#down(err));
    client.on("ready", () => {
      this.onReady((args) => this.#within(() => client.sendCommand(args)))
        .then(() => this.#changed(true), (err) => this.#down(err));
    });
    client.connect().catch((err) => this.#down(err));
    return client;
  }

  #down(err: unknown): void {
    this.#changed(false, (err as Error)?.message ?? String(err));
  }

  #changed(up: boolean, error?: string): void {
    const state = up ? "up" : "down";
    if (state === this.#state) return;
    this.#state = state;
    const store = storeOrigin(this.url);
    if (up) {
      this.#upNow.resolve();
      return log("info", "state store reachable", { store });
    }
    this.#upNow = Promise.withResolvers<void>();
    log("error", "state store unreachable: writing final rounds are refused until it is back", { store, error });
  }

  /** Sends one command under the deadline. */
  async command(args: string[]): Promise<unknown> {
    const client = await (this.#client ??= this.#open());
    if (this.#state === "down") {
      // Known down: answer at once (reads fall back, finales are refused) rather than wait out the deadline.
      throw new StoreUnreachable(`Cannot reach the state store at ${storeOrigin(this.url)}: it is reconnecting`);
    }
    return await this.#within(async () => {
      if (this.#state !== "up") await this.#upNow.promise;
      return await client.sendCommand(args);
    });
  }

  /** Runs a Lua script by its SHA-1, loading it once when the store does not know it (after a restart too). */
  async script(source: string, keys: string[], args: (string | number)[]): Promise<unknown> {
    const sha = this.#shas.get(source) ?? createHash("sha1").update(source).digest("hex");
    this.#shas.set(source, sha);
    const rest = [String(keys.length), ...keys, ...args.map(String)];
    try {
      return await this.command(["EVALSHA", sha, ...rest]);
    } catch (err) {
      if (!String((err as Error).message).startsWith("NOSCRIPT")) throw err;
      return await this.command(["EVAL", source, ...rest]);
    }
  }

  async close(): Promise<void> {
    const client = await this.#client?.catch(() => undefined);
    await client?.close().catch(() => {});
  }

  async #within<T>(call: () => Promise<T>): Promise<T> {
    const where = storeOrigin(this.url);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new StoreUnreachable(`Cannot reach the state store at ${where}: no answer within ${STORE_CALL_MS} ms`),
          ),
        STORE_CALL_MS,
      );
    });
    try {
      return await Promise.race([Promise.resolve().then(call), late]);
    } catch (err) {
      // An error the store answered with (a bad script, NOSCRIPT) means it is up: passed on as it is.
      if (err instanceof StoreUnreachable || (this.#replyError && err instanceof this.#replyError)) throw err;
      throw new StoreUnreachable(`Cannot reach the state store at ${where}: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
