/** Users, the current user, to-dos, status and notification settings. */
import { defineDomain } from "../../engine/domain.ts";
import { userActions } from "./core.ts";
import { statusActions } from "./status.ts";
import { notificationActions } from "./notifications.ts";

export const userDomain = defineDomain({
  name: "user",
  toolset: "projects",
  title: "Users, the current user, to-dos, status and notification settings",
  short: "user",
  actions: [...userActions, ...statusActions, ...notificationActions],
});
