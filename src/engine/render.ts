/**
 * Turns GitLab's answer into the two halves of a result: a compact Markdown
 * block for the model and structuredContent with GitLab's own field names.
 */
import type { GitLabReply } from "../gitlab/client.ts";
import { readPagination } from "../gitlab/pagination.ts";
import type { Action } from "./action.ts";
import { DEFAULT_PER_PAGE } from "./build_request.ts";
import { stripTerminal, windowText } from "./text_window.ts";
import type { Rendered } from "./rendered.ts";
import { cleanDeep, newTally, removalNote, showValue } from "../text/sanitize.ts";
import { withholdSecrets } from "./secret_values.ts";
import { archiveListing, renderArchive } from "./archive.ts";
import type { ZipListing } from "../gitlab/zip_directory.ts";

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
/** GitLab pages hold at most 100 items; a longer answer is cut here rather than relayed whole. */
const MAX_ITEMS = 100;

function scalar(v: unknown): string {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  const flat = (s ?? "").replace(/\s+/g, " ");
  return showValue(flat.length > MAX_FIELD ? flat.slice(0, MAX_FIELD) + "…" : flat);
}

function firstKey(o: Record<string, unknown>, keys: string[]): string | undefined {
  return keys.find((k) => o[k] !== undefined && o[k] !== null && typeof o[k] !== "object");
}

/** Summary fields the item has: a withheld secret is absent, not shown as an empty value. */
function present(keys: string[], o: Record<string, unknown>): string[] {
  return keys.filter((k) => o[k] !== undefined);
}

/** One line for one list item: `#iid label [state] url`. */
function rowLine(action: Action, item: unknown): string {
  if (!item || typeof item !== "object") return `- ${scalar(item)}`;
  const o = item as Record<string, unknown>;
  if (action.summary.length) return `- ${present(action.summary, o).map((k) => `${k}: ${scalar(o[k])}`).join(" | ")}`;
  const id = firstKey(o, ID_KEYS);
  const label = firstKey(o, LABEL_KEYS);
  const state = firstKey(o, STATE_KEYS);
  const parts = [
    id ? `${id === "iid" ? "#" : ""}${scalar(o[id])}` : "",
    label ? scalar(o[label]) : "",
    state ? `[${scalar(o[state])}]` : "",
    typeof o.web_url === "string" ? showValue(o.web_url) : "",
  ];
  return `- ${parts.filter(Boolean).join(" ")}`;
}

/** The first MAX_ITEMS of a list, one line each, and a closing note when GitLab sent more. */
function itemRows(action: Action, items: unknown[]): { shown: unknown[]; lines: string[]; truncated?: true } {
  const shown = items.slice(0, MAX_ITEMS);
  const lines = shown.map((i) => rowLine(action, i));
  if (items.length <= MAX_ITEMS) return { shown, lines };
  const note =
    `> GitLab sent ${items.length} items; only the first ${MAX_ITEMS} are shown (truncated). Ask for pages with per_page (at most 100).`;
  return { shown, lines: [...lines, note], truncated: true };
}

function renderList(action: Action, reply: GitLabReply, params: Record<string, unknown>): Rendered {
  const all = Array.isArray(reply.data) ? reply.data : [];
  const { shown: items, lines, truncated } = itemRows(action, all);
  const requested = { page: Number(params.page ?? 1), per_page: Number(params.per_page ?? DEFAULT_PER_PAGE) };
  const pagination = readPagination(reply.headers, requested, all.length);
  const total = pagination.total_items ?? "unknown";
  const head = `${action.title}: ${items.length} item(s) on page ${pagination.page} (total ${total}${
    pagination.has_more ? `; next page ${pagination.next_page}` : ""
  })`;
  return { text: [head, ...lines].join("\n"), structured: { items, pagination, ...(truncated && { truncated }) } };
}

function renderObject(action: Action, reply: GitLabReply): Rendered {
  const data = reply.data;
  if (Array.isArray(data)) {
    const { shown, lines, truncated } = itemRows(action, data);
    return {
      text: [`${action.title}: ${data.length} item(s)`, ...lines].join("\n"),
      structured: { items: shown, ...(truncated && { truncated }) },
    };
  }
  if (!data || typeof data !== "object") {
    return { text: `${action.title}: ${scalar(data)}`, structured: { value: data } };
  }
  const o = data as Record<string, unknown>;
  const keys = action.summary.length
    ? present(action.summary, o)
    : Object.keys(o).filter((k) => o[k] !== null && typeof o[k] !== "object").slice(0, 12);
  const lines = keys.map((k) => `- ${k}: ${scalar(o[k])}`);
  return { text: [`${action.title}:`, ...lines].join("\n"), structured: o };
}

/**
 * GitLab's data with hidden characters and terminal sequences removed and counted (surfaces/sanitize.ts),
 * and secrets withheld, before either half of the result is built; a job log's colour codes and section
 * markers go first, silently.
 */
function cleaned(action: Action, reply: GitLabReply, params: Record<string, unknown>): {
  reply: GitLabReply;
  note?: string;
} {
  const tally = newTally();
  const data = action.log
    ? stripTerminal(String(reply.data ?? ""))
    : withholdSecrets(action.secret, reply.data, params);
  return { reply: { ...reply, data: cleanDeep(data, tally) }, note: removalNote(tally) };
}

/** Dispatches on the action's result kind and appends its notes, GitLab's values in them shown as text. */
export function render(action: Action, gitlabReply: GitLabReply, params: Record<string, unknown>): Rendered {
  const source = action.kind === "archive"
    ? { ...gitlabReply, data: archiveListing(action, gitlabReply.data) }
    : gitlabReply;
  const { reply, note } = cleaned(action, source, params);
  let out: Rendered;
  if (action.kind === "list") out = renderList(action, reply, params);
  else if (action.kind === "archive") out = renderArchive(action, reply.data as ZipListing);
  else if (action.kind === "text") out = windowText(action, String(reply.data ?? ""), params, reply.cut);
  else if (action.kind === "none" && (reply.data === null || reply.data === "")) {
    out = { text: `${action.title}: done (HTTP ${reply.status}).`, structured: { ok: true, status: reply.status } };
  } else out = renderObject(action, reply);
  const notes = [...(action.notes?.(reply.data) ?? []).map(showValue), ...(note ? [note] : [])];
  if (notes.length) out.text += "\n" + notes.map((n) => `> ${n}`).join("\n");
  return { ...out, ...(note && { removed: note }) };
}
