/**
 * Builds one McpServer per serving unit (a stdio connection, or one HTTP
 * request) from the same parts, so every transport and protocol era serves
 * the same tools.
 */
import { type McpRequestContext, McpServer } from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import type { CatalogView } from "../surfaces/view.ts";
import { type ClientOptions, type Credential, GitLabClient } from "../gitlab/client.ts";
import { LockdownClient } from "../lockdown/client.ts";
import { TrustMemory } from "../lockdown/memory.ts";
import { instanceOf, lockdownAsked, readScoped, requestIdOf, viewNarrowingOf } from "./auth_info.ts";
import { narrowedServed, type Served } from "./narrowed.ts";
import { scopeFor } from "./instance_scope.ts";
import type { AuthMemory, FlowClaims, SharedLimits } from "../store/mod.ts";
import type { WriteSink } from "../gitlab/writes.ts";
import type { InstanceState } from "../gitlab/instance.ts";
import type { StateSigner } from "../protocol/request_state.ts";
import { LEGACY_REVISIONS } from "../protocol/revisions.ts";
import { advertiseServedRevisions } from "./discover_revisions.ts";
import type { Surface } from "../surfaces/surface.ts";
import { SERVER_NAME, VERSION } from "../config/version.ts";
import { askBlocker } from "./capabilities.ts";
import { redactAnswers } from "./redacting.ts";
import { registerTools } from "./tool_runner.ts";
import { auditSink } from "./audit.ts";
import type { Caller } from "../caller/caller.ts";
import { registerPrompts } from "../prompts/mod.ts";
import { registerResources } from "../resources/mod.ts";
import { registerCompletions } from "../completions/mod.ts";

export type { Served };

export interface FactoryDeps {
  config: Config;
  view: CatalogView;
  signer: StateSigner;
  limits: SharedLimits;
  /** Which flows ran to their end (shared by replicas with a Redis store). */
  flows: FlowClaims;
  now?: () => number;
  fetch?: typeof fetch;
  /** The caller's credential for this unit; stdio uses GITLAB_TOKEN. */
  credentialFor: (ctx: McpRequestContext) => Credential | undefined;
  /** What the start-up check learned about each GitLab instance, by base URL (gitlab/instance.ts). */
  instances?: Record<string, InstanceState>;
  /** Who lockdown found may write where, shared by this process's callers (each under their own key). */
  trust?: TrustMemory;
  /** oauth mode: the view and surface served to a caller whose token may only read (auth_info.ts readScoped). */
  readOnly?: Served;
  /** The deployment's own view and surface, one object, so narrowed ones are remembered per base (narrowed.ts). */
  served?: Served;
}

/**
 * What this unit's caller is served: the read-only pair for a read-scoped token, else the deployment's, narrowed by
 * the request's own headers when it sent any.
 */
export function servedFor(deps: FactoryDeps, surface: Surface, ctx: McpRequestContext): Served {
  const base = deps.readOnly && readScoped(ctx.authInfo) ? deps.readOnly : deps.served ?? { view: deps.view, surface };
  const narrowing = viewNarrowingOf(ctx.authInfo);
  return narrowing ? narrowedServed(deps.config.toolSurface, base, narrowing) : base;
}

function newServer(deps: FactoryDeps): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: VERSION },
    {
      capabilities: {
        tools: {},
        resources: {},
        completions: {},
        ...(deps.config.capabilitySurface === "full" ? { prompts: {} } : {}),
      },
      requestState: { verify: (state: string) => deps.signer.open(state) },
      // initialize negotiates exactly the revisions this server states (not the SDK's older 2024-10-07).
      supportedProtocolVersions: [...LEGACY_REVISIONS],
    },
  );
  advertiseServedRevisions(server);
  return server;
}

/** Who calls this serving unit: their own GitLab client, limits key and ways to be asked. */
export function callerFor(deps: FactoryDeps, full: Surface, ctx: McpRequestContext, asks: Caller["askBlocker"]) {
  const { view, surface } = servedFor(deps, full, ctx);
  const credential = deps.credentialFor(ctx);
  const base = instanceOf(deps.config, ctx.authInfo);
  const scope = scopeFor(deps.config, deps.limits.auth, base);
  const credentialHash = credential ? scope.auth.keyOf(credential) : "";
  const lockdown = deps.config.lockdown || lockdownAsked(ctx.authInfo);
  const writes = auditSink(scope.auth, credentialHash, requestIdOf(ctx.authInfo), () => client.redactor);
  const client = clientFor(deps, { base, credential, auth: scope.auth, writes }, credentialHash, lockdown);
  const caller: Caller = {
    config: deps.config,
    view,
    surface,
    era: ctx.era,
    mode: deps.config.http ? "http" : "stdio",
    credential,
    credentialHash,
    client,
    limits: deps.limits,
    askBlocker: asks,
  };
  return caller;
}

/** Which instance a client talks to, as whom, and who remembers that instance's rejected credentials. */
interface ClientTarget {
  base: URL;
  credential?: Credential;
  auth: AuthMemory;
  writes?: WriteSink;
}

/** The caller's own GitLab client; with lockdown on (by the operator, or by the request), one that screens answers. */
function clientFor(deps: FactoryDeps, target: ClientTarget, callerKey: string, lockdown: boolean) {
  const opts: ClientOptions = {
    baseUrl: target.base,
    credential: target.credential,
    fetch: deps.fetch,
    gate: deps.limits.inflight,
    largeBodies: deps.limits.largeBodies,
    auth: target.auth,
    transport: deps.config.http ? "http" : "stdio",
    instance: deps.instances?.[target.base.href],
    writes: target.writes,
  };
  if (!lockdown) return new GitLabClient(opts);
  const memory = deps.trust ?? new TrustMemory();
  return new LockdownClient(opts, { trusted: deps.config.lockdownTrustedUsers, memory, callerKey });
}

/**
 * What a serving unit needs: everything, or only the tools when the one request it serves is tools/list or
 * tools/call (a stateless HTTP request), which skips building prompts, resources and completions it cannot use.
 */
export type UnitScope = "all" | "tools";

/** What the tool runner needs of the factory's parts. */
export function runnerDeps(deps: FactoryDeps) {
  return { signer: deps.signer, flows: deps.flows, now: deps.now ?? Date.now };
}

/** The factory both serveStdio and createMcpHandler call. */
export function createServerFactory(deps: FactoryDeps, surface: Surface) {
  const sessionless = deps.config.http && deps.config.stateless;
  return (ctx: McpRequestContext, scope: UnitScope = "all"): McpServer => {
    const server = newServer(deps);
    const caller = callerFor(deps, surface, ctx, (sctx) => askBlocker(server, ctx.era, sessionless, sctx));
    redactAnswers(server, caller.client.redactor);
    registerTools(server, caller, runnerDeps(deps));
    if (scope === "tools") return server;
    registerPrompts(server, caller);
    registerResources(server, caller);
    registerCompletions(server, caller);
    return server;
  };
}
