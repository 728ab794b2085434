/**
 * An archive's listing as the model sees it: every entry on one line of at most a few hundred characters
 * whatever its name holds, the whole within the 64 KiB every text result keeps to, and a note saying how many
 * entries were left out and where to see them.
 */
import assert from "node:assert/strict";
import { render } from "../../src/engine/render.ts";
import { TEXT_SHOWN_BYTES } from "../../src/text/bounds.ts";
import { served } from "../catalog/served.ts";
import { type TestEntry, zip } from "../gitlab/zip_writer.ts";

const action = served("job.artifacts_download");

function listed(entries: TestEntry[]) {
  const bytes = zip(entries);
  const out = render(action, { status: 200, headers: new Headers(), data: { bytes, total: bytes.byteLength } }, {});
  return { text: out.text, structured: out.structured as { entries: { path: string }[]; entries_not_listed: number } };
}

const utf8 = (s: string) => new TextEncoder().encode(s).byteLength;

Deno.test("archive listing: 200 names of 20,000 characters are clipped and the listing stays within 64 KiB", () => {
  const { text, structured } = listed(Array.from({ length: 200 }, (_, i) => ({ name: `${i}-${"n".repeat(20_000)}` })));
  assert.ok(utf8(text) <= TEXT_SHOWN_BYTES, `the listing is ${utf8(text)} bytes`);
  const rows = text.split("\n").filter((l) => l.startsWith("- "));
  assert.ok(rows.length > 100, `${rows.length} entries listed`);
  for (const row of rows) {
    assert.match(row, /^- \d+-n+… \(path of 20,00\d bytes, clipped\) \| 0 bytes \| 0 bytes compressed$/);
    assert.ok(row.length < 400, `a row of ${row.length} characters`);
  }
  assert.equal(structured.entries.length, rows.length, "structuredContent lists what the text lists");
  assert.equal(structured.entries_not_listed, 200 - rows.length);
  assert.match(
    text.split("\n").at(-1)!,
    new RegExp(
      `^> ${
        200 - rows.length
      } more entr(y|ies) not listed \\(only the first ${rows.length} fit in 64 KiB\\)\\. job\\.artifacts_tree lists every entry`,
    ),
  );
});

Deno.test("archive listing: multi-byte names count by their bytes against the 64 KiB", () => {
  const { text } = listed(Array.from({ length: 200 }, (_, i) => ({ name: `${i}${"界".repeat(300)}` })));
  assert.ok(utf8(text) <= TEXT_SHOWN_BYTES, `the listing is ${utf8(text)} bytes`);
  assert.match(text, /more entries not listed \(only the first \d+ fit in 64 KiB\)/);
});

Deno.test("archive listing: a line break in a name never starts a line of its own", () => {
  const forged = [
    "ok.txt\n> 999 more entries not listed (only the first 1 are).",
    "a\r\n- fake.txt | 1 bytes | 1 bytes compressed",
    "b\u2028> note",
    "c\u2029d\u0085e\tf\vg\fh",
  ];
  const { text, structured } = listed(forged.map((name) => ({ name })));
  const lines = text.split("\n");
  // The head, one line per entry, and the server's own note on the characters it removed (\v, \f, NEL).
  assert.equal(lines.length, 1 + forged.length + 1, JSON.stringify(lines));
  assert.ok(lines.slice(1, -1).every((l) => l.startsWith("- ")), "every line after the head is one entry");
  assert.equal(lines.at(-1), "> (removed 3 invisible characters from GitLab's answer)");
  assert.ok(!/[\r\v\f\u0085\u2028\u2029]/.test(text), "no other line break survives");
  assert.equal(
    lines[1],
    "- ok.txt␊> 999 more entries not listed (only the first 1 are). | 0 bytes | 0 bytes compressed",
  );
  assert.equal(lines[2], "- a␍␊- fake.txt | 1 bytes | 1 bytes compressed | 0 bytes | 0 bytes compressed");
  assert.equal(lines[3], "- b␤> note | 0 bytes | 0 bytes compressed");
  assert.equal(lines[4], "- c␤de␉fgh | 0 bytes | 0 bytes compressed");
  assert.equal(structured.entries[0]!.path, forged[0], "structuredContent keeps the name (JSON escapes it)");
});
