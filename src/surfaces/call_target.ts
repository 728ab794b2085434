/**
 * The catalog action a tools/call names on a surface, read from the call alone before anything runs: the
 * HTTP layer's scope check (a read-only token's write attempt is refused up front, never sent) asks it.
 */
import type { Action } from "../engine/action.ts";
import type { Surface } from "./surface.ts";
import type { CatalogView } from "./view.ts";
import { hasOwnTools, individualToolName, metaToolName } from "./names.ts";

/** The action `tool` with `args` would run on `surface` over `view`, or undefined when it names none. */
export function actionOfCall(
  surface: Surface,
  view: CatalogView,
  tool: string,
  args: Record<string, unknown>,
): Action | undefined {
  const named = typeof args.action === "string" ? args.action : undefined;
  if (surface.name === "dynamic") return tool === "gitlab_execute_action" && named ? view.get(named) : undefined;
  const own = view.actions.find((a) =>
    individualToolName(a) === tool && (surface.name === "individual" || hasOwnTools(a.domain))
  );
  if (own || surface.name === "individual") return own;
  const domain = view.domains.find((d) => metaToolName(d.name) === tool);
  return domain && named ? domain.actions.find((a) => a.name === named) : undefined;
}
