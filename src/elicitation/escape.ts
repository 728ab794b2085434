/**
 * Makes a value safe to show inside a question the server asks: one line,
 * link schemes defanged, Markdown shown literally. Text that came from a
 * model can then not pose as the server's own words.
 */

const MARKDOWN = /([\\`*_{}\[\]()#+\-!|>~<])/g;

/** Escapes one value; `max` cuts long text (with an ellipsis). */
export function escapeValue(value: unknown, max = Infinity): string {
  let s = typeof value === "string" ? value : JSON.stringify(value) ?? "";
  s = s.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/\s{2,}/g, " ").trim();
  if (s.length > max) s = s.slice(0, max) + "…";
  s = s.replace(MARKDOWN, "\\$1");
  s = s.replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, "$1[:]//");
  return s.replace(/\b(javascript|data|vbscript|file|mailto):(?!\/\/)/gi, "$1[:]");
}
