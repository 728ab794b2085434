/**
 * Turns GitLab's answer into the two halves of a result: a compact Markdown block for the model and compact
 * structuredContent (the row's shape, or GitLab's JSON without nulls and links), GitLab's whole JSON under `raw`
 * when the call asks for it.
 */
import type { GitLabReply } from "../gitlab/client.ts";
import { cursorPagination, nextOf, readPagination } from "../gitlab/pagination.ts";
import type { Action } from "./action.ts";
import { DEFAULT_PER_PAGE } from "./build_request.ts";
import { stripTerminal, windowText } from "./text_window.ts";
import { logView, wantsLogView } from "./log_view.ts";
import type { Rendered } from "./rendered.ts";
import { cleanDeep, newTally, removalNote, showValue } from "../text/sanitize.ts";
import { withholdSecrets } from "./secret_values.ts";
import { isAbsent, project } from "./shape.ts";
import { shapeObject, shapeRow } from "./shape_text.ts";
import { RAW, trimmed } from "./compact.ts";
import { archiveListing, renderArchive } from "./archive.ts";
import { log } from "../log/mod.ts";
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

/** A list of plain words (token scopes, tag lists) reads as `a, b`, not as JSON. */
function scalar(v: unknown): string {
  const words = Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number");
  const s = typeof v === "string" ? v : words ? (v as unknown[]).join(", ") : JSON.stringify(v);
  const flat = (s ?? "").replace(/\s+/g, " ");
  return showValue(flat.length > MAX_FIELD ? flat.slice(0, MAX_FIELD) + "…" : flat);
}

function firstKey(o: Record<string, unknown>, keys: string[]): string | undefined {
  return keys.find((k) => o[k] !== undefined && o[k] !== null && typeof o[k] !== "object");
}

/** Summary fields the item has: a withheld secret is absent, not shown as an empty value. */
function present(keys: string[], o: Record<string, unknown>): string[] {
  return keys.filter((k) => !isAbsent(o[k]));
}

/** One line for one list item: `#iid label [state] url`. */
function rowLine(action: Action, item: unknown): string {
  if (!item || typeof item !== "object") return `- ${scalar(item)}`;
  if (action.shape) {
    return shapeRow(action.shape, project(action.shape, item, false));
  }
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
  const pagination = reply.cursor === undefined
    ? readPagination(reply.headers, requested, all.length)
    : cursorPagination(reply.cursor, requested.per_page);
  const page = trimmed(pagination) as Record<string, unknown>;
  const structured = (items: unknown[]) => ({ items, pagination: page, ...(truncated && { truncated }) });
  const total = pagination.total_items ?? "unknown";
  const head = `${action.title}: ${items.length} item(s) on page ${pagination.page} (total ${total}${
    pagination.has_more ? `; next ${"next_cursor" in pagination ? "cursor" : "page"} ${nextOf(pagination)}` : ""
  })`;
  return {
    text: [head, ...lines].join("\n"),
    ...both(action, params, structured(items), true, (x) => structured(x as unknown[])),
  };
}

/** The compact form of one item: its shape's fields, or GitLab's JSON trimmed; `whole` keeps detail fields. */
function compact(action: Action, item: unknown, whole: boolean): unknown {
  return action.shape ? project(action.shape, item, whole) : trimmed(item);
}

/**
 * Both structured forms from the raw one: `raw: true` asks for GitLab's JSON under `raw` (with the page's
 * pagination), otherwise `wrap` gets the compacted items or object. `listed`: GitLab answered a list, held as
 * `raw.items`; else `raw` is GitLab's object, whose keys (an `items` one too) are its data, never our wrapper's.
 */
function both(
  action: Action,
  params: Record<string, unknown>,
  raw: Record<string, unknown>,
  listed: boolean,
  wrap: (compacted: unknown) => Record<string, unknown>,
): { structured: Record<string, unknown>; raw: Record<string, unknown> } {
  if (params[RAW] === true && !(RAW in action.params.shape)) {
    if (!listed) return { structured: { raw }, raw };
    const { items, ...rest } = raw;
    return { structured: { raw: items, ...rest }, raw };
  }
  const data = listed ? (raw.items as unknown[]).map((i) => compact(action, i, false)) : compact(action, raw, true);
  return { structured: wrap(data), raw };
}

function renderObject(action: Action, reply: GitLabReply, params: Record<string, unknown>): Rendered {
  const data = reply.data;
  if (Array.isArray(data)) {
    const { shown, lines, truncated } = itemRows(action, data);
    const structured = (items: unknown) => ({ items, ...(truncated && { truncated }) });
    return {
      text: [`${action.title}: ${data.length} item(s)`, ...lines].join("\n"),
      ...both(action, params, structured(shown), true, structured),
    };
  }
  if (!data || typeof data !== "object") {
    return { text: `${action.title}: ${scalar(data)}`, structured: { value: data }, raw: { value: data } };
  }
  const o = data as Record<string, unknown>;
  return {
    text: [`${action.title}:`, ...objectLines(action, o)].join("\n"),
    ...both(action, params, o, false, (c) => c as Record<string, unknown>),
  };
}

function objectLines(action: Action, o: Record<string, unknown>): string[] {
  if (action.shape) {
    return shapeObject(action.shape, project(action.shape, o, true));
  }
  const keys = action.summary.length
    ? present(action.summary, o)
    : Object.keys(o).filter((k) => !isAbsent(o[k]) && typeof o[k] !== "object").slice(0, 12);
  return keys.map((k) => `- ${k}: ${scalar(o[k])}`);
}

/**
 * GitLab's data with hidden characters and terminal sequences removed and counted (text/sanitize.ts),
 * and secrets withheld, before either half of the result is built; a job log's colour codes and section
 * markers go first, silently.
 */
function cleaned(action: Action, reply: GitLabReply, params: Record<string, unknown>): {
  reply: GitLabReply;
  note?: string;
} {
  const tally = newTally();
  const data = action.log
    ? (wantsLogView(params) ? logView(String(reply.data ?? ""), params) : stripTerminal(String(reply.data ?? "")))
    : withholdSecrets(action.secret, reply.data, params);
  return { reply: { ...reply, data: cleanDeep(data, tally) }, note: removalNote(tally) };
}

/** The row's notes on GitLab's answer: one that an odd answer trips over is left out, not the whole result. */
function notesOn(action: Action, data: unknown): string[] {
  try {
    return action.notes?.(data) ?? [];
  } catch (err) {
    log("warn", "a result note could not be written", { action: action.id, error: String(err) });
    return [];
  }
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
    const done = { ok: true, status: reply.status };
    out = { text: `${action.title}: done (HTTP ${reply.status}).`, structured: done, raw: done };
  } else out = renderObject(action, reply, params);
  const notes = [...notesOn(action, reply.data).map(showValue), ...(note ? [note] : [])];
  if (notes.length) out.text += "\n" + notes.map((n) => `> ${n}`).join("\n");
  return { ...out, ...(note && { removed: note }) };
}
