/** The point every answer leaves through: cleaned by the sanitiser, noted, then redacted. */
import assert from "node:assert/strict";
import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
import { Redactor } from "../../src/log/mod.ts";
import { outgoing, outgoingError } from "../../src/server/outgoing.ts";

const TOKEN = "glpat-outgoing-0123456789";
const redactor = new Redactor([TOKEN]);
/** "Ignore" in tag characters. */
const TAGS = "\u{E0049}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}";

Deno.test("outgoing: an error result loses GitLab's hidden text and says how much went", () => {
  const result = { content: [{ type: "text", text: `Cannot get issue: GitLab said: "404${TAGS}".` }], isError: true };
  assert.deepEqual(outgoing(result, redactor), {
    content: [{
      type: "text",
      text: 'Cannot get issue: GitLab said: "404". (removed 6 invisible characters from this error)',
    }],
    isError: true,
  });
});

Deno.test("outgoing: a result's text and structuredContent are cleaned, the note on a line of its own", () => {
  const result = {
    content: [{ type: "text", text: "Found: a\uFE0F\uFE0F" }],
    structuredContent: { v: "a\uFE0F\uFE0F" },
  };
  assert.deepEqual(outgoing(result, redactor), {
    content: [{ type: "text", text: "Found: a\uFE0F\n> (removed 2 invisible characters from this answer)" }],
    structuredContent: { v: "a\uFE0F" },
  });
});

Deno.test("outgoing: a clean answer is passed on as it is", () => {
  const result = { content: [{ type: "text", text: "Love ❤️" }], structuredContent: { items: [1, "x"] } };
  assert.equal(outgoing(result, redactor), result);
  const prompt = { messages: [{ role: "user", content: { type: "text", text: "hi" } }] };
  assert.equal(outgoing(prompt, redactor), prompt);
});

Deno.test("outgoing: a token split by a hidden character is whole again before redaction looks for it", () => {
  const split = `${TOKEN.slice(0, 6)}\u200B${TOKEN.slice(6)}`;
  const result = outgoing({ content: [{ type: "text", text: `token ${split}` }], isError: true }, redactor);
  assert.equal(result.content[0]!.text, "token [redacted] (removed 1 invisible character from this error)");
});

Deno.test("outgoing: other answers (resource contents, prompts) are cleaned without a note", () => {
  const read = { contents: [{ uri: "gitlab://x", text: `{"t":"a${TAGS}"}` }] };
  assert.deepEqual(outgoing(read, redactor), { contents: [{ uri: "gitlab://x", text: '{"t":"a"}' }] });
});

Deno.test("outgoingError: a thrown error's message and data are cleaned, noted and redacted", () => {
  const err = new ProtocolError(ProtocolErrorCode.InvalidParams, `unknown prompt "x${TAGS}" for ${TOKEN}`, {
    uri: `a${TAGS}`,
  });
  const out = outgoingError(err, redactor);
  assert.equal(out, err);
  assert.equal(out.message, 'unknown prompt "x" for [redacted] (removed 6 invisible characters from this error)');
  assert.deepEqual(out.data, { uri: "a" });
  assert.equal(outgoingError("not an error", redactor), "not an error");
});
