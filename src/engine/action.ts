/**
 * The shape of one catalog row. Every surface, find_action, the docs and the
 * tests are generated from these rows, so a row says everything about an
 * action and nothing about how it is served.
 */
import type { PaidTier } from "../config/tiers.ts";
import { z } from "zod";
import type { HttpMethod } from "../gitlab/client.ts";
import { placeholdersOf } from "../gitlab/hints.ts";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { boundParams } from "./write_bounds.ts";
import { quickActionParam } from "./quick_action_fields.ts";
import { type SecretSpec, showValuesParam } from "./secret_values.ts";
import { rawParam } from "./compact.ts";
import { DRY_RUN, dryRunParam } from "./dry_run_param.ts";
import { LOG_VIEW } from "./log_view_params.ts";
import { resultSchema, type Shape } from "./shape.ts";
import type { GitLabClient } from "../gitlab/client.ts";
import type { Conversation } from "../elicitation/conversation.ts";
import type { GraphqlOp } from "./graphql_op.ts";

/** Everything an action needs for one call, supplied by the server for the caller's surface. */
export interface CallContext {
  client: GitLabClient;
  conversation: Conversation;
  /** Destructive calls run unconfirmed (GITLAB_MCP_YOLO_MODE). */
  yolo: boolean;
  /** Writing calls answer with what they would send and send nothing (GITLAB_MCP_SAFE_MODE). */
  safeMode: boolean;
  /** This surface confirms risky calls by asking the user, when the client can be asked. */
  asksToConfirm: boolean;
  /** The exact tool call that runs `action` with `params` on the caller's surface, for "use this instead" hints. */
  callFor(action: Action, params: Record<string, unknown>): string;
  signal?: AbortSignal;
}

/** How GitLab's answer is turned into a result; "archive": a zip download listed by its entries (archive.ts). */
export type ResultKind = "object" | "list" | "text" | "none" | "archive";

/** What a domain file writes for one action. */
export interface ActionSpec {
  /** `domain.action`, e.g. `issue.create`. */
  id: string;
  title: string;
  /** Written for a model choosing a tool: what it does and when to use it. */
  description: string;
  method: HttpMethod;
  /**
   * Path template(s) below /api/v4 with `{param}` placeholders (`{+param}` keeps slashes). With several,
   * the first whose placeholders are all given is used (e.g. project, then
   * group, then instance-wide search).
   */
  path: string | string[];
  /**
   * GitLab's own snake_case names, each with a description. Path params included. Written as a function so
   * the row's zod objects are built when first needed, not when the catalog loads.
   */
  params: z.ZodObject | (() => z.ZodObject);
  /** Default: "list" for paginated GETs must be said explicitly; otherwise "object". */
  kind?: ResultKind;
  /** Something its opposite cannot undo (delete, erase, unprotect, member removal…). */
  destructive?: boolean;
  /**
   * For a destructive row whose reach depends on its arguments (a bulk delete by regex): what this call may remove,
   * said plainly in its confirmation, or undefined when the arguments settle nothing beyond the plain warning.
   */
  warning?: (params: Record<string, unknown>) => string | undefined;
  /** Default: true for GET. */
  readOnly?: boolean;
  /** Default: GET, PUT and DELETE are idempotent, POST is not. */
  idempotent?: boolean;
  /** Values always sent (e.g. `state_event: "close"` for issue.close). */
  fixed?: Record<string, unknown>;
  /** Params sent in the query string even on POST/PUT (by their tool names). */
  queryParams?: string[];
  /**
   * Params GitLab knows by another name, tool name → GitLab's name: one no tool param may have (e.g.
   * `environment_scope` → `filter[environment_scope]`: clients refuse property names outside ^[a-zA-Z0-9_.-]{1,64}$),
   * or the older name every GitLab version honours (`draft` → `wip`).
   */
  sentAs?: Record<string, string>;
  /** A problem no single param's schema can see (e.g. two params that only go together), or undefined. */
  check?: (params: Record<string, unknown>) => string | undefined;
  /** Extra words find_action should match (synonyms, GitLab UI names). */
  aliases?: string[];
  /**
   * Requests as users phrase them to an assistant, 8-20, including ones that separate this action from its
   * neighbours; find_action ranks on them.
   */
  examples?: string[];
  /** Fields shown per row (lists) or first (objects) in text for rows without a shape, and in prompts' facts. */
  summary?: string[];
  /**
   * Further GETs whose answers are added to an object result under `key`
   * (e.g. server.status reads /version and adds /user as `user`).
   */
  also?: Array<{ key: string; path: string }>;
  /** Extra lines for the Markdown summary, e.g. "diff overflowed". */
  notes?: (data: unknown) => string[];
  /** A log (kind "text"): read from its end by default, terminal escapes removed. */
  log?: boolean;
  /** A secret field in the answer, withheld unless the call sends `show_values: true` (secret_values.ts). */
  secret?: SecretSpec;
  /** The kind of object GitLab answers with (catalog/shapes.ts): its compact fields and outputSchema. */
  shape?: Shape;
  /** A GraphQL row (graphql_action.ts): sent to /api/graphql as this operation instead of to `path`. */
  graphql?: GraphqlOp;
  /** The lowest GitLab tier that has it; absent: every tier (Free included). */
  tier?: PaidTier;
}

