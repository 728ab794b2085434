/**
 * Reads one GitLab listing for a completion (one call, one page of 20) and
 * turns it into literal values, then merges listings into the result the
 * client sees: at most 10 values, total and hasMore only when they are known.
 */
import type { CompleteResult } from "@modelcontextprotocol/server";
import { buildCall } from "../engine/build_request.ts";
import type { Caller } from "../caller/caller.ts";
import type { Listing } from "./plan.ts";
import type { Item, PrefixMatch, Source } from "./sources.ts";
import { readGraphqlItems } from "./graphql_listing.ts";

/** Items read per listing: enough to tell when more than MAX_VALUES match. */
const PER_PAGE = 20;
/** Values returned at most. */
const MAX_VALUES = 10;

/** One listing's matches in GitLab's order, and GitLab's X-Total for search-backed listings. */
export interface Page {
  values: string[];
  total?: number;
}

/** What one listing needs to know about the request. */
export interface Query {
  name: string;
  typed: string;
  args: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends exactly one call for the listing (a GET, or a GraphQL row's query); throws GitLabError when GitLab fails. */
export async function readListing(caller: Caller, { source, action }: Listing, q: Query): Promise<Page> {
  const params: Record<string, unknown> = { ...source.query, per_page: PER_PAGE };
  for (const n of source.needs) params[source.as?.[n] ?? n] = q.args[n];
  if (!source.prefix && q.typed !== "") params.search = q.typed;
  if (action.graphql) {
    const items = await readGraphqlItems(caller, action, params, { name: q.name, perPage: PER_PAGE, signal: q.signal });
    return matched(items, source, q.typed);
  }
  const call = {
    ...buildCall(action, params, q.signal),
    action: `complete "${q.name}"`,
    retry: false as const,
    expect: "list" as const,
  };
  const reply = await caller.client.request(call);
  // Never more than one page is considered, whatever GitLab sent.
  const items = (reply.data as unknown[]).slice(0, PER_PAGE).filter((i): i is Item => !!i && typeof i === "object");
  if (source.prefix) return matched(items, source, q.typed);
  return { values: literals(items, source), total: xTotal(reply.headers) };
}

/** The items whose key starts with the typed text (all of them for a source GitLab searches). */
function matched(items: Item[], source: Source, typed: string): Page {
  const prefix = source.prefix;
  return { values: literals(prefix ? items.filter((i) => startsWith(prefix, i, typed)) : items, source) };
}

function startsWith(prefix: PrefixMatch, item: Item, typed: string): boolean {
  const key = prefix.key(item);
  if (typeof key !== "string" && typeof key !== "number") return false;
  return prefix.ignoreCase ? String(key).toLowerCase().startsWith(typed.toLowerCase()) : String(key).startsWith(typed);
}

function literals(items: Item[], source: Source): string[] {
  return items.map(source.value).filter((v) => typeof v === "string" || typeof v === "number").map(String);
}

/** GitLab omits X-Total for large collections (over 10,000): then there is no total. */
function xTotal(headers: Headers): number | undefined {
  const raw = headers.get("x-total")?.trim();
  const n = raw ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** Branches before tags; the total is the sum only when every listing sent one. */
export function merge(pages: Page[]): CompleteResult["completion"] {
  const all = pages.flatMap((p) => p.values);
  const values = all.slice(0, MAX_VALUES);
  const totals = pages.map((p) => p.total);
  const total = totals.every((t) => t !== undefined) ? totals.reduce((a, b) => a + b, 0) : undefined;
  const matched = pages.reduce((n, p) => n + (p.total ?? p.values.length), 0);
  return {
    values,
    ...(total !== undefined ? { total } : {}),
    ...(matched > values.length ? { hasMore: true } : {}),
  };
}
