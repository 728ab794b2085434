/** Issue boards of a project and their lists (columns). */
import { defineDomain } from "../../engine/domain.ts";
import { boardActions } from "./project.ts";

export const boardDomain = defineDomain({
  name: "board",
  toolset: "issues",
  title: "Issue boards and their lists",
  short: "board",
  actions: boardActions,
});
