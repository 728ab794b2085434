/**
 * With several GitLab instances a token means something on one of them only: its rate-limit bucket, its flows'
 * binding and the memory of its rejection are kept per instance, by hashing the instance into the key. With one
 * instance nothing changes (today's keys).
 */
import type { Credential } from "../gitlab/client.ts";
import type { AuthMemory } from "../store/mod.ts";
import type { Config } from "../config/mod.ts";

/** Each credential memory's scopes, by instance. */
const SCOPES = new WeakMap<AuthMemory, Map<string, AuthMemory>>();

/** The credential memory for callers of `base`. */
export function scopeFor(config: Pick<Config, "gitlabUrls">, inner: AuthMemory, base: URL): { auth: AuthMemory } {
  if (config.gitlabUrls.length === 1) return { auth: inner };
  let scopes = SCOPES.get(inner);
  if (!scopes) SCOPES.set(inner, scopes = new Map());
  let auth = scopes.get(base.href);
  if (!auth) scopes.set(base.href, auth = scoped(inner, base.href));
  return { auth };
}

/** Keys are scoped; what is kept under a key (and the per-address pacing) is the inner memory's. */
function scoped(inner: AuthMemory, href: string): AuthMemory {
  // One scoped credential per caller's credential object, so the inner memory hashes each once (it keys by object).
  const made = new WeakMap<Credential, Credential>();
  const of = (c: Credential) => {
    let s = made.get(c);
    if (!s) made.set(c, s = { kind: c.kind, token: `${href}\n${c.token}` });
    return s;
  };
  return {
    perAddress: inner.perAddress,
    keyOf: (c) => inner.keyOf(of(c)),
    watch: (c) => inner.watch(c && of(c)),
    admit: (address, key) => inner.admit(address, key),
    settle: (address, key, verdict) => inner.settle(address, key, verdict),
    userOf: (key) => inner.userOf(key),
  };
}
