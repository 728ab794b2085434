/**
 * What a GraphQL catalog row says beside the common row fields: its document, how params become variables,
 * where the result lives and how a work item named by path and IID is found. Execution is graphql_execute.ts.
 */

/** Marks a row as GraphQL; its path in docs and guards. */
export const GRAPHQL_PATH = "/graphql";

export interface GraphqlOp {
  /** One named operation (query or mutation). Params never enter it: they travel as variables only. */
  document: string;
  operationName: string;
  mutation: boolean;
  /** GitLab's variables from the validated params (a looked-up work item's global ID as `id`). */
  variables: (params: Record<string, unknown>) => Record<string, unknown>;
  /** Field names below `data` to the result; a list's connection (nodes, pageInfo) is there. */
  result: string[];
  /** What the row shows for one node (widgets flattened); the node itself when unset. */
  node?: (node: Record<string, unknown>) => unknown;
  /** Work items named by IID, looked up to global IDs before the call (graphql_lookup.ts). */
  refs?: WorkItemRef[];
  /** A work item type named by a param (`task`, `epic` …), looked up in the namespace to its global ID. */
  typeRef?: { param: string; to: string };
  /** Below `result`, the connection when no field path reaches it (a widget in the `widgets` list). */
  connection?: (value: unknown) => unknown;
  /** The same row read another way when its param is sent (a parent's children instead of the filtered list). */
  alternative?: { when: string; op: GraphqlOp };
  /** `graphql.query`: the caller's own document and operation, sent as written. */
  own?: (params: Record<string, unknown>) => { document: string; operationName: string | null };
}

/**
 * A param holding a work item's IID (or IIDs) in the namespace `path` names (default `full_path`); its global ID
 * is sent as param `to`, which the caller may also give directly (a number or gid://gitlab/WorkItem/n).
 */
export interface WorkItemRef {
  iid: string;
  to: string;
  path?: string;
}

/** The operation a call sends: the row's own, or its alternative when that one's param was sent. */
export function chosenOp(op: GraphqlOp, params: Record<string, unknown>): GraphqlOp {
  return op.alternative && params[op.alternative.when] !== undefined ? op.alternative.op : op;
}
