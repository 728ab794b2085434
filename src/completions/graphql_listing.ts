/**
 * Reads a GraphQL listing for a completion: the row's own query (its document validated against GitLab's schema
 * reference like every row), one page of `first: 20`, sent once with the caller's credential through the same
 * guarded client, never retried, and only once the row's own check passes. The values are the nodes the row itself would show.
 */
import type { Caller } from "../caller/caller.ts";
import { graphqlRequest } from "../gitlab/graphql.ts";
import { graphqlResult } from "../engine/graphql_execute.ts";
import type { GraphqlOp } from "../engine/graphql_op.ts";
import type { Action } from "../engine/action.ts";
import type { Item } from "./sources.ts";
import { ParamError } from "../engine/validate.ts";

/** The first page of `action`'s nodes for these params (at most `perPage`). */
export async function readGraphqlItems(
  caller: Caller,
  action: Action,
  params: Record<string, unknown>,
  call: { name: string; perPage: number; signal?: AbortSignal },
): Promise<Item[]> {
  const op = action.graphql as GraphqlOp;
  // The row's own check (a namespace path with a ".." part), as a REST listing's path values are checked.
  const problem = action.check?.(params);
  if (problem) throw new ParamError(`Cannot complete "${call.name}": ${problem}`);
  const data = await graphqlRequest(caller.client, {
    action: `complete "${call.name}"`,
    document: op.document,
    operationName: op.operationName,
    variables: op.variables({ ...params, per_page: call.perPage }),
    mutation: false,
    retry: false,
    signal: call.signal,
  });
  const { value } = graphqlResult(action, data, op);
  return (Array.isArray(value) ? value : []).slice(0, call.perPage).filter((i): i is Item =>
    !!i && typeof i === "object"
  );
}
