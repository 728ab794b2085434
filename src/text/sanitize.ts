/**
 * Makes text written by GitLab users safe to hand to a model (and to a client
 * that renders Markdown). Issue bodies, comments, files and job logs come
 * from people the user may not trust, so what a reader cannot see must not
 * reach the model, and nothing may render as markup the server did not write:
 *
 * - removed from every string (text and structuredContent): format
 *   characters (bidi overrides and isolates, zero-width, BOM, soft hyphen),
 *   Unicode tag characters, the supplementary variation selectors
 *   (U+E0100–E01EF, one hidden byte each), the combining grapheme joiner,
 *   Hangul fillers, the braille blank, lone surrogates, control characters
 *   other than line feed and tab (a CR survives only before a LF), whole
 *   terminal escape sequences (CSI, OSC including OSC 8 hyperlinks,
 *   DCS/APC/PM/SOS), and a variation selector U+FE00–FE0F that selects
 *   nothing: one at the start, after whitespace or after another selector
 *   (the single one after a character, as in "❤️", stays); the removals are
 *   counted so the text can say so;
 * - in Markdown text outside code fences: `<` becomes `&lt;` (HTML shows as
 *   text), and remote images become a defanged plain link,
 *   `![alt](https://x/y.png)` and `<img alt="alt" src="https://x/y.png">`
 *   both as `[image: alt] hxxps://x/y.png`, so no client fetches them;
 * - a code fence is longer than any backtick run in what it wraps.
 *
 * server/outgoing.ts applies cleanDeep to every answer as it leaves the server.
 */

/**
 * Characters that show nothing: format (Cf: bidi, zero-width, most tag characters), lone surrogates, the tag
 * block, the supplementary variation selectors, the combining grapheme joiner (U+034F), the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0) and the braille blank (U+2800), which render as blank space.
 */
const INVISIBLE_CLASS = String
  .raw`\p{Cf}\p{Cs}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u034F\u115F\u1160\u3164\uFFA0\u2800`;
/** Controls other than LF and tab (CR is handled apart). */
const CONTROLS = String.raw`\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F`;
/** Invisible characters plus controls; a CR only where no LF follows. */
const HIDDEN = new RegExp(String.raw`[${INVISIBLE_CLASS}${CONTROLS}]|\r(?!\n)`, "gu");
/** A BMP variation selector with nothing to select: at the start, after whitespace or after another selector. */
const STRAY_SELECTOR = /(?<=^|[\s\uFE00-\uFE0F])[\uFE00-\uFE0F]/gu;
/** Anything one of the passes could remove (ESC and CR are controls here): a clean string is scanned once. */
const SUSPECT = new RegExp(String.raw`[${INVISIBLE_CLASS}${CONTROLS}\r\uFE00-\uFE0F]`, "u");
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

/**
 * One string without terminal sequences and hidden characters, counted in `tally`. Stray selectors go last,
 * so one left next to another by a removal between them goes too.
 */
export function cleanString(text: string, tally: Tally = newTally()): string {
  if (!SUSPECT.test(text)) return text;
  const count = (key: keyof Tally) => () => {
    tally[key]++;
    return "";
  };
  return text.replace(TERMINAL, count("sequences"))
    .replace(HIDDEN, count("characters"))
    .replace(STRAY_SELECTOR, count("characters"));
}

function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Nesting walked value by value (GitLab's JSON is a few levels deep); anything deeper is written as JSON text. */
const MAX_DEPTH = 64;

/**
 * The same value with every string (object keys too) cleaned, recursively: the value itself when nothing was
 * removed, else a copy of the arrays and plain objects that changed (symbol-keyed properties, the SDK's markers,
 * carried over); other values as they are. JSON parses nesting far deeper than a walk's stack, so past MAX_DEPTH
 * a value is its cleaned JSON text. A `__proto__` key is dropped: assigned, it would set a copy's prototype,
 * whose fields every later read would then inherit.
 */
export function cleanDeep<T>(value: T, tally: Tally = newTally(), depth = 0): T {
  if (typeof value === "string") return cleanString(value, tally) as T;
  if (!value || typeof value !== "object") return value;
  if (depth > MAX_DEPTH) return cleanString(JSON.stringify(value), tally) as T;
  if (Array.isArray(value)) {
    const out = value.map((v) => cleanDeep(v, tally, depth + 1));
    return (out.some((v, i) => v !== value[i]) ? out : value) as T;
  }
  if (!isPlain(value)) return value;
  let changed = false;
  const entries = Object.entries(value).flatMap(([k, v]) => {
    const key = cleanString(k, tally);
    if (key === "__proto__") return (changed = true, []);
    const pair = [key, cleanDeep(v, tally, depth + 1)] as const;
    changed ||= pair[0] !== k || pair[1] !== v;
    return [pair];
  });
  if (!changed) return value;
  const out: Record<string | symbol, unknown> = Object.fromEntries(entries);
  for (const sym of Object.getOwnPropertySymbols(value)) out[sym] = (value as Record<symbol, unknown>)[sym];
  return out as T;
}

/**
 * "(removed 3 invisible characters and 1 terminal escape sequence from GitLab's answer)", `from` naming what
 * they were removed from; undefined when nothing was removed.
 */
export function removalNote(tally: Tally, from = "GitLab's answer"): string | undefined {
  const parts: string[] = [];
  if (tally.characters) parts.push(`${tally.characters} invisible character${tally.characters === 1 ? "" : "s"}`);
  if (tally.sequences) parts.push(`${tally.sequences} terminal escape sequence${tally.sequences === 1 ? "" : "s"}`);
  return parts.length ? `(removed ${parts.join(" and ")} from ${from})` : undefined;
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
