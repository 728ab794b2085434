/** Project snippets: small files or scripts shared in a project. */
import { defineDomain } from "../../engine/domain.ts";
import { snippetActions } from "./project.ts";

export const snippetDomain = defineDomain({
  name: "snippet",
  toolset: "projects",
  title: "Project snippets",
  short: "snippet",
  actions: snippetActions,
});
