/** Runs one catalog action: validate, build the call, send it, render the answer. */
import type { GitLabClient } from "../gitlab/client.ts";
import type { Expected } from "../gitlab/json_body.ts";
import type { Action } from "./action.ts";
import { validateParams } from "./validate.ts";
import { buildCall, fillPath } from "./build_request.ts";
import { render } from "./render.ts";
import type { Rendered } from "./rendered.ts";
import { Redactor } from "../log/mod.ts";
import { sentCredentials, sentSecrets } from "./secret_values.ts";
import { executeGraphql } from "./graphql_execute.ts";

/** The JSON shape GitLab must answer with; text and "none" actions take what comes (JSON for "none"). */
function expected(action: Action): Expected | undefined {
  return action.kind === "list" || action.kind === "object" ? action.kind : undefined;
}

/**
 * Sends already-validated params; throws GitLabError for failed calls and answers of the wrong shape.
 * A credential the call sent (a trigger token) is removed from its result, and every secret value it sent (a
 * variable's value too) from any error it throws, so neither the caller, the model nor the log sees it even when
 * GitLab echoes it back. A variable's value stays in a result, where it is withheld by field instead.
 */
export async function execute(
  action: Action,
  params: Record<string, unknown>,
  client: GitLabClient,
  signal?: AbortSignal,
): Promise<Rendered> {
  const secrets = sentSecrets(params);
  // Most calls send none: their answers are not walked twice (server/redacting.ts walks every answer once).
  if (!secrets.length) return send(action, params, client, signal);
  const sent = sentCredentials(params);
  try {
    const rendered = await send(action, params, client, signal);
    return sent.length ? new Redactor(sent).value(rendered) : rendered;
  } catch (err) {
    throw new Redactor(secrets).error(err);
  }
}

async function send(
  action: Action,
  params: Record<string, unknown>,
  client: GitLabClient,
  signal?: AbortSignal,
): Promise<Rendered> {
  if (action.graphql) return executeGraphql(action, params, client, signal);
  const reply = await client.request({ ...buildCall(action, params, signal), expect: expected(action) });
  for (const extra of action.also) {
    const more = await client.request({
      action: `run "${action.id}"`,
      method: "GET",
      path: fillPath(extra.path, params, action.id),
      expect: "object",
      signal,
    });
    reply.data = { ...(reply.data as Record<string, unknown>), [extra.key]: more.data };
  }
  return render(action, reply, params);
}

/** Validates, then executes; throws ParamError or GitLabError. */
export function validateAndExecute(
  action: Action,
  rawParams: unknown,
  client: GitLabClient,
  signal?: AbortSignal,
): Promise<Rendered> {
  return execute(action, validateParams(action, rawParams), client, signal);
}
