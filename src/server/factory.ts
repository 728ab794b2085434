/**
 * Builds one McpServer per serving unit (a stdio connection, or one HTTP
 * request) from the same parts, so every transport and protocol era serves
 * the same tools.
 */
import { type McpRequestContext, McpServer } from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import type { CatalogView } from "../surfaces/view.ts";
import { type Credential, GitLabClient } from "../gitlab/client.ts";
import type { FlowClaims, SharedLimits } from "../store/mod.ts";
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
import { requestIdOf } from "./auth_info.ts";
import type { Caller } from "../caller/caller.ts";
import { registerPrompts } from "../prompts/mod.ts";
import { registerResources } from "../resources/mod.ts";
import { registerCompletions } from "../completions/mod.ts";

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
  /** What the start-up check learned about the instance (gitlab/instance.ts). */
  instance?: InstanceState;
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
export function callerFor(deps: FactoryDeps, surface: Surface, ctx: McpRequestContext, asks: Caller["askBlocker"]) {
  const credential = deps.credentialFor(ctx);
  const writes = auditSink(deps.limits.auth, credential, requestIdOf(ctx.authInfo), () => client.redactor);
  const client: GitLabClient = new GitLabClient({
    baseUrl: deps.config.gitlabUrl,
    credential,
    fetch: deps.fetch,
    gate: deps.limits.inflight,
    largeBodies: deps.limits.largeBodies,
    auth: deps.limits.auth,
    transport: deps.config.http ? "http" : "stdio",
    instance: deps.instance,
    writes,
  });
  const caller: Caller = {
    config: deps.config,
    view: deps.view,
    surface,
    era: ctx.era,
    mode: deps.config.http ? "http" : "stdio",
    credential,
    credentialHash: credential ? deps.limits.auth.keyOf(credential) : "",
    client,
    limits: deps.limits,
    askBlocker: asks,
  };
  return caller;
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