/** A catalog row with every default resolved. */
export interface Action extends
  Required<
    Omit<
      ActionSpec,
      "path" | "notes" | "fixed" | "summary" | "also" | "secret" | "shape" | "check" | "graphql" | "warning" | "tier"
    >
  > {
  graphql?: GraphqlOp;
  tier?: PaidTier;
  also: Array<{ key: string; path: string }>;
  domain: string;
  name: string;
  paths: string[];
  fixed: Record<string, unknown>;
  summary: string[];
  notes?: (data: unknown) => string[];
  secret?: SecretSpec;
  shape?: Shape;
  check?: (params: Record<string, unknown>) => string | undefined;
  warning?: (params: Record<string, unknown>) => string | undefined;
  /** The row's own params (built on first read). */
  params: z.ZodObject;
  /** Params the user may send: the spec's plus paging/windowing ones. */
  schema: z.ZodObject;
  /** Placeholders across all paths. */
  pathParams: string[];
  /** Set for actions the server runs itself (the wizards) instead of one GitLab call. */
  run?: (params: Record<string, unknown>, ctx: CallContext) => Promise<CallToolResult>;
  /** JSON Schema of a local action's structured result. */
  outputSchema?: Record<string, unknown>;
  /** The ID of an action this one does its work with: it is hidden whenever that one is (a wizard's fallback). */
  requires?: string;
}

/** What a module writes for an action the server runs itself. */
export interface LocalActionSpec {
  id: string;
  title: string;
  description: string;
  params: z.ZodObject;
  aliases?: string[];
  examples?: string[];
  outputSchema?: Record<string, unknown>;
  requires?: string;
  /** A local action that only reads (a composite such as pipeline.failures); default: a write. */
  readOnly?: boolean;
  run: (params: Record<string, unknown>, ctx: CallContext) => Promise<CallToolResult>;
}

/** An ID without a dot would make a tool named "…_undefined": refused when the catalog loads. */
function idParts(id: string): [domain: string, name: string] {
  const [domain, name] = id.split(".");
  if (domain === undefined || name === undefined) {
    throw new Error(`Cannot define action "${id}": expected an ID of the form domain.name`);
  }
  return [domain, name];
}

/** A catalog row for a local action: a write that is not destructive by itself, unless it says it only reads. */
export function defineLocalAction(spec: LocalActionSpec): Action {
  const [domain, name] = idParts(spec.id);
  return {
    ...spec,
    domain,
    name,
    // Nominal (a local action sends what its run sends): GET marks one that only reads.
    method: spec.readOnly ? "GET" : "POST",
    paths: [],
    kind: "object",
    readOnly: spec.readOnly ?? false,
    destructive: false,
    idempotent: spec.readOnly ?? false,
    fixed: {},
    also: [],
    queryParams: [],
    sentAs: {},
    aliases: spec.aliases ?? [],
    examples: spec.examples ?? [],
    summary: [],
    log: false,
    // A write whose text GitLab reads for quick actions takes the same allow_quick_actions as a catalog row.
    schema: boundParams(spec.params).extend(quickActionParam("POST", [], Object.keys(spec.params.shape))).strict(),
    pathParams: [],
  };
}

