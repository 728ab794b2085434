/** Loads `fixtures/gitlab/<domain>/<action>.json`: the call to make, the exchanges expected, what the result must show. */
import type { Exchange } from "./fake_gitlab.ts";

export interface ActionFixture {
  /** Where the response shape comes from (GitLab REST API docs page and section). */
  source: string;
  call: { params: Record<string, unknown>; confirm?: boolean };
  exchanges: Exchange[];
  expect?: { text_contains?: string[] };
}

const ROOT = new URL("../../fixtures/gitlab/", import.meta.url);

/** Path of an action's fixture file. */
export function fixturePath(actionId: string): URL {
  const [domain, name] = actionId.split(".");
  return new URL(`${domain}/${name}.json`, ROOT);
}

/** Reads and parses an action's fixture. */
export async function loadFixture(actionId: string): Promise<ActionFixture> {
  return JSON.parse(await Deno.readTextFile(fixturePath(actionId)));
}
