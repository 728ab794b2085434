/**
 * Mutations name work items and their types by global ID; users name them by IID and type name. These lookups
 * (read-only queries, each value a variable) turn one into the other before the row's own call.
 */
import type { GitLabClient } from "../gitlab/client.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { graphqlRequest } from "../gitlab/graphql.ts";
import type { GraphqlOp, WorkItemRef } from "./graphql_op.ts";
import { globalId, workItemGid } from "./graphql_ids.ts";

export const WORK_ITEM_LOOKUP = `query workItemLookup($fullPath: ID!, $iid: String!) {
  namespace(fullPath: $fullPath) { workItem(iid: $iid) { id } }
}`;

export const TYPE_LOOKUP = `query workItemTypeLookup($fullPath: ID!, $name: IssueType!) {
  namespace(fullPath: $fullPath) { workItemTypes(name: $name) { nodes { id name } } }
}`;

type Params = Record<string, unknown>;

interface Ctx {
  action: string;
  client: GitLabClient;
  signal?: AbortSignal;
}

function pick(data: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Params)[k] : undefined), data);
}

async function lookup(ctx: Ctx, document: string, operationName: string, variables: Params, at: string[]) {
  const data = await graphqlRequest(ctx.client, {
    action: `run "${ctx.action}"`,
    document,
    operationName,
    variables,
    mutation: false,
    signal: ctx.signal,
  });
  return pick(data, at);
}

async function iidToGid(ctx: Ctx, fullPath: unknown, iid: unknown): Promise<string> {
  const vars = { fullPath, iid: String(iid) };
  const id = await lookup(ctx, WORK_ITEM_LOOKUP, "workItemLookup", vars, ["namespace", "workItem", "id"]);
  if (typeof id === "string") return id;
  throw new GitLabError(
    "not_found",
    `Cannot run "${ctx.action}": GitLab found no work item #${iid} in "${fullPath}"; check the path and IID.`,
  );
}

function resolveRef(ctx: Ctx, ref: WorkItemRef, params: Params): unknown {
  const given = params[ref.to];
  if (given !== undefined) return Array.isArray(given) ? given.map(workItemGid) : workItemGid(given as string);
  const iid = params[ref.iid];
  if (iid === undefined) return undefined;
  const path = (ref.path && params[ref.path]) ?? params.full_path;
  return Array.isArray(iid) ? Promise.all(iid.map((i) => iidToGid(ctx, path, i))) : iidToGid(ctx, path, iid);
}

async function resolveType(ctx: Ctx, name: string, fullPath: unknown): Promise<string> {
  const vars = { fullPath, name: name.toUpperCase() };
  const id = await lookup(ctx, TYPE_LOOKUP, "workItemTypeLookup", vars, [
    "namespace",
    "workItemTypes",
    "nodes",
    "0",
    "id",
  ]);
  if (typeof id === "string") return id;
  const tier = /epic/i.test(name)
    ? " Epics need GitLab Premium;"
    : /objective|key_result/i.test(name)
    ? " Objectives and key results need GitLab Ultimate;"
    : "";
  throw new GitLabError(
    "not_capable",
    `Cannot run "${ctx.action}": "${fullPath}" offers no work item type "${name}".${tier} list the types it has with work_item.type_list.`,
  );
}

/** The params with every ref and type resolved to the global IDs the row's variables use. */
export async function resolveParams(op: GraphqlOp, params: Params, ctx: Ctx): Promise<Params> {
  const out: Params = { ...params };
  for (const ref of op.refs ?? []) {
    const id = await resolveRef(ctx, ref, params);
    if (id !== undefined) out[ref.to] = id;
  }
  const type = op.typeRef && params[op.typeRef.param];
  if (op.typeRef && typeof type === "string") {
    const given = params[op.typeRef.to];
    out[op.typeRef.to] = given !== undefined
      ? globalId("WorkItems::Type", given as string)
      : await resolveType(ctx, type, params.full_path);
  }
  return out;
}
