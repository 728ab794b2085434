/**
 * Makes text written by GitLab users safe to hand to a model (and to a client
 * that renders Markdown). Issue bodies, comments, files and job logs come
 * from people the user may not trust, so what a reader cannot see must not
 * reach the model, and nothing may render as markup the server did not write:
 *
 * - removed from every string (text and structuredContent): format
 *   characters (bidi overrides and isolates, zero-width, BOM, soft hyphen),
 *   Unicode tag characters, lone surrogates, control characters other than
 *   line feed and tab (a CR survives only before a LF), and whole terminal
 *   escape sequences (CSI, OSC including OSC 8 hyperlinks, DCS/APC/PM/SOS);
 *   the removals are counted so the text can say so;
 * - in Markdown text outside code fences: `<` becomes `&lt;` (HTML shows as
 *   text), and remote images become a defanged plain link,
 *   `![alt](https://x/y.png)` and `<img alt="alt" src="https://x/y.png">`
 *   both as `[image: alt] hxxps://x/y.png`, so no client fetches them;
 * - a code fence is longer than any backtick run in what it wraps.
 */

/** Invisible characters: format (Cf, which holds bidi, zero-width and most tag characters), lone surrogates, the tag block. */
export const INVISIBLE_CLASS = String.raw`\p{Cf}\p{Cs}\u{E0000}-\u{E007F}`;
/** Invisible characters plus controls other than LF and tab; a CR only where no LF follows. */
const HIDDEN = new RegExp(String.raw`[${INVISIBLE_CLASS}\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]|\r(?!\n)`, "gu");
/** Terminal escape sequences: OSC (to BEL or ST), DCS/SOS/PM/APC, CSI, and two-character escapes. */
const TERMINAL =
  // deno-lint-ignore no-control-regex
  /\x1b\][^\x07\x1b\n]*(?:\x07|\x1b\\)?|\x1b[PX^_][^\x07\x1b\n]*(?:\x07|\x1b\\)?|\x1b\[[0-?]*[ -/]*[@-~]?|\x1b[ -/]*[0-~]?/g;

/** How much was removed from one answer. */
export interface Tally {
  characters: number;
  sequences: number;
}

export const newTally = (): Tally => ({ characters: 0, sequences: 0 });

/** One string without terminal sequences and hidden characters, counted in `tally`. */
export function cleanString(text: string, tally: Tally = newTally()): string {
  const noSequences = text.replace(TERMINAL, () => {
    tally.sequences++;
    return "";
  });
  return noSequences.replace(HIDDEN, () => {
    tally.characters++;
    return "";
  });
}

/** Nesting walked value by value (GitLab's JSON is a few levels deep); anything deeper is written as JSON text. */
const MAX_DEPTH = 64;

/**
 * The same value with every string (object keys too) cleaned, recursively; other values as they are. JSON parses
 * nesting far deeper than a walk's stack, so past MAX_DEPTH a value is its cleaned JSON text. A `__proto__` key
 * is dropped: assigned, it would set the copy's prototype, whose fields every later read would then inherit.
 */
export function cleanDeep<T>(value: T, tally: Tally = newTally(), depth = 0): T {
  if (typeof value === "string") return cleanString(value, tally) as T;
  if (!value || typeof value !== "object") return value;
  if (depth > MAX_DEPTH) return cleanString(JSON.stringify(value), tally) as T;
  if (Array.isArray(value)) return value.map((v) => cleanDeep(v, tally, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const key = cleanString(k, tally);
    if (key !== "__proto__") out[key] = cleanDeep(v, tally, depth + 1);
  }
  return out as T;
}

/** "(removed 3 invisible characters and 1 terminal escape sequence)", or undefined when nothing was removed. */
export function removalNote(tally: Tally): string | undefined {
  const parts: string[] = [];
  if (tally.characters) parts.push(`${tally.characters} invisible character${tally.characters === 1 ? "" : "s"}`);
  if (tally.sequences) parts.push(`${tally.sequences} terminal escape sequence${tally.sequences === 1 ? "" : "s"}`);
  return parts.length ? `(removed ${parts.join(" and ")} from GitLab's answer)` : undefined;
}

const MD_IMAGE = /!\[([^\]\n]*)\]\(\s*<?([^\s<>()]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const HTML_IMAGE = /<img\b[^>]*>?/gi;

/** `https://x` → `hxxps://x`; another scheme's colon bracketed (`data[:]…`); a scheme-relative `//x` → `hxxp://x`. */
export function defangUrl(url: string): string {
  if (/^https?:/i.test(url)) return url.replace(/^h(tt)p/i, "hxxp");
  if (url.startsWith("//")) return `hxxp:${url}`;
  return url.replace(/^([a-z][a-z0-9+.-]*):/i, "$1[:]");
}

function attribute(tag: string, name: string): string {
  const m = new RegExp(String.raw`\b${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : "";
}

function imageLink(alt: string, src: string): string {
  return `[image: ${alt.replace(/[[\]]/g, "")}]${src ? ` ${defangUrl(src)}` : ""}`;
}

/** One piece of GitLab text for Markdown outside a fence: images as defanged links, HTML as text. */
export function showValue(text: string): string {
  return text.replace(MD_IMAGE, (_, alt: string, src: string) => imageLink(alt, src))
    .replace(HTML_IMAGE, (tag) => imageLink(attribute(tag, "alt"), attribute(tag, "src")))
    .replaceAll("![", "!\\[")
    .replaceAll("<", "&lt;");
}

/** A backtick fence longer than the longest backtick run in `content` (at least three). */
export function fenceFor(content: string): string {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return "`".repeat(Math.max(3, longest + 1));
}

/** `content` in a code fence it cannot close. */
export function fenced(content: string): string {
  const fence = fenceFor(content);
  return `${fence}\n${content}\n${fence}`;
}
