/**
 * The Markdown half of a shaped result, written from the compact object so text and structured content agree:
 * one line per list row (`#12 Title [opened] · labels: bug · assignees: @ann`), a single object's free text as a
 * fenced block, SHAs and timestamps shortened, absent values never printed.
 */
import type { Field, Shape } from "./shape.ts";
import { fenced, showValue } from "../text/sanitize.ts";

type Obj = Record<string, unknown>;

const HEAD_ID = ["iid", "id"];
const HEAD_LABEL = ["title", "name", "path_with_namespace", "full_path", "username", "tag_name", "at", "action_name"];
const HEAD_STATE = ["state", "status"];
/** A row's free text is cut here: a list is for finding the item, the full text is one get away. */
const ROW_TEXT = 300;
/** A single object's free text is cut here in text; structured content keeps it whole. */
const OBJECT_TEXT = 4000;
const SHORT_SHA = 8;
/** Lines of a code search hit shown under its row. */
const ROW_LINES = 12;

function flat(s: string, max: number): string {
  const one = s.replace(/\s+/g, " ");
  return one.length > max ? one.slice(0, max) + "…" : one;
}

/** `2016-01-04T15:31:46.176Z` → `2016-01-04 15:31Z`: a reader needs the minute, not the millisecond. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function valueText(field: Field, v: unknown, max = 120): string {
  if (field.type === "object[]") return String(Array.isArray(v) ? v.length : 0);
  if (Array.isArray(v)) return v.map((x) => valueText({ ...field, type: "string" }, x)).join(", ");
  const s = String(v);
  if (field.sha) return showValue(s.slice(0, SHORT_SHA));
  if (field.user) return `@${showValue(flat(s, max))}`;
  const time = TIMESTAMP.exec(s);
  if (time) return `${time[1]} ${time[2]}${time[3] === "Z" ? "Z" : time[3]}`;
  return showValue(flat(s, max));
}

function firstOf(keys: string[], o: Obj): string | undefined {
  return keys.find((k) => o[k] !== undefined && typeof o[k] !== "object");
}

/** `#12 Title [opened]`: the fields a reader looks for first, each written once. */
function head(shape: Shape, o: Obj): { text: string; used: Set<string> } {
  const id = firstOf(HEAD_ID, o);
  const label = firstOf(HEAD_LABEL, o);
  const state = firstOf(HEAD_STATE, o);
  const prefix = id === "iid" ? shape.iidPrefix ?? "#" : "";
  const parts = [
    id ? `${prefix}${o[id]}` : "",
    label ? showValue(flat(String(o[label]), 120)) : "",
    state ? `[${showValue(flat(String(o[state]), 40))}]` : "",
  ];
  return { text: parts.filter(Boolean).join(" "), used: new Set([id, label, state].filter((k) => k !== undefined)) };
}

function block(text: string, max: number): string {
  const cut = text.length > max ? text.slice(0, max) + `\n… (${text.length - max} more characters)` : text;
  return fenced(cut);
}

/**
 * One list row: its head, then the other fields; free text is cut short and kept on the line (a nested list, such
 * as a thread's notes, is counted here: the row's own notes spell it out).
 */
export function shapeRow(shape: Shape, o: Obj): string {
  const { text, used } = head(shape, o);
  const fields = Object.entries(shape.fields).filter(([key]) => !used.has(key) && o[key] !== undefined);
  const rest = fields.filter(([, field]) => !field.lines)
    .map(([key, field]) => `${key}: ${valueText(field, o[key], field.long ? ROW_TEXT : 120)}`);
  const blocks = fields.filter(([, field]) => field.lines).map(([key]) => codeBlock(String(o[key])));
  return [`- ${[text, ...rest].filter(Boolean).join(" · ")}`, ...blocks].join("\n");
}

/** A search hit's lines, indented under its row, at most ROW_LINES of them. */
function codeBlock(text: string): string {
  const lines = text.replace(/\n$/, "").split("\n");
  const shown = lines.slice(0, ROW_LINES).map((l) => (l.length > 200 ? l.slice(0, 200) + "…" : l)).join("\n");
  const more = lines.length > ROW_LINES ? `\n… ${lines.length - ROW_LINES} more line(s)` : "";
  return fenced(shown + more).split("\n").map((l) => `  ${l}`).join("\n");
}

/** One object: a line per short field, then each free text as a fenced block. */
export function shapeObject(shape: Shape, o: Obj): string[] {
  const lines: string[] = [];
  const blocks: string[] = [];
  for (const [key, field] of Object.entries(shape.fields)) {
    if (o[key] === undefined) continue;
    if (field.long) blocks.push(`${key}:`, block(String(o[key]), OBJECT_TEXT));
    else lines.push(`- ${key}: ${valueText(field, o[key])}`);
  }
  return [...lines, ...blocks];
}
