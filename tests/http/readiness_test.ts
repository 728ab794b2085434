/**
 * /ready with several instances (http/readiness.ts): ready only once every configured instance answered, and the
 * answer names the one that has not; each is checked by its own start-up check, at most once per RECHECK_MS.
 */
import assert from "node:assert/strict";
import { everyInstanceReadiness } from "../../src/http/readiness.ts";
import type { InstanceState } from "../../src/gitlab/instance.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";

Deno.test("readiness: several instances are ready once each answered; the silent one is named", async () => {
  const a = new FakeGitLab();
  const b = new FakeGitLab();
  b.instance = () => ({ status: 503, body: { message: "down" } });
  try {
    const urls = [new URL(a.url), new URL(b.url)];
    const states: Record<string, InstanceState> = { [urls[0]!.href]: {}, [urls[1]!.href]: {} };
    const ready = everyInstanceReadiness({ gitlabUrls: urls }, states);
    const first = await ready();
    assert.equal(a.checks.length, 1);
    assert.equal(b.checks.length, 1);
    // A 503 is an answer: GitLab is there, and calls meet it themselves.
    assert.equal(first, undefined);
    const c = new FakeGitLab();
    await c.close();
    const silent = new URL(c.url);
    const withSilent = everyInstanceReadiness({ gitlabUrls: [urls[0]!, silent] }, {
      [urls[0]!.href]: { answered: true },
      [silent.href]: {},
    });
    assert.match((await withSilent()) ?? "", new RegExp(`GitLab at ${c.url} has not answered yet`));
    assert.equal(a.checks.length, 1, "an instance that answered is not asked again");
  } finally {
    await a.close();
    await b.close();
  }
});
