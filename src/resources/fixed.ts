/**
 * The resources that need no GitLab path: the current user, and the two
 * tools resources that describe the visible surface (served even on the
 * minimal capability surface, since they read nothing from GitLab).
 */
import {
  type McpServer,
  type ReadResourceResult,
  ResourceTemplate,
  type Variables,
} from "@modelcontextprotocol/server";
import type { Caller } from "../caller/caller.ts";
import { nearest } from "../text/similarity.ts";
import { notFound } from "../engine/rpc_errors.ts";
import { actionSheet, toolsManifest } from "./manifest.ts";
import { admit, jsonContents, readAction } from "./read.ts";
import { textVar } from "./uri.ts";

/** gitlab://user/current, while user.current is visible. */
export function registerCurrentUser(server: McpServer, caller: Caller): void {
  const action = caller.view.get("user.current");
  if (!action) return;
  server.registerResource(
    "current_user",
    "gitlab://user/current",
    {
      title: "Current GitLab user",
      description: "The user the GitLab credential belongs to (user.current).",
      mimeType: "application/json",
    },
    async (uri, sctx) => {
      await admit(caller, uri);
      return readAction(caller, action, {}, uri, sctx);
    },
  );
}

/** One action's sheet; an ID that is not visible is -32602 with the nearest visible IDs. */
async function readSheet(caller: Caller, uri: URL, vars: Variables): Promise<ReadResourceResult> {
  await admit(caller, uri);
  const id = textVar(uri, vars, "id");
  const action = caller.view.get(id);
  if (!action) {
    const near = nearest(id, caller.view.actions.map((a) => a.id), 3);
    const hint = near.length ? ` Did you mean ${near.map((n) => `"${n}"`).join(", ")}?` : "";
    throw notFound(uri.href, `no action "${id}" on this server; gitlab://tools lists them.${hint}`);
  }
  return jsonContents(uri, actionSheet(action, caller.surface));
}

/** gitlab://tools and gitlab://tools/{id}: the visible surface, without a GitLab call. */
export function registerToolsResources(server: McpServer, caller: Caller): void {
  server.registerResource(
    "tools",
    "gitlab://tools",
    {
      title: "Tools manifest",
      description:
        "Every action this server exposes: its ID, the tool that runs it on this tool surface, required params and whether it is destructive.",
      mimeType: "application/json",
    },
    async (uri) => {
      await admit(caller, uri);
      return jsonContents(uri, toolsManifest(caller.view, caller.surface));
    },
  );
  server.registerResource(
    "tool",
    new ResourceTemplate("gitlab://tools/{id}", { list: undefined }),
    {
      title: "Action schema",
      description:
        "One action by its ID (e.g. issue.create): its input schema and the exact tool call on this surface.",
      mimeType: "application/json",
    },
    (uri, vars) => readSheet(caller, uri, vars),
  );
}
