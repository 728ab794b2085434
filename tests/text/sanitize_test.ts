/** The result sanitiser: what is removed and counted, what is shown as text, how fences are chosen. */
import assert from "node:assert/strict";
import {
  cleanDeep,
  cleanString,
  defangUrl,
  fenced,
  fenceFor,
  newTally,
  removalNote,
  showValue,
} from "../../src/text/sanitize.ts";

Deno.test("cleanString removes bidi, isolates, zero-width, BOM, soft hyphen and tag characters, counting each", () => {
  const tally = newTally();
  const hidden = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200B\u200C\u200D\u200E\u200F\uFEFF\u00AD";
  const tags = "\u{E0001}\u{E0049}\u{E0067}\u{E007F}";
  assert.equal(cleanString(`a${hidden}b${tags}c`, tally), "abc");
  assert.deepEqual(tally, { characters: 20, sequences: 0 });
});

Deno.test("cleanString keeps LF, tab and CRLF; removes other controls, DEL, C1 and a lone CR", () => {
  const tally = newTally();
  assert.equal(cleanString("a\tb\nc\r\nd\re\x00f\x08g\x7Fh\x9Bi", tally), "a\tb\nc\r\nde" + "fghi");
  assert.equal(tally.characters, 5);
});

Deno.test("cleanString removes whole terminal sequences: OSC 8 (BEL and ST), CSI, DCS, two-character escapes", () => {
  const tally = newTally();
  const osc8 = "\x1b]8;;https://evil.example\x07click\x1b]8;;\x07";
  const oscSt = "\x1b]0;title\x1b\\";
  const csi = "\x1b[1;31mred\x1b[0m\x1b[2J\x1b[?25l";
  const dcs = "\x1bPq#0;2;0;0;0\x1b\\";
  assert.equal(cleanString(`${osc8} ${oscSt}${csi} ${dcs}\x1bc|\x1b(B`, tally), "click red |");
  assert.deepEqual(tally, { characters: 0, sequences: 10 });
  assert.equal(cleanString("a\x1b"), "a", "a lone ESC at the end goes too");
  assert.equal(cleanString("\x1b]8;;https://x\nnext"), "\nnext", "an unterminated OSC stops at the line end");
});

Deno.test("cleanDeep cleans every string and key, recursively, and leaves other values alone", () => {
  const tally = newTally();
  const value = { "ti\u200Btle": "x\u202Ey", n: 1, ok: true, none: null, list: ["\u{E0041}a", { deep: ["b\x1b[0m"] }] };
  assert.deepEqual(cleanDeep(value, tally), { title: "xy", n: 1, ok: true, none: null, list: ["a", { deep: ["b"] }] });
  assert.deepEqual(tally, { characters: 3, sequences: 1 });
  assert.equal(cleanDeep(42), 42);
});

Deno.test("cleanDeep drops a __proto__ key rather than take its fields as inherited ones", () => {
  const parsed = JSON.parse(
    '{"id": 1, "__proto__": {"title": "from the prototype"}, "list": [{"__pro\u200Bto__": {"a": 1}}]}',
  );
  const clean = cleanDeep(parsed);
  assert.deepEqual(clean, { id: 1, list: [{}] });
  assert.equal(Object.getPrototypeOf(clean), Object.prototype);
  assert.equal((clean as { title?: string }).title, undefined);
});

Deno.test("cleanDeep writes nesting deeper than its walk as cleaned JSON text, whatever the depth", () => {
  const depth = 200_000;
  const parsed = JSON.parse(`${'{"a":['.repeat(depth)}"x\u200By"${"]}".repeat(depth)}`);
  const tally = newTally();
  let v: unknown = cleanDeep(parsed, tally);
  let levels = 0;
  for (; v && typeof v === "object"; levels++) v = Array.isArray(v) ? v[0] : (v as { a: unknown }).a;
  assert.equal(levels, 65);
  assert.equal(typeof v, "string");
  assert.ok((v as string).startsWith('[{"a":[{"a":'), (v as string).slice(0, 20));
  assert.ok((v as string).includes('["xy"]'));
  assert.equal(tally.characters, 1);
});

Deno.test("removalNote says what was removed, or nothing", () => {
  assert.equal(removalNote(newTally()), undefined);
  assert.equal(removalNote({ characters: 1, sequences: 0 }), "(removed 1 invisible character from GitLab's answer)");
  assert.equal(
    removalNote({ characters: 3, sequences: 2 }),
    "(removed 3 invisible characters and 2 terminal escape sequences from GitLab's answer)",
  );
});

Deno.test("showValue shows HTML as text and remote images as defanged links", () => {
  assert.equal(showValue("<script>alert(1)</script><!-- hide -->"), "&lt;script>alert(1)&lt;/script>&lt;!-- hide -->");
  assert.equal(
    showValue("see ![logo](https://evil.example/x.png?d=1)"),
    "see [image: logo] hxxps://evil.example/x.png?d=1",
  );
  assert.equal(showValue('![a](<http://e.example/y> "t")'), "[image: a] hxxp://e.example/y");
  assert.equal(
    showValue(`<img alt='pic' src='https://e.example/p.png' width=1>`),
    "[image: pic] hxxps://e.example/p.png",
  );
  assert.equal(showValue('<IMG SRC="//e.example/p">'), "[image: ] hxxp://e.example/p");
  assert.equal(showValue("![broken](https://e.example/x"), "!\\[broken](https://e.example/x", "a cut image stays text");
  assert.equal(
    showValue("plain [link](https://gitlab.example) & a < b"),
    "plain [link](https://gitlab.example) & a &lt; b",
  );
});

Deno.test("defangUrl makes a URL unfetchable by a renderer but still readable", () => {
  assert.equal(defangUrl("https://e.example/a"), "hxxps://e.example/a");
  assert.equal(defangUrl("HTTP://e.example"), "hxxp://e.example");
  assert.equal(defangUrl("data:image/png;base64,AA"), "data[:]image/png;base64,AA");
  assert.equal(defangUrl("//e.example/a"), "hxxp://e.example/a");
  assert.equal(defangUrl("relative/path.png"), "relative/path.png");
});

Deno.test("a fence is longer than any backtick run in what it wraps", () => {
  assert.equal(fenceFor("no ticks"), "```");
  assert.equal(fenceFor("a `b` c"), "```");
  assert.equal(fenceFor("```\nx\n```"), "````");
  assert.equal(fenceFor("`````"), "``````");
  const content = "before\n````\n# heading\n````\nafter";
  const block = fenced(content);
  assert.equal(block, `\`\`\`\`\`\n${content}\n\`\`\`\`\``);
});
