/** log.ts: per-caller Redactors, the server's own secrets, and JSON lines whatever a secret looks like. */
import assert from "node:assert/strict";
import { log, redact, Redactor, registerSecret, setLogLevel, setLogSink } from "../../src/log/mod.ts";

function capture(fn: () => void): string[] {
  const lines: string[] = [];
  const restore = setLogSink((l) => lines.push(l));
  try {
    fn();
  } finally {
    restore();
  }
  return lines;
}

Deno.test("log: a Redactor removes its own secrets only; another caller's output is untouched", () => {
  const alice = new Redactor(["Cannot"]);
  const bob = new Redactor(["glpat-bob-0000000000"]);
  assert.equal(alice.text("Cannot run x"), "[redacted] run x");
  assert.equal(bob.text("Cannot run x"), "Cannot run x");
  assert.equal(bob.text("echo glpat-bob-0000000000!"), "echo [redacted]!");
  assert.equal(redact("Cannot run x"), "Cannot run x", "the process-wide redact knows no caller's token");
});

Deno.test("log: the server's own secret is removed by every Redactor and by redact()", () => {
  const early = new Redactor(["other-token"]);
  assert.equal(early.text("warm the cache"), "warm the cache");
  registerSecret("glpat-server-secret-for-log-test");
  assert.equal(early.text("glpat-server-secret-for-log-test"), "[redacted]", "registered after the Redactor was built");
  const text = "a glpat-server-secret-for-log-test b";
  assert.equal(redact(text), "a [redacted] b");
  assert.equal(new Redactor(["other-token"]).text(text), "a [redacted] b");
});

Deno.test("log: a secret containing another is removed whole; secrets under 4 characters are ignored", () => {
  const r = new Redactor(["abcd", "abcdefgh", "xy", undefined, ""]);
  assert.equal(r.text("abcdefgh abcd xy"), "[redacted] [redacted] xy");
});

Deno.test("log: no redactor forgets its token however many others exist", () => {
  const first = new Redactor(["glpat-first-0000000000"]);
  const others = Array.from({ length: 2000 }, (_, i) => new Redactor([`glpat-other-${i}-pad`]));
  assert.equal(others.length, 2000);
  assert.equal(first.text("glpat-first-0000000000"), "[redacted]");
});

Deno.test("log: values are redacted deeply (keys too) and copied; non-plain objects pass unchanged", () => {
  const r = new Redactor(["s3cr3t-token"]);
  const input = { a: ["x s3cr3t-token", { "s3cr3t-token": 1 }], n: 2, b: true, z: null };
  const out = r.value(input);
  assert.deepEqual(out, { a: ["x [redacted]", { "[redacted]": 1 }], n: 2, b: true, z: null });
  assert.equal(input.a[0], "x s3cr3t-token", "the input is not mutated");
  const marker = Symbol("sdk-marker");
  const marked = r.value({ text: "s3cr3t-token", [marker]: "kept" }) as Record<symbol, unknown>;
  assert.equal(marked[marker], "kept", "symbol-keyed SDK markers survive the copy");
  const date = new Date(0);
  assert.equal(r.value(date), date);
  let deep: unknown = "s3cr3t-token";
  for (let i = 0; i < 200; i++) deep = [deep];
  assert(!JSON.stringify(r.value(deep)).includes("s3cr3t-token"), "beyond the walked depth it is still redacted");
});

Deno.test("log: a clean value comes back as itself whatever its secrets look like; a dirty one never does", () => {
  for (const secret of ["glpat-plain-0000000000", 'tok"with\\quotes', "tok\u00e9-accent", "tok\nline"]) {
    const r = new Redactor([secret]);
    const clean = { items: [{ title: "nothing here", n: 1 }], note: "fine" };
    assert.equal(r.value(clean), clean, `clean, secret ${JSON.stringify(secret)}`);
    for (const dirty of [{ items: [{ title: `x${secret}y` }] }, { [secret]: 1 }, [[[`${secret}`]]]]) {
      assert(!JSON.stringify(r.value(dirty)).includes(JSON.stringify(secret).slice(1, -1)), JSON.stringify(dirty));
    }
  }
  // A value JSON cannot encode is still walked.
  assert.deepEqual(new Redactor(["s3cr3t-token"]).value({ big: 1n, text: "s3cr3t-token" }), {
    big: 1n,
    text: "[redacted]",
  });
});

Deno.test("log: error() redacts the message, stack and JSON-RPC data of the same error", () => {
  const r = new Redactor(["s3cr3t-token"]);
  const err = Object.assign(new Error("bad s3cr3t-token"), { data: { uri: "gitlab://s3cr3t-token" } });
  assert.equal(r.error(err), err);
  assert.equal(err.message, "bad [redacted]");
  assert(!err.stack?.includes("s3cr3t-token"));
  assert.deepEqual(err.data, { uri: "gitlab://[redacted]" });
  assert.equal(r.error("plain"), "plain");
});

Deno.test("log: a secret shaped like JSON syntax still leaves one valid JSON line", () => {
  setLogLevel("debug");
  try {
    const lines = capture(() => {
      for (const secret of ['","ms', '","level', '":"debug', "\\u0022"]) {
        const r = new Redactor([secret]);
        r.log("debug", "gitlab call", { path: `/x${secret}`, ms: 3, when: new Date(0), deep: { v: secret } });
        log("info", "plain", { path: secret });
      }
    });
    assert.equal(lines.length, 8);
    for (const line of lines) JSON.parse(line);
    const first = JSON.parse(lines[0]!);
    assert.equal(first.path, "/x[redacted]");
    assert.equal(first.ms, 3);
    assert.equal(first.when, "1970-01-01T00:00:00.000Z");
    assert.deepEqual(first.deep, { v: "[redacted]" });
    assert.equal(JSON.parse(lines[1]!).path, '","ms', "the process-wide log knows no caller's token");
  } finally {
    setLogLevel("info");
  }
});

Deno.test("log: fields named like secrets are withheld; the threshold drops lower levels", () => {
  const lines = capture(() => {
    log("info", "x", { private_token: "abc", authorization: "Bearer x", ok: 1 });
    log("debug", "dropped");
  });
  assert.equal(lines.length, 1);
  const line = JSON.parse(lines[0]!);
  assert.equal(line.private_token, "[redacted]");
  assert.equal(line.authorization, "[redacted]");
  assert.equal(line.ok, 1);
});
