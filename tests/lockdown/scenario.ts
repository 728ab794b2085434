/**
 * The lockdown scenario (fixtures/gitlab/lockdown/public_issue.json) served by a fake GitLab in any order, since
 * lockdown looks authors up in parallel: each request is matched by method, path and the query keys its exchange
 * names; anything else is answered 404 and recorded as a problem.
 */
import type { Exchange, Recorded, ScriptedResponse } from "../support/fake_gitlab.ts";

export interface Scenario {
  source: string;
  exchanges: Exchange[];
}

export async function loadScenario(name: string): Promise<Scenario> {
  return JSON.parse(await Deno.readTextFile(new URL(`../../fixtures/gitlab/lockdown/${name}.json`, import.meta.url)));
}

function matches(ex: Exchange, req: Recorded): boolean {
  if (ex.request.method !== req.method || ex.request.path !== req.path) return false;
  return Object.entries(ex.request.query ?? {}).every(([k, v]) => req.query[k] === v);
}

/** A fake GitLab's reply function for the scenario, and the problems it saw. */
export function anyOrder(scenario: Scenario): { reply: (req: Recorded) => ScriptedResponse; problems: string[] } {
  const problems: string[] = [];
  const reply = (req: Recorded): ScriptedResponse => {
    const ex = scenario.exchanges.find((e) => matches(e, req));
    if (ex) return ex.response;
    problems.push(`${req.method} ${req.path}?${new URLSearchParams(req.query)}`);
    return { status: 404, body: { message: "404 Not Found" } };
  };
  return { reply, problems };
}

/** How many recorded requests asked about members. */
export function memberLookups(requests: readonly Recorded[]): number {
  return requests.filter((r) => r.path.endsWith("/members/all")).length;
}
