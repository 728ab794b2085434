/**
 * GraphQL over the same client as REST: the caller's credential, the origin guard, byte caps, timeouts and
 * redaction come from GitLabClient; queries are retried like GETs, mutations never. GitLab answers HTTP 200 with
 * `errors[]` when a document fails, so those are turned into GitLabError here (graphql_errors.ts), partial data
 * included: an answer with errors is never relayed as if it were whole.
 */
import type { GitLabClient } from "./client.ts";
import { GitLabError } from "./errors.ts";
import { errorsFailure } from "./graphql_errors.ts";

export interface GraphqlCall {
  /** Verb phrase for errors, e.g. `run "work_item.get"`. */
  action: string;
  document: string;
  /** null: the document's only operation (a caller's own document). */
  operationName: string | null;
  variables: Record<string, unknown>;
  /** A mutation is sent once: never retried, never re-sent after a redirect. */
  mutation: boolean;
  /** The caller wrote the document (graphql.query), not the catalog. */
  callerDocument?: true;
  /** false: a query is not retried either (completions answer at keystroke pace). */
  retry?: false;
  signal?: AbortSignal;
}

/** Sends one GraphQL document with its variables; answers its `data`, or throws GitLabError. */
export async function graphqlRequest(client: GitLabClient, call: GraphqlCall): Promise<Record<string, unknown>> {
  const reply = await client.request({
    action: call.action,
    api: "graphql",
    method: "POST",
    path: "",
    body: { query: call.document, operationName: call.operationName, variables: call.variables },
    expect: "object",
    ...(!call.mutation && { safe: true as const }),
    ...(call.callerDocument && { callerDocument: true as const }),
    ...(call.retry === false && { retry: false as const }),
    signal: call.signal,
  });
  const answer = (reply.data ?? {}) as { data?: unknown; errors?: unknown };
  const failure = errorsFailure(call.action, answer.errors, answer.data);
  if (failure) throw failure;
  if (!answer.data || typeof answer.data !== "object") {
    throw new GitLabError("bad_answer", `Cannot ${call.action}: GitLab's GraphQL answer has no data and no errors.`);
  }
  return answer.data as Record<string, unknown>;
}
