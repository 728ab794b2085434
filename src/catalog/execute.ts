/** Runs one catalog action: validate, build the call, send it, render the answer. */
import type { GitLabClient } from "../gitlab/client.ts";
import type { Action } from "./types.ts";
import { validateParams } from "./params.ts";
import { buildCall, fillPath } from "./request.ts";
import { render, type Rendered } from "./render.ts";

/** Sends already-validated params; throws GitLabError for failed calls. */
export async function perform(
  action: Action,
  params: Record<string, unknown>,
  client: GitLabClient,
  signal?: AbortSignal,
): Promise<Rendered> {
  const reply = await client.request(buildCall(action, params, signal));
  for (const extra of action.also) {
    const more = await client.request({
      action: `run "${action.id}"`,
      method: "GET",
      path: fillPath(extra.path, params, action.id),
      signal,
    });
    reply.data = { ...(reply.data as Record<string, unknown>), [extra.key]: more.data };
  }
  return render(action, reply, params);
}

/** Validates then performs; throws ParamError or GitLabError. */
export function executeAction(
  action: Action,
  rawParams: unknown,
  client: GitLabClient,
  signal?: AbortSignal,
): Promise<Rendered> {
  return perform(action, validateParams(action, rawParams), client, signal);
}
