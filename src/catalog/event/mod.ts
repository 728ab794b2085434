/** Activity events: the current user's, one user's contributions, a project's. */
import { defineDomain } from "../../engine/domain.ts";
import { eventActions as ACTIONS } from "./core.ts";

export const eventDomain = defineDomain({
  name: "event",
  toolset: "projects",
  title: "Activity events of users and projects",
  short: "event",
  actions: ACTIONS,
});
