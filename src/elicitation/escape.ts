/**
 * Makes a value safe to show inside a question the server asks. MCP clients
 * show an elicitation message as plain text, some render it as Markdown, so
 * the value must read exactly as typed in the first case and stay inert in
 * the second: one line, no invisible or bidi character, link schemes
 * defanged, and nothing a renderer would turn into a link, image, emphasis,
 * HTML, code span or heading. Text that came from a model can then not pose
 * as the server's own words, and the user still recognises `group/my-project`
 * or `feature/login_v2`. Only the characters that would render are swapped
 * for a visible lookalike (never a backslash, never an invisible character):
 *
 *   `](` → `] (`   `<tag>` → `‹tag›`   `` ` `` → `｀`   `&name;` → `＆name;`
 *   `*` `_` `~` that can open or close emphasis → `＊` `＿` `～`
 *   a leading `#` heading or `>` quote marker → `＃`, `›`
 *   `://` → `[:]//`   `javascript:` (data, vbscript, file, mailto) → `javascript[:]`   `www.` → `www[.]`
 *
 * A value's edges count as unknown, so two values in one message cannot pair
 * up; a caller only must not put `(` right after a value (a trailing `]`).
 */

import { cleanString } from "../text/sanitize.ts";

/** Line breaks and tabs become a space, so a value cannot start a line of its own. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

const LOOKALIKE = { "*": "＊", "_": "＿", "~": "～", "<": "‹", ">": "›", "#": "＃" } as const;

/** Makes one value safe to show; `max` cuts long text to that many characters (with an ellipsis). */
export function escapeValue(value: unknown, max = Infinity): string {
  const text = typeof value === "string" ? value : JSON.stringify(value) ?? "";
  return quietDelimiters(quietMarkup(defang(cut(oneLine(text), max))));
}

/** Breaks become spaces first; the sanitiser every answer passes (text/sanitize.ts) then removes every other control. */
function oneLine(s: string): string {
  return cleanString(s.replace(BREAKS, " ")).replace(/\s{2,}/g, " ").trim();
}

/** Cuts by characters (code points), so an emoji is never split. */
function cut(s: string, max: number): string {
  const chars = Array.from(s);
  return chars.length > max ? chars.slice(0, max).join("") + "…" : s;
}

function defang(s: string): string {
  return s.replaceAll("://", "[:]//")
    .replace(/(?<![\p{L}\p{N}])(javascript|data|vbscript|file|mailto):/giu, "$1[:]")
    .replace(/(?<![\p{L}\p{N}])(www)\./giu, "$1[.]");
}

/** Links and images, inline HTML and autolinks, character references, code spans, a leading heading or quote. */
function quietMarkup(s: string): string {
  return s.replaceAll("](", "] (")
    .replace(/<(?=[A-Za-z/!?]|$)([^<>]*)(>?)/g, (_, tag: string, end: string) => `‹${tag}${end && "›"}`)
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, "＆")
    .replaceAll("`", "｀")
    .replace(/^#{1,6}(?=\s|$)/, (hashes) => LOOKALIKE["#"].repeat(hashes.length))
    .replace(/^>/, LOOKALIKE[">"]);
}

const space = (c: string | undefined) => c !== undefined && /\s/u.test(c);
const word = (c: string | undefined) => c !== undefined && /[^\s\p{P}\p{S}]/u.test(c);

/**
 * A run of `*`, `_` or `~` is left alone only where CommonMark/GFM can never
 * make it open or close emphasis or strikethrough: whitespace on both sides,
 * or (for `_`) inside a word, as in `my_var`. The value's edges count as
 * unknown, since a delimiter there could pair with one in a neighbouring value.
 */
function quietDelimiters(s: string): string {
  return s.replace(/([*_~])\1*/g, (run: string, ch: "*" | "_" | "~", at: number) => {
    const before = Array.from(s.slice(Math.max(0, at - 2), at)).pop();
    const next = s.codePointAt(at + run.length);
    const after = next === undefined ? undefined : String.fromCodePoint(next);
    const inert = (space(before) && space(after)) || (ch === "_" && word(before) && word(after));
    return inert ? run : LOOKALIKE[ch].repeat(run.length);
  });
}