const PAGE = {
  page: z.number().int().min(1).optional().describe("Page number, from 1 (default 1)."),
  per_page: z.number().int().min(1).max(100).optional().describe("Items per page, 1-100 (default 20)."),
};

/** GraphQL lists page by cursor: GitLab's endCursor comes back as `next_cursor`. */
const CURSOR_PAGE = {
  per_page: PAGE.per_page,
  cursor: z.string().max(1000).optional().describe(
    "next_cursor from the previous page's pagination; omit for the first page.",
  ),
};

const WINDOW = {
  start_line: z.number().int().optional().describe(
    "First line to return, from 1; negative counts from the end (-200 = last 200 lines). Default: the last lines for job traces, line 1 otherwise.",
  ),
  max_lines: z.number().int().min(1).max(5000).optional().describe("Most lines to return (default 400, at most 5000)."),
};

function placeholders(paths: string[]): string[] {
  return [...new Set(paths.flatMap(placeholdersOf))];
}

/** Resolves a spec's defaults into a catalog row. */
export function defineAction(spec: ActionSpec): Action {
  const [domain, name] = idParts(spec.id);
  const kind = spec.kind ?? (spec.method === "DELETE" ? "none" : "object");
  const paths = Array.isArray(spec.path) ? spec.path : [spec.path];
  const action: Omit<Action, "params" | "schema" | "outputSchema"> = {
    ...spec,
    domain,
    name,
    kind,
    paths,
    readOnly: spec.readOnly ?? spec.method === "GET",
    destructive: spec.destructive ?? false,
    idempotent: spec.idempotent ?? spec.method !== "POST",
    fixed: spec.fixed ?? {},
    also: spec.also ?? [],
    queryParams: spec.queryParams ?? [],
    sentAs: spec.sentAs ?? {},
    aliases: spec.aliases ?? [],
    examples: spec.examples ?? [],
    summary: spec.summary ?? [],
    log: spec.log ?? false,
    pathParams: placeholders(paths),
  };
  const row = action as Action;
  // Given as a function, the params are checked when first read (tests/catalog/invariants_test.ts reads every row's).
  if (typeof spec.params !== "function") ownParams(spec);
  lazily(action, "params", () => ownParams(spec));
  lazily(action, "schema", () => {
    const keys = Object.keys(row.params.shape);
    const extra = {
      ...(kind === "list" ? (spec.graphql ? CURSOR_PAGE : PAGE) : kind === "text" ? WINDOW : {}),
      ...(spec.log && LOG_VIEW),
      ...((kind === "list" || kind === "object") && !keys.includes("raw") && rawParam),
      ...(spec.secret && showValuesParam),
      ...(!action.readOnly && !keys.includes(DRY_RUN) && dryRunParam),
    };
    return boundParams(row.params).extend({ ...extra, ...quickActionParam(spec.method, paths, keys) }).strict();
  });
  const shape = spec.shape;
  if (shape && (kind === "list" || kind === "object")) lazily(action, "outputSchema", () => resultSchema(kind, shape));
  return row;
}

/** A row's params, checked against the names its sentAs renames. */
function ownParams(spec: ActionSpec): z.ZodObject {
  const params = typeof spec.params === "function" ? spec.params() : spec.params;
  const keys = Object.keys(params.shape);
  const unknown = Object.keys(spec.sentAs ?? {}).find((k) => !keys.includes(k));
  if (unknown) throw new Error(`Cannot define action "${spec.id}": sentAs names "${unknown}", which is not a param`);
  return params;
}

/**
 * Builds a row's property on first read and keeps it. Building every row's zod objects up front was most of the
 * catalog's start-up time, and a start reads few of them (listing tools reads recorded JSON Schemas).
 */
function lazily<K extends "params" | "schema" | "outputSchema">(action: object, key: K, build: () => Action[K]): void {
  Object.defineProperty(action, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = build();
      Object.defineProperty(action, key, { value, enumerable: true, configurable: false, writable: false });
      return value;
    },
  });
}
