/**
 * Turns GitLab's answer into the two halves of a result: a compact Markdown
 * block for the model and structuredContent with GitLab's own field names.
 */
import type { GitLabReply } from "../gitlab/client.ts";
import { readPagination } from "../gitlab/pagination.ts";
import type { Action } from "./types.ts";
import { DEFAULT_PER_PAGE } from "./request.ts";
import { windowText } from "./text_window.ts";

export interface Rendered {
  text: string;
  structured: Record<string, unknown>;
  /** GitLab's HTTP status, for the call log. */
  status?: number;
}

const LABEL_KEYS = [
  "title",
  "name",
  "path_with_namespace",
  "full_path",
  "username",
  "ref",
  "tag_name",
  "filename",
  "file_path",
  "note",
  "body",
];
const ID_KEYS = ["iid", "id", "short_id", "sha", "version"];
const STATE_KEYS = ["state", "status", "visibility"];
const MAX_FIELD = 120;

function scalar(v: unknown): string {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  const flat = (s ?? "").replace(/\s+/g, " ");
  return flat.length > MAX_FIELD ? flat.slice(0, MAX_FIELD) + "…" : flat;
}

function firstKey(o: Record<string, unknown>, keys: string[]): string | undefined {
  return keys.find((k) => o[k] !== undefined && o[k] !== null && typeof o[k] !== "object");
}

/** One line for one list item: `#iid label [state] url`. */
function rowLine(action: Action, item: unknown): string {
  if (!item || typeof item !== "object") return `- ${scalar(item)}`;
  const o = item as Record<string, unknown>;
  if (action.summary.length) return `- ${action.summary.map((k) => `${k}: ${scalar(o[k])}`).join(" | ")}`;
  const id = firstKey(o, ID_KEYS);
  const label = firstKey(o, LABEL_KEYS);
  const state = firstKey(o, STATE_KEYS);
  const parts = [
    id ? `${id === "iid" ? "#" : ""}${scalar(o[id])}` : "",
    label ? scalar(o[label]) : "",
    state ? `[${scalar(o[state])}]` : "",
    typeof o.web_url === "string" ? o.web_url : "",
  ];
  return `- ${parts.filter(Boolean).join(" ")}`;
}

function renderList(action: Action, reply: GitLabReply, params: Record<string, unknown>): Rendered {
  const items = Array.isArray(reply.data) ? reply.data : [];
  const requested = { page: Number(params.page ?? 1), per_page: Number(params.per_page ?? DEFAULT_PER_PAGE) };
  const pagination = readPagination(reply.headers, requested, items.length);
  const total = pagination.total_items ?? "unknown";
  const head = `${action.title}: ${items.length} item(s) on page ${pagination.page} (total ${total}${
    pagination.has_more ? `; next page ${pagination.next_page}` : ""
  })`;
  return { text: [head, ...items.map((i) => rowLine(action, i))].join("\n"), structured: { items, pagination } };
}

function renderObject(action: Action, reply: GitLabReply): Rendered {
  const data = reply.data;
  if (Array.isArray(data)) {
    return {
      text: [`${action.title}: ${data.length} item(s)`, ...data.map((i) => rowLine(action, i))].join("\n"),
      structured: { items: data },
    };
  }
  if (!data || typeof data !== "object") {
    return { text: `${action.title}: ${scalar(data)}`, structured: { value: data } };
  }
  const o = data as Record<string, unknown>;
  const keys = action.summary.length
    ? action.summary
    : Object.keys(o).filter((k) => o[k] !== null && typeof o[k] !== "object").slice(0, 12);
  const lines = keys.map((k) => `- ${k}: ${scalar(o[k])}`);
  return { text: [`${action.title}:`, ...lines].join("\n"), structured: o };
}

/** Dispatches on the action's result kind and appends its notes. */
export function render(action: Action, reply: GitLabReply, params: Record<string, unknown>): Rendered {
  let out: Rendered;
  if (action.kind === "list") out = renderList(action, reply, params);
  else if (action.kind === "text") out = windowText(action, String(reply.data ?? ""), params);
  else if (action.kind === "none" && (reply.data === null || reply.data === "")) {
    out = { text: `${action.title}: done (HTTP ${reply.status}).`, structured: { ok: true, status: reply.status } };
  } else out = renderObject(action, reply);
  const notes = action.notes?.(reply.data) ?? [];
  if (notes.length) out.text += "\n" + notes.map((n) => `> ${n}`).join("\n");
  return { ...out, status: reply.status };
}
