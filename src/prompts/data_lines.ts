/**
 * Squeezes GitLab data into a few lines a model can read at a glance: chosen
 * fields only, nested users and labels flattened to names, long text cut.
 * Prompts embed this, so its size is what bounds a prompt's size.
 */
import { showValue } from "../text/sanitize.ts";

/** Longest value of most fields, in characters. */
const MAX_VALUE = 160;
/** Fields that carry prose and deserve more room. */
const PROSE: Record<string, number> = { description: 1200, body: 400, message: 400 };
/** Most entries of an array value shown (labels, assignees). */
const MAX_ITEMS = 10;

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return "(empty)";
  return showValue(flat.length > max ? `${flat.slice(0, max)}… [cut]` : flat);
}

/** A nested object's name: users by @username, everything else by its title, name or path. */
function nameOf(o: Record<string, unknown>): string {
  if (typeof o.username === "string") return showValue(`@${o.username}`);
  for (const k of ["title", "name", "full_path", "path_with_namespace", "ref", "status", "id"]) {
    if (o[k] !== undefined && o[k] !== null && typeof o[k] !== "object") return cut(String(o[k]), MAX_VALUE);
  }
  return showValue(JSON.stringify(o).slice(0, MAX_VALUE));
}

function valueText(key: string, v: unknown): string {
  if (v === null || v === undefined) return "none";
  if (Array.isArray(v)) {
    const shown = v.slice(0, MAX_ITEMS).map((x) => valueText(key, x));
    return (shown.join(", ") || "none") + (v.length > MAX_ITEMS ? `, … (${v.length} in all)` : "");
  }
  if (typeof v === "object") return nameOf(v as Record<string, unknown>);
  return cut(String(v), PROSE[key] ?? MAX_VALUE);
}

/** One object, one `- field: value` line per field present. */
export function objectLines(data: Record<string, unknown>, fields: string[]): string[] {
  return fields.filter((f) => f in data).map((f) => `- ${f}: ${valueText(f, data[f])}`);
}

/** A list, one `- a: x | b: y` line per item. */
export function listLines(items: unknown[], fields: string[]): string[] {
  return items.map((item) => {
    if (!item || typeof item !== "object") return `- ${valueText("", item)}`;
    const o = item as Record<string, unknown>;
    return `- ${fields.filter((f) => f in o).map((f) => `${f}: ${valueText(f, o[f])}`).join(" | ")}`;
  });
}

/** Keeps whole lines while they fit in `max` characters, and says how many were left out. */
export function boundLines(lines: string[], max: number): string[] {
  const out: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > max) {
      out.push(`- … ${lines.length - out.length} more line(s) left out to keep this prompt short`);
      break;
    }
    out.push(line);
    size += line.length + 1;
  }
  return out;
}

/** The end of a log (where failures are) or the start of a file, at most `max` characters. */
export function textBlock(text: string, max: number, fromEnd: boolean): string {
  if (text.length <= max) return text;
  return fromEnd ? `[… earlier lines cut]\n${text.slice(-max)}` : `${text.slice(0, max)}\n[… rest cut]`;
}
