/**
 * The wizards as a domain of their own (`interactive.*`): each is a local
 * action that runs its flow through the engine and does its work with one
 * catalog action, its fallback, which it requires to be visible.
 */
import { z } from "zod";
import { type Action, defineLocalAction } from "../engine/action.ts";
import { defineDomain, type Domain } from "../engine/domain.ts";
import { projectId } from "../catalog/fields.ts";
import { runWizard } from "./engine.ts";
import { WIZARDS } from "./definitions.ts";

/** The created object, as GitLab returns it. */
/** The wizards' domain, each wizard bound to its fallback action from `catalog`. */
export function wizardDomain(catalog: readonly Action[]): Domain {
  const actions = WIZARDS.map((flow) => {
    const fallback = catalog.find((a) => a.id === flow.fallback);
    if (!fallback) {
      throw new Error(`Cannot define ${flow.id}: fallback action "${flow.fallback}" is not in the catalog`);
    }
    return defineLocalAction({
      id: flow.id,
      title: flow.title,
      description: flow.description,
      params: flow.takesProject ? z.object({ project_id: projectId }) : z.object({}),
      aliases: ["wizard", "interactive", "guided", "step by step"],
      examples: flow.examples,
      ...(fallback.outputSchema && { outputSchema: fallback.outputSchema }),
      requires: fallback.id,
      run: (params, ctx) => runWizard(flow, fallback, params, ctx),
    });
  });
  return defineDomain({
    name: "interactive",
    title: "Step-by-step creation wizards that ask the user each field",
    short: "interactive",
    ownTools: true,
    actions,
  });
}
