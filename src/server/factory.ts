/**
 * Builds one McpServer per serving unit (a stdio connection, or one HTTP
 * request) from the same parts, so every transport and protocol era serves
 * the same tools.
 */
import { type McpRequestContext, McpServer } from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import type { CatalogView } from "../catalog/view.ts";
import { type Credential, GitLabClient } from "../gitlab/client.ts";
import { digest, type StateSigner } from "../protocol/request_state.ts";
import { buildTools } from "../surfaces/mod.ts";
import { SERVER_NAME, VERSION } from "../version.ts";
import { clientCanElicit } from "./capabilities.ts";
import { registerTools } from "./tool_runner.ts";

export interface FactoryDeps {
  config: Config;
  view: CatalogView;
  signer: StateSigner;
  now?: () => number;
  fetch?: typeof fetch;
  /** The caller's credential for this unit; stdio uses GITLAB_TOKEN. */
  credentialFor: (ctx: McpRequestContext) => Credential | undefined;
}

/** The factory both serveStdio and createMcpHandler call. */
export function createServerFactory(deps: FactoryDeps) {
  const tools = buildTools(deps.config.toolSurface, deps.view);
  return async (ctx: McpRequestContext): Promise<McpServer> => {
    const credential = deps.credentialFor(ctx);
    const server = new McpServer(
      { name: SERVER_NAME, version: VERSION },
      {
        capabilities: { tools: {} },
        requestState: { verify: (state: string) => deps.signer.open(state) },
      },
    );
    const client = new GitLabClient({ baseUrl: deps.config.gitlabUrl, credential, fetch: deps.fetch });
    registerTools(server, tools, {
      signer: deps.signer,
      now: deps.now ?? Date.now,
      credentialHash: credential ? await digest(`${credential.kind}:${credential.token}`) : "",
      canElicit: (sctx) => clientCanElicit(server, ctx.era, sctx),
      base: { client, surface: deps.config.toolSurface, yolo: deps.config.yolo },
    });
    return server;
  };
}
