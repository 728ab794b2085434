/**
 * Rows that name a paid tier (catalog `tier`) on an instance that may not have it. --tier hides them (view.ts);
 * unset, the start-up check's edition decides: the Community Edition runs Free only, so such a call is refused
 * before it is sent; elsewhere it runs, and GitLab's 403 or 404 says which tier the row needs.
 */
import type { Action } from "../engine/action.ts";
import type { Edition } from "../gitlab/instance.ts";
import { tierTitle } from "../config/tiers.ts";

/** The refusal for a paid row on the Community Edition, or undefined when the call may run. */
export function editionRefusal(action: Action, edition: Edition | undefined): string | undefined {
  if (!action.tier || edition !== "community") return undefined;
  return `Cannot run "${action.id}": it needs GitLab ${
    tierTitle(action.tier)
  } or higher, and this GitLab is the Community Edition, which has the Free tier only (its /api/v4/version says enterprise: false)`;
}

/** What to add to GitLab's 403 or 404 for a paid row: a lower tier answers so, whatever the message says. */
export function tierHint(action: Action, status: number | undefined): string {
  if (!action.tier || (status !== 403 && status !== 404)) return "";
  return ` Note: "${action.id}" needs GitLab ${
    tierTitle(action.tier)
  } or higher; a project or group on a lower tier gets this ${status} too.`;
}
