/**
 * The GitLab client a caller gets with lockdown on: every JSON answer passes through it before anything reads it
 * (tools, resources, prompts and completions alike), and text written by someone without at least Developer
 * access where they wrote it is replaced by a note (withheld.ts). Trusted usernames and the caller's own text pass
 * unasked; everyone else is looked up once per few minutes (memory.ts), at most MAX_LOOKUPS per answer.
 */
import { type ClientOptions, type GitLabCall, GitLabClient, type GitLabReply } from "../gitlab/client.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { type Authored, findAuthored, requestPlace } from "./authored.ts";
import { accessOf, selfOf } from "./access.ts";
import type { TrustMemory, Verdict } from "./memory.ts";
import { DEVELOPER, reasonFor, withhold } from "./withheld.ts";

export interface LockdownPolicy {
  /** Lower-case usernames whose text always passes (bots the operator trusts). */
  trusted: readonly string[];
  memory: TrustMemory;
  /** The caller's credential hash, part of every memory key. */
  callerKey: string;
}

/** Distinct authors looked up for one answer; the rest are withheld as not checked. */
const MAX_LOOKUPS = 20;
/** Look-ups in flight at once for one answer. */
const PARALLEL = 4;

type Decision = Verdict | "unplaced" | "over budget";

export class LockdownClient extends GitLabClient {
  readonly #policy: LockdownPolicy;
  #self?: Promise<string | undefined>;
  readonly #send = (call: GitLabCall) => super.request(call);

  constructor(opts: ClientOptions, policy: LockdownPolicy) {
    super(opts);
    this.#policy = policy;
  }

  override async request(call: GitLabCall): Promise<GitLabReply> {
    if (call.callerDocument) throw callerDocumentRefusal(call.action);
    const reply = await super.request(call);
    if (!call.text && !call.binary) await this.#screen(call, reply);
    return reply;
  }

  async #screen(call: GitLabCall, reply: GitLabReply): Promise<void> {
    const variables = (call.body as { variables?: unknown } | undefined)?.variables;
    const trusted = new Set(this.#policy.trusted);
    let pending = findAuthored(reply.data, requestPlace(call.path, variables))
      .filter((f) => !trusted.has(f.username.toLowerCase()));
    if (!pending.length) return;
    this.#self ??= selfOf(this.#send, call.signal);
    const self = await this.#self;
    pending = pending.filter((f) => f.username.toLowerCase() !== self);
    const decisions = await this.#decide(pending, call.signal);
    for (const f of pending) {
      const decision = decisions.get(keyOf(f)) ?? "unplaced";
      if (typeof decision === "object" && "level" in decision && decision.level >= DEVELOPER) continue;
      withhold(f, reasonFor(decision, f.place));
    }
  }

  /** One decision per distinct place and author: remembered, looked up (at most MAX_LOOKUPS), or over budget. */
  async #decide(pending: Authored[], signal?: AbortSignal): Promise<Map<string, Decision>> {
    const out = new Map<string, Decision>();
    const misses = new Map<string, Authored>();
    for (const f of pending) {
      const key = keyOf(f);
      if (!f.place || out.has(key) || misses.has(key)) continue;
      const known = this.#policy.memory.get(this.#memoryKey(key));
      if (known) out.set(key, known);
      else if (misses.size < MAX_LOOKUPS) misses.set(key, f);
      else out.set(key, "over budget");
    }
    const asks = [...misses.values()];
    for (let i = 0; i < asks.length; i += PARALLEL) {
      await Promise.all(
        asks.slice(i, i + PARALLEL).map(async (f) => {
          const verdict = await accessOf(this.#send, f.place!, f.username, signal);
          this.#policy.memory.set(this.#memoryKey(keyOf(f)), verdict);
          out.set(keyOf(f), verdict);
        }),
      );
    }
    return out;
  }

  #memoryKey(key: string): string {
    return `${this.#policy.callerKey}\n${key}`;
  }
}

function keyOf(f: Authored): string {
  return f.place ? `${f.place.kind}:${f.place.id}\n${f.username.toLowerCase()}` : `?\n${f.username}`;
}

function callerDocumentRefusal(action: string): GitLabError {
  return new GitLabError(
    "forbidden",
    `Cannot ${action}: lockdown is on, and a GraphQL document you write can read issue, merge request and comment text without its author, so lockdown cannot screen it. Use the work_item, issue and merge_request actions instead; lockdown screens those.`,
  );
}
