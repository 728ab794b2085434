/**
 * Registers the resources one server instance serves. The capability
 * surface decides the set: "minimal" keeps only the tools resources; "full"
 * adds the current user and the GitLab templates whose action is visible.
 */
import type { McpServer } from "@modelcontextprotocol/server";
import type { Caller } from "../caller/caller.ts";
import { registerCurrentUser, registerToolsResources } from "./fixed.ts";
import { registerTemplates } from "./templates.ts";
import { guardUriLength } from "./uri.ts";

/** Called once per server instance by the factory. */
export function registerResources(server: McpServer, caller: Caller): void {
  registerToolsResources(server, caller);
  if (caller.config.capabilitySurface !== "minimal") {
    registerCurrentUser(server, caller);
    registerTemplates(server, caller);
  }
  guardUriLength(server);
}
