/**
 * Actions the server composes from several GitLab calls, filed under the GitLab domain they belong to
 * (`mr_review.comment_on_line`, `pipeline.failures`): their reads go through the caller's own client (URL guard,
 * caps, redaction), and a write goes through its catalog row, whose visibility it follows.
 */
import type { Action } from "../engine/action.ts";
import { defineDomain, type Domain } from "../engine/domain.ts";
import { commentOnLineAction } from "./comment_action.ts";
import { failuresAction } from "./failures_action.ts";

/** The composed actions, bound to the catalog rows they use. */
export function compositeActions(catalog: readonly Action[]): Action[] {
  return [commentOnLineAction(catalog), failuresAction(catalog)];
}

/** The catalog's domains with each composed action added to the domain its ID names. */
export function withComposites(domains: readonly Domain[], catalog: readonly Action[]): Domain[] {
  const extra = compositeActions(catalog);
  const unknown = extra.find((a) => !domains.some((d) => d.name === a.domain));
  if (unknown) throw new Error(`Cannot add ${unknown.id}: no domain "${unknown.domain}"`);
  return domains.map((d) => {
    const mine = extra.filter((a) => a.domain === d.name);
    return mine.length ? defineDomain({ ...d, actions: [...d.actions, ...mine] }) : d;
  });
}
