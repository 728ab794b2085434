/** The wizards as catalog rows (`interactive.*`), each running its flow through the engine. */
import { z } from "zod";
import { defineLocalAction } from "../catalog/types.ts";
import type { Action } from "../catalog/types.ts";
import { projectId } from "../catalog/fields.ts";
import { issueActions } from "../catalog/issue.ts";
import { mergeRequestActions } from "../catalog/merge_request.ts";
import { releaseActions } from "../catalog/release.ts";
import { projectActions } from "../catalog/project.ts";
import { runWizard } from "./engine.ts";
import { WIZARDS } from "./definitions.ts";

const FALLBACKS: Action[] = [...issueActions, ...mergeRequestActions, ...releaseActions, ...projectActions];

/** The created object, as GitLab returns it. */
const CREATED = {
  type: "object",
  description: "The object GitLab created, with GitLab's field names.",
  properties: { id: { type: "integer" }, iid: { type: "integer" }, web_url: { type: "string" } },
  additionalProperties: true,
};

export const interactiveActions: Action[] = WIZARDS.map((flow) => {
  const fallback = FALLBACKS.find((a) => a.id === flow.fallback);
  if (!fallback) throw new Error(`Cannot define ${flow.id}: fallback action "${flow.fallback}" is not in the catalog`);
  return defineLocalAction({
    id: flow.id,
    title: flow.title,
    description: flow.description,
    params: flow.takesProject ? z.object({ project_id: projectId }) : z.object({}),
    aliases: ["wizard", "interactive", "guided", "step by step"],
    outputSchema: CREATED,
    run: (params, ctx) => runWizard(flow, fallback, params, ctx),
  });
});

/** The catalog action each wizard falls back to, for exclusion scoping. */
export function wizardFallback(id: string): string | undefined {
  return WIZARDS.find((w) => w.id === id)?.fallback;
}
