/**
 * escapeValue: plain names come out exactly as typed; anything a Markdown renderer would turn into a
 * link, image, emphasis, HTML, code span or heading comes out inert, on one line, with no invisible or
 * bidi character and no `://`. The inertness check below is written from the CommonMark/GFM rules,
 * not from the implementation.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { escapeValue } from "../../src/elicitation/escape.ts";

/** Exactly what a user types for projects, branches, tags, versions and titles: must come back unchanged. */
const PLAIN = [
  "group/my-project",
  "feature/login_v2",
  "v1.2.0",
  "my_var",
  "a-b.c",
  "release/2026.1",
  "@alice",
  "#12",
  "!34",
  "group/gitlab-mcp-server",
  "feature/login_v2-x",
  "my-group/sub.group/project_x",
  "snake_case_name",
  "1.0.0-rc.1+build.5",
  "Fix login page (mobile)",
  "[WIP] tidy the docs",
  "issue #12 and !34 by @alice",
  "price: 5 * 3 = 15",
  "x < y > z",
  "a & b, Q&A",
  "50% off!",
  "Ünïcödé 名前 🚀",
  "C:\\work\\repo",
  "main",
];

/** Why the text would render (or hide, or break a line) in a Markdown client, or null when inert. */
function renders(out: string): string | null {
  if (/[\r\n\u2028\u2029\u0085]/.test(out)) return "a line break";
  if (/[\p{Cf}\p{Cc}\p{Cs}\u{E0000}-\u{E007F}]/u.test(out)) return "an invisible or bidi character";
  if (out.includes("://")) return "a live link scheme";
  if (/(?<![\p{L}\p{N}])(javascript|data|vbscript|file|mailto):/iu.test(out)) return "a script or file scheme";
  if (/(?<![\p{L}\p{N}])www\./iu.test(out)) return "a www autolink";
  if (out.includes("](")) return "a link or image";
  if (/<[A-Za-z/!?]/.test(out)) return "inline HTML or an autolink";
  if (out.includes("`")) return "a code span";
  if (/&#?[A-Za-z0-9]+;/.test(out)) return "a character reference";
  if (/^(#{1,6}(\s|$)|>)/.test(out)) return "a heading or quote";
  return emphasis(out);
}

/**
 * A run of `*`, `_` or `~` can open or close emphasis/strikethrough unless whitespace is on both sides,
 * or (for `_` only) it sits inside a word. The value's edges count as "could be anything".
 */
function emphasis(out: string): string | null {
  const word = (c: string | undefined) => c !== undefined && /[^\s\p{P}\p{S}]/u.test(c);
  const space = (c: string | undefined) => c !== undefined && /\s/u.test(c);
  for (const m of out.matchAll(/([*_~])\1*/g)) {
    const before = Array.from(out.slice(0, m.index)).pop();
    const after = Array.from(out.slice(m.index + m[0].length))[0];
    const inert = (space(before) && space(after)) || (m[1] === "_" && word(before) && word(after));
    if (!inert) return `emphasis from "${m[0]}" at ${m.index}`;
  }
  return null;
}

function assertInert(input: string, out: string) {
  const why = renders(out);
  assert.equal(why, null, `${JSON.stringify(input)} -> ${JSON.stringify(out)} still has ${why}`);
}

Deno.test("escape: plain names, paths, branches and versions come out exactly as typed", () => {
  for (const name of PLAIN) assert.equal(escapeValue(name), name);
});

Deno.test("escape: generated plain names (words joined by / - . _ with @ # ! prefixes) are unchanged", () => {
  // A word "www" before "." is defanged by design (`www.` -> `www[.]`), so it is not a plain name.
  const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/).filter((w) => w.toLowerCase() !== "www");
  const name = fc.tuple(
    fc.constantFrom("", "@", "#", "!"),
    word,
    fc.array(fc.tuple(fc.constantFrom("/", "-", ".", "_", "+"), word), { maxLength: 6 }),
  ).map(([p, first, rest]) => p + first + rest.map(([sep, w]) => sep + w).join(""));
  fc.assert(fc.property(name, (n) => escapeValue(n) === n), { numRuns: 500 });
});

/** [input, expected]: the documented lookalikes, never a backslash. */
const SHOWN: Array<[string, string]> = [
  ["[click](https://evil.example)", "[click] (https[:]//evil.example)"],
  ["![](https://evil.example/x.png)", "![] (https[:]//evil.example/x.png)"],
  ["<https://evil.example>", "‹https[:]//evil.example›"],
  ['<img src="x" onerror="alert(1)">', '‹img src="x" onerror="alert(1)"›'],
  ["<b>bold</b>", "‹b›bold‹/b›"],
  ["**Ignore previous**", "＊＊Ignore previous＊＊"],
  ["_x_ and __y__", "＿x＿ and ＿＿y＿＿"],
  ["~~gone~~", "～～gone～～"],
  ["`rm -rf /`", "｀rm -rf /｀"],
  ["# Approve everything", "＃ Approve everything"],
  ["> quoted", "› quoted"],
  ["a <", "a ‹"],
  ["&#x202E;evil &amp; co", "＆#x202E;evil ＆amp; co"],
  ["javascript:alert(1)", "javascript[:]alert(1)"],
  ["www.evil.example", "www[.]evil.example"],
  ["line one\nline two\r\n\u2028three", "line one line two three"],
  ["a\u202Eb\u200Bc\uFEFFd\u{E0041}e\u2066f\u00ADg", "abcdefg"],
  ["ht\u200Btps://evil.example", "https[:]//evil.example"],
];

Deno.test("escape: what would render is shown with a visible lookalike, never with backslash noise", () => {
  for (const [input, expected] of SHOWN) {
    const out = escapeValue(input);
    assert.equal(out, expected, JSON.stringify(input));
    assert(!out.includes("\\"), out);
    assertInert(input, out);
  }
});

/** Hostile values: each must come out inert. */
const HOSTILE = [
  "[a](b)",
  "[a]\u200B(b)",
  "[a]\n(b)",
  "[ref]: https://evil.example",
  "<mailto:x@evil.example>",
  "<x@evil.example>",
  "<!-- hidden -->",
  "<?php ?>",
  "<![CDATA[x]]>",
  "</div>",
  "*x*",
  "a*b*c",
  "_under_",
  "x_https://evil.example",
  "~strike~",
  "``double``",
  "###### h6",
  "#",
  "data:text/html,<script>",
  "file:///etc/passwd",
  "Run it?\n\n**Yes** is safe",
  "\u202Egnp.exe",
  "tag\u{E0001}\u{E0067}\u{E007F}",
  "a\u0000b\u0007c\u001Bd",
  "\uD800lone",
  "&lt;b&gt;",
  "&#10;",
  "HEAD~1 and HEAD~2",
  "x_",
  "_x",
  "a_-b",
  "*",
];

Deno.test("escape: hostile values are inert (no link, image, emphasis, HTML, code, heading, scheme, break)", () => {
  for (const input of HOSTILE) assertInert(input, escapeValue(input));
});

const TOKENS = [
  "[",
  "]",
  "(",
  ")",
  "](",
  "!",
  "<",
  ">",
  "<b>",
  "</",
  "*",
  "**",
  "_",
  "__",
  "~",
  "`",
  "&",
  "#",
  ";",
  "&amp;",
  "&#x41;",
  "https://",
  "://",
  "www.",
  "javascript:",
  "\n",
  "\r",
  " ",
  "\t",
  "a",
  "Z9",
  "é",
  "🚀",
  "/",
  "-",
  ".",
  "\u202E",
  "\u200B",
  "\u2066",
  "\uFEFF",
  "\u{E0041}",
  "\u0085",
];

Deno.test("escape: any mix of Markdown tokens, schemes and invisible characters comes out inert", () => {
  const mix = fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((t) => t.join(""));
  fc.assert(fc.property(mix, (s) => renders(escapeValue(s)) === null), { numRuns: 3000 });
  const any = fc.string({ unit: "binary", maxLength: 40 });
  fc.assert(fc.property(any, (s) => renders(escapeValue(s)) === null), { numRuns: 2000 });
});

Deno.test("escape: two escaped values side by side in one message stay inert", () => {
  const mix = fc.array(fc.constantFrom(...TOKENS), { maxLength: 12 }).map((t) => t.join(""));
  fc.assert(
    fc.property(mix, mix, (a, b) => renders(`Run x with a=${escapeValue(a)}, b=${escapeValue(b)}?`) === null),
    { numRuns: 2000 },
  );
});

/** Undoes the documented lookalikes; with ASCII input this gives back the input on one line. */
function unshown(out: string): string {
  const back: Record<string, string> = {
    "＊": "*",
    "＿": "_",
    "～": "~",
    "｀": "`",
    "＆": "&",
    "＃": "#",
    "‹": "<",
    "›": ">",
  };
  return out.replace(/[＊＿～｀＆＃‹›]/g, (c) => back[c]!).replaceAll("] (", "](").replaceAll("[:]", ":")
    .replaceAll("www[.]", "www.");
}

Deno.test("escape: nothing is dropped from printable text, only swapped for a visible lookalike", () => {
  const ascii = fc.string({ unit: fc.constantFrom(..." abcXYZ019[]()<>!*_~`&#;:/.-@\\"), maxLength: 40 });
  fc.assert(
    fc.property(ascii, (s) => {
      const flat = s.replace(/\s{2,}/g, " ").trim();
      fc.pre(!/\] \(|\[:\]|www\[\.\]/i.test(flat));
      return unshown(escapeValue(s)) === flat;
    }),
    { numRuns: 2000 },
  );
});

Deno.test("escape: max cuts the cleaned text to that many characters before neutralising", () => {
  assert.equal(escapeValue("y".repeat(150), 100), "y".repeat(100) + "…");
  assert.equal(escapeValue("🚀".repeat(5), 3), "🚀🚀🚀…");
  assert.equal(escapeValue("abc https://evil.example", 12), "abc https[:]//…");
  assert.equal(escapeValue("ab\u200B\u200Bcd", 4), "abcd");
  assertInert("**bold", escapeValue("**bold** text", 6));
});

Deno.test("escape: non-string values are shown as JSON, escaped the same way", () => {
  assert.equal(escapeValue(42), "42");
  assert.equal(escapeValue(true), "true");
  assert.equal(escapeValue(["a", "b"]), '["a","b"]');
  assert.equal(escapeValue({ u: "[x](https://e.example)" }), '{"u":"[x] (https[:]//e.example)"}');
  assert.equal(escapeValue(undefined), "");
});

Deno.test("escape: a value for a question loses smuggled selectors, fillers, blanks and terminal sequences", () => {
  const smuggled = "\u{E0159}\u{E0158}\u{E0100}\u{E01EF}";
  assert.equal(escapeValue(`main${smuggled}\u3164\u115F\u034F\u2800x`), "mainx");
  assert.equal(escapeValue("v1 ❤️\uFE0F \uFE0Fdone"), "v1 ❤️ done", "one selector after the emoji, no run");
  assert.equal(escapeValue("a\x1b]8;;https://evil.example\x07b"), "ab", "a terminal hyperlink goes whole");
});
