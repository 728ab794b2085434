/** What a surface produces: tool definitions that know nothing about transports. */
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/server";
import type { CallContext } from "../engine/action.ts";

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
