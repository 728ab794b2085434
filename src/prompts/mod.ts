/**
 * Registers the prompts one server instance serves: those visible for this
 * deployment (visible.ts), each answering with one user message built from
 * its recipe. prompts/get is charged on the caller's calls bucket.
 */
import type { GetPromptResult, McpServer, ServerContext } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { Unit } from "../server/unit.ts";
import { rateLimited } from "../resources/errors.ts";
import { checkArgs } from "./args.ts";
import type { PromptDef } from "./catalog.ts";
import { gatherFacts } from "./facts.ts";
import { promptText } from "./messages.ts";
import { RECIPES } from "./recipes.ts";
import { visiblePrompts } from "./visible.ts";

/** Every argument is a string; optional ones may be left out. */
function argsSchema(prompt: PromptDef) {
  const shape = Object.fromEntries(prompt.args.map((a) => {
    const field = z.string().describe(a.description);
    return [a.name, a.required ? field : field.optional().describe(a.description)];
  }));
  return z.object(shape);
}

async function getPrompt(
  unit: Unit,
  prompt: PromptDef,
  raw: Record<string, string | undefined>,
  sctx: ServerContext,
): Promise<GetPromptResult> {
  if (!unit.limits.calls.allow(unit.credentialHash)) {
    throw rateLimited(`get prompt "${prompt.name}"`, unit.limits.calls);
  }
  const recipe = RECIPES[prompt.name];
  const args = checkArgs(prompt, raw);
  const facts = await gatherFacts(unit, recipe.steps, args, sctx.mcpReq.signal);
  return {
    description: prompt.description,
    messages: [{ role: "user", content: { type: "text", text: promptText(unit, prompt, recipe, args, facts) } }],
  };
}

/** Called once per server instance by the factory; registers nothing on the minimal surface. */
export function registerPrompts(server: McpServer, unit: Unit): void {
  for (const prompt of visiblePrompts(unit.config, unit.view)) {
    server.registerPrompt(
      prompt.name,
      { title: prompt.title, description: prompt.description, argsSchema: argsSchema(prompt) },
      (args, sctx) => getPrompt(unit, prompt, args as Record<string, string | undefined>, sctx),
    );
  }
}
