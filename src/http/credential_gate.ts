/**
 * Checks a request's credential before a method that reaches GitLab runs (limits/auth_failures.ts holds the rule):
 * a known one passes or is refused at once; a new one is checked with GitLab once (gitlab/who_am_i.ts), its
 * concurrent first calls sharing that one check; an address whose checks are being paced waits its turn, up to
 * WAIT_MS, rather than being refused. With several instances each has its gate: a credential is checked where it is used.
 */
import type { Config } from "../config/mod.ts";
import type { Credential } from "../gitlab/client.ts";
import { baseOf } from "../gitlab/instance.ts";
import { type Identity, type Verdict, whoAmI } from "../gitlab/who_am_i.ts";
import type { AuthMemory } from "../store/mod.ts";
import { scopeFor } from "../server/instance_scope.ts";

export type GateAnswer =
  | { kind: "ok"; user?: Identity }
  | { kind: "rejected" }
  | { kind: "limited"; retryAfterS: number };

/** How long a request waits for its address's turn at most (MCP clients give up on a call after about a minute). */
export const WAIT_MS = 30_000;
const POLL_MS = 100;

export interface GateOptions {
  waitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class CredentialGate {
  /** The check running for each new credential here, which its other first calls await. */
  #running = new Map<string, Promise<GateAnswer>>();
  #waitMs: number;
  #now: () => number;
  #sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly auth: AuthMemory,
    private readonly check: (credential: Credential) => Promise<Verdict>,
    opts: GateOptions = {},
  ) {
    this.#waitMs = opts.waitMs ?? WAIT_MS;
    this.#now = opts.now ?? Date.now;
    this.#sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** Whether `credential`, sent from `address`, may be used now. */
  pass(address: string, credential: Credential): Promise<GateAnswer> {
    const key = this.auth.keyOf(credential);
    const running = this.#running.get(key);
    if (running) return running;
    const answer = this.#pass(address, key, credential).finally(() => this.#running.delete(key));
    this.#running.set(key, answer);
    return answer;
  }

  async #pass(address: string, key: string, credential: Credential): Promise<GateAnswer> {
    const until = this.#now() + this.#waitMs;
    for (;;) {
      const admission = await this.auth.admit(address, key);
      if (admission.kind === "ok" || admission.kind === "rejected") return admission;
      if (admission.kind === "check") {
        const verdict = await this.check(credential).catch((): Verdict => ({ kind: "unknown" }));
        await this.auth.settle(address, key, verdict);
        // A check GitLab did not answer decides nothing: the call goes on and meets GitLab itself.
        if (verdict.kind === "rejected") return verdict;
        return verdict.kind === "accepted" && verdict.user ? { kind: "ok", user: verdict.user } : { kind: "ok" };
      }
      if (this.#now() >= until) return { kind: "limited", retryAfterS: admission.retryAfterS };
      await this.#sleep(POLL_MS);
    }
  }
}

/**
 * The gates of a deployment, by instance href: a new credential is checked with GET /user on the instance its
 * request named, and remembered under that instance's keys (server/instance_scope.ts).
 */
export function credentialGates(auth: AuthMemory, config: Config): Map<string, CredentialGate> {
  return new Map(config.gitlabUrls.map((url) => {
    const apiBase = `${baseOf(url)}/api/v4`;
    const gate = new CredentialGate(scopeFor(config, auth, url).auth, (credential) => whoAmI(apiBase, credential));
    return [url.href, gate];
  }));
}
