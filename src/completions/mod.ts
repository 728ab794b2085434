/**
 * Answers completion/complete on one server instance for any argument name and
 * any reference, not only for registered completables: the argument name picks
 * the GitLab listing. The only error is a prompt this instance does not serve.
 */
import { type McpServer, ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
import { visiblePrompts } from "../prompts/visible.ts";
import type { Caller } from "../caller/caller.ts";
import { complete } from "./complete.ts";
import { clip } from "../text/bounds.ts";

/**
 * Installs the handler on the low-level server, replacing any the SDK set up
 * for completable schemas, so one policy answers every reference.
 */
export function registerCompletions(server: McpServer, caller: Caller): void {
  const served = new Set(visiblePrompts(caller.config, caller.view).map((p) => p.name));
  server.server.setRequestHandler("completion/complete", async (request, ctx) => {
    const { ref } = request.params;
    // The same code prompts/get gives: the caller sent a name it must change.
    if (ref.type === "ref/prompt" && !served.has(ref.name)) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `unknown prompt ${JSON.stringify(clip(ref.name))}`);
    }
    return { completion: await complete(caller, request.params, ctx.mcpReq.signal) };
  });
}
