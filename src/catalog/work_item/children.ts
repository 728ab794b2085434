/**
 * A work item list narrowed to one parent: GitLab's reference offers no parent argument on `workItems`, so the
 * parent's hierarchy widget is read instead, its `children` connection paged like the list.
 */
import { z } from "zod";
import type { GraphqlOp } from "../../engine/graphql_op.ts";
import { CORE, LIST_WIDGETS, optionalIid, pageVars } from "./fields.ts";
import { FILTER_PARAMS } from "./filters.ts";
import { workItemNode } from "./node.ts";

type Obj = Record<string, unknown>;

export const CHILDREN = `query workItemChildren($fullPath: ID!, $iid: String!, $first: Int, $after: String) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) {
      widgets {
        type
        ... on WorkItemWidgetHierarchy {
          children(first: $first, after: $after) {
            pageInfo { hasNextPage endCursor }
            nodes { ${CORE} ${LIST_WIDGETS} }
          }
        }
      }
    }
  }
}`;

export const parentParams = {
  parent_iid: optionalIid.describe(
    "Only the children of this work item or epic (its IID, #N or &N): tasks under an issue, items under an epic. Takes no other filter.",
  ),
  parent_path: z.string().min(1).max(255).optional().describe(
    "Project or group holding the parent when it is not full_path, e.g. the group of an epic.",
  ),
};

/** A parent's children have no filters in GitLab's schema, so the list's filters are refused beside parent_iid. */
export function parentCheck(params: Obj): string | undefined {
  if (params.parent_iid === undefined) {
    return params.parent_path === undefined ? undefined : "send parent_iid with parent_path";
  }
  const sent = FILTER_PARAMS.filter((k) => params[k] !== undefined);
  return sent.length
    ? `GitLab lists a parent's children without filters; send parent_iid without ${
      sent.join(", ")
    }, or the filters without parent_iid`
    : undefined;
}

/** The children connection in the parent's widgets; a type without the hierarchy widget has no children. */
function childrenOf(item: unknown): unknown {
  const widgets = ((item as Obj).widgets as Obj[] | undefined) ?? [];
  return widgets.find((w) => w.type === "HIERARCHY")?.children ?? { nodes: [] };
}

export const childrenOp: GraphqlOp = {
  document: CHILDREN,
  operationName: "workItemChildren",
  mutation: false,
  variables: (p) => ({ fullPath: p.parent_path ?? p.full_path, iid: String(p.parent_iid), ...pageVars(p) }),
  result: ["namespace", "workItem"],
  connection: childrenOf,
  node: workItemNode,
};
