/** What a surface produces: tool definitions that know nothing about transports. */
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/server";
import type { GitLabClient } from "../gitlab/client.ts";
import type { Conversation } from "../elicitation/conversation.ts";
import type { ToolSurface } from "../config/mod.ts";

/** Everything a tool needs for one call, supplied by the server layer. */
export interface CallContext {
  client: GitLabClient;
  conversation: Conversation;
  surface: ToolSurface;
  yolo: boolean;
  signal?: AbortSignal;
}

export interface ToolDef {
  name: string;
  title: string;
  description: string;
  /** JSON Schema of the arguments; never a top-level anyOf/oneOf/allOf. */
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations: ToolAnnotations;
  run(args: Record<string, unknown>, ctx: CallContext): Promise<CallToolResult>;
}
