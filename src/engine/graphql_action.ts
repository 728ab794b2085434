/**
 * A GraphQL catalog row: the common row (surfaces, find, guard, docs, snapshots derive from it as from a REST
 * row) sent as one GraphQL operation. Reads are queries, writes mutations; the flags follow from which it is.
 */
import { type Action, type ActionSpec, defineAction } from "./action.ts";
import { GRAPHQL_PATH, type GraphqlOp } from "./graphql_op.ts";
import { pathValueProblem } from "./path_values.ts";

export type GraphqlActionSpec = Omit<ActionSpec, "method" | "path" | "graphql" | "queryParams" | "sentAs" | "also"> & {
  graphql: GraphqlOp;
};

/** Params naming a namespace by path: refused as a REST row's path values are, before anything is sent. */
const NAMESPACE_PARAMS = ["full_path", "parent_path"];

function namespaceProblem(params: Record<string, unknown>): string | undefined {
  for (const name of NAMESPACE_PARAMS) {
    const problem = params[name] === undefined ? null : pathValueProblem(name, params[name]);
    if (problem) return `param "${name}" ${problem}; send the full path such as "my-group/my-project"`;
  }
  return undefined;
}

export function defineGraphqlAction(spec: GraphqlActionSpec): Action {
  const write = spec.graphql.mutation;
  return defineAction({
    ...spec,
    method: "POST",
    path: GRAPHQL_PATH,
    readOnly: spec.readOnly ?? !write,
    idempotent: spec.idempotent ?? !write,
    check: (params) => namespaceProblem(params) ?? spec.check?.(params),
  });
}
