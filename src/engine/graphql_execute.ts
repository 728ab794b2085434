/**
 * Runs a GraphQL row the way execute.ts runs a REST one: variables from validated params, one call (after the
 * lookups a work item named by IID needs, graphql_lookup.ts), the result picked from `data`, then the common render.
 */
import type { GitLabClient, GitLabReply } from "../gitlab/client.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { graphqlRequest } from "../gitlab/graphql.ts";
import { payloadFailure } from "../gitlab/graphql_errors.ts";
import type { Action } from "./action.ts";
import { chosenOp, type GraphqlOp } from "./graphql_op.ts";
import { render } from "./render.ts";
import type { Rendered } from "./rendered.ts";
import { resolveParams } from "./graphql_lookup.ts";

function pick(data: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    data,
  );
}

/** The row's result from GitLab's `data`: a mutation's own errors refused, a missing object is "not found". */
export function graphqlResult(
  action: Action,
  data: Record<string, unknown>,
  op = action.graphql as GraphqlOp,
): { value: unknown; next?: string } {
  if (op.own) return { value: data };
  const failure = op.mutation ? payloadFailure(`run "${action.id}"`, data[op.result[0]!]) : undefined;
  if (failure) throw failure;
  const picked = pick(data, op.result);
  const value = op.connection && picked ? op.connection(picked) : picked;
  if (action.kind === "none") return { value: null };
  if (value === null || value === undefined) {
    throw new GitLabError(
      "not_found",
      `Cannot run "${action.id}": GitLab answered no ${
        op.result.join(".")
      }; check the path, IID or ID (or the token's access).`,
    );
  }
  const node = (n: unknown) => op.node ? op.node(n as Record<string, unknown>) : n;
  if (action.kind !== "list") return { value: node(value) };
  const conn = value as { nodes?: unknown[]; pageInfo?: { hasNextPage?: boolean; endCursor?: string } };
  const next = conn.pageInfo?.hasNextPage ? conn.pageInfo.endCursor ?? undefined : undefined;
  return { value: (conn.nodes ?? []).map(node), next };
}

/** Sends a GraphQL row's call and renders its answer. */
export async function executeGraphql(
  action: Action,
  params: Record<string, unknown>,
  client: GitLabClient,
  signal?: AbortSignal,
): Promise<Rendered> {
  const op = chosenOp(action.graphql as GraphqlOp, params);
  const own = op.own?.(params);
  const resolved = await resolveParams(op, { ...action.fixed, ...params }, { action: action.id, client, signal });
  const data = await graphqlRequest(client, {
    action: `run "${action.id}"`,
    document: own?.document ?? op.document,
    operationName: own ? own.operationName : op.operationName,
    variables: op.variables(resolved),
    mutation: op.mutation,
    ...(own && { callerDocument: true as const }),
    signal,
  });
  const { value, next } = graphqlResult(action, data, op);
  const reply: GitLabReply = { status: 200, headers: new Headers(), data: value };
  return render(action, { ...reply, ...(action.kind === "list" && { cursor: next ?? null }) }, params);
}
