/**
 * Registers the prompts one server instance serves: those visible for this
 * deployment (visible.ts), each answering with one user message built from
 * its definition. prompts/get is charged on the caller's calls bucket.
 */
import type { GetPromptResult, McpServer, ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { Caller } from "../caller/caller.ts";
import { rateLimited } from "../engine/rpc_errors.ts";
import { callRefusal } from "../store/mod.ts";
import { checkArgs } from "./args.ts";
import type { PromptDef } from "./definitions.ts";
import { gatherFacts } from "./gitlab_reads.ts";
import { promptText } from "./messages.ts";
import { visiblePrompts } from "./visible.ts";

/** Built once per prompt for the process: every HTTP request registers the prompts anew. */
const SCHEMAS = new WeakMap<PromptDef, z.ZodObject>();

/** Every argument is a string; optional ones may be left out. */
function argsSchema(prompt: PromptDef): z.ZodObject {
  let schema = SCHEMAS.get(prompt);
  if (!schema) {
    const shape = Object.fromEntries(prompt.args.map((a) => {
      const field = z.string().describe(a.description);
      return [a.name, a.required ? field : field.optional().describe(a.description)];
    }));
    SCHEMAS.set(prompt, schema = z.object(shape));
  }
  return schema;
}

async function getPrompt(
  caller: Caller,
  prompt: PromptDef,
  raw: Record<string, string | undefined>,
  sctx: ServerContext,
): Promise<GetPromptResult> {
  const limited = await callRefusal(caller.limits, caller.credentialHash, `get prompt "${prompt.name}"`);
  if (limited) throw rateLimited(limited);
  const args = checkArgs(prompt, raw);
  const facts = await gatherFacts(caller, prompt.steps, args, sctx.mcpReq.signal);
  return {
    description: prompt.description,
    messages: [{ role: "user", content: { type: "text", text: promptText(caller, prompt, args, facts) } }],
  };
}

/** Called once per server instance by the factory; registers nothing on the minimal surface. */
export function registerPrompts(server: McpServer, caller: Caller): void {
  for (const prompt of visiblePrompts(caller.config, caller.view)) {
    server.registerPrompt(
      prompt.name,
      { title: prompt.title, description: prompt.description, argsSchema: argsSchema(prompt) },
      (args, sctx) => getPrompt(caller, prompt, args as Record<string, string | undefined>, sctx),
    );
  }
}
