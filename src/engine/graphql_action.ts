/**
 * A GraphQL catalog row: the common row (surfaces, find, guard, docs, snapshots derive from it as from a REST
 * row) sent as one GraphQL operation. Reads are queries, writes mutations; the flags follow from which it is.
 */
import { type Action, type ActionSpec, defineAction } from "./action.ts";
import { GRAPHQL_PATH, type GraphqlOp } from "./graphql_op.ts";

export type GraphqlActionSpec = Omit<ActionSpec, "method" | "path" | "graphql" | "queryParams" | "sentAs" | "also"> & {
  graphql: GraphqlOp;
};

/** Params naming a namespace by path: checked like a REST row's path values before anything is sent. */
const NAMESPACE_PARAMS = ["full_path", "parent_path"];

export function defineGraphqlAction(spec: GraphqlActionSpec): Action {
  const write = spec.graphql.mutation;
  const action = defineAction({
    ...spec,
    method: "POST",
    path: GRAPHQL_PATH,
    readOnly: spec.readOnly ?? !write,
    idempotent: spec.idempotent ?? !write,
  });
  return { ...action, pathParams: NAMESPACE_PARAMS.filter((name) => name in action.schema.shape) };
}
