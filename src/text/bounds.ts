/**
 * Length limits for the free text a caller sends outside an action's params: find queries, action IDs
 * and names, unknown param names, prompt and completion arguments, resource URIs. Each is checked
 * before the server works on it, so no search, suggestion or GitLab call grows with what the caller typed.
 */

/** Longest gitlab_find_action query: a task described in a few words. */
export const QUERY_MAX = 1000;
/** Longest action ID or meta-tool action name; the catalog's longest is about 30. */
export const ACTION_ID_MAX = 100;
/** Unknown param or argument names described one by one in an error; the rest are counted. */
export const NAMES_SHOWN = 10;
/** Longest prompt argument, completion argument name, typed value or context value. */
export const ARGUMENT_MAX = 1024;
/** Longest resource URI. */
export const URI_MAX = 8192;
/** The most text (UTF-8 bytes) one result shows the model: a file's or a log's window, an archive's listing. */
export const TEXT_SHOWN_BYTES = 64 * 1024;

/** "is N characters; send at most M" when `text` is over `max`, else undefined. */
export function overLimit(text: string, max: number): string | undefined {
  return text.length > max ? `is ${text.length} characters; send at most ${max}` : undefined;
}

/** At most `max` characters of `text`, marked with "…" when cut, for echoing a caller's value. */
export function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `value` as one line (whitespace runs collapsed) of at most `max` characters, marked with "…" when cut. */
export function oneLine(value: unknown, max: number): string {
  return clip(String(value ?? "").replace(/\s+/g, " ").trim(), max);
}

/** `"a", "b" and 3 more`: a bounded list of names a caller sent, each clipped. */
export function quoteNames(names: string[], join = ", "): string {
  const shown = names.slice(0, NAMES_SHOWN).map((n) => JSON.stringify(clip(n)));
  const more = names.length - shown.length;
  return `${shown.join(join)}${more > 0 ? ` and ${more} more` : ""}`;
}

/** Visible stand-ins for controls and line breaks: C0 as control pictures (LF ␊, CR ␍, tab ␉), DEL ␡, C1 and U+2028/2029 ␤. */
function controlPicture(c: string): string {
  const code = c.charCodeAt(0);
  return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? "\u2421" : "\u2424";
}

/** `text` with every control character and line break shown as a symbol: it can never start another line. */
export function flatLine(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\x00-\x1f\x7f-\x9f\u2028\u2029]/g, controlPicture);
}
