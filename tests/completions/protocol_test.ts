/**
 * The wire: a prompt this server does not serve (unknown, excluded, or any
 * prompt on the minimal surface) is JSON-RPC -32602 `unknown prompt "<name>"`
 * on both revisions; resource templates still complete on minimal; and the
 * 2026-07-28 result carries resultType "complete" while 2025-11-25 does not.
 */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { envelope, type RawPeer, startRaw } from "../support/raw_client.ts";
import { ask, completeWith, loadCompletion, serveExchanges, withServer } from "./helpers.ts";

type Msg = Record<string, unknown>;
type Era = "legacy" | "modern";
const ERAS: Era[] = ["legacy", "modern"];

/** A raw peer that has done the 2025-11-25 handshake, or sends the 2026-07-28 envelope on every request. */
async function peer(era: Era, gitlab: FakeGitLab, env: Record<string, string> = {}) {
  const raw = await startRaw(gitlab.url, env);
  if (era === "legacy") {
    const init = await raw.request("initialize", {
      protocolVersion: "2025-11-25",
      capabilities: {},
      clientInfo: { name: "raw", version: "1.0.0" },
    });
    assert.ok(init.result, JSON.stringify(init));
    await raw.notify("notifications/initialized");
  }
  return {
    raw,
    complete: (params: Msg) =>
      raw.request("completion/complete", era === "modern" ? { ...params, _meta: envelope() } : params),
  };
}

async function withPeer(
  era: Era,
  env: Record<string, string>,
  fn: (p: Awaited<ReturnType<typeof peer>>, g: FakeGitLab) => Promise<void>,
) {
  const gitlab = new FakeGitLab();
  let raw: RawPeer | undefined;
  try {
    const p = await peer(era, gitlab, env);
    raw = p.raw;
    await fn(p, gitlab);
  } finally {
    await raw?.close();
    await gitlab.close();
  }
}

function assertUnknown(reply: Msg, name: string): void {
  assert.equal(reply.result, undefined);
  assert.deepEqual({ ...(reply.error as Msg), data: undefined }, {
    code: -32602,
    message: `unknown prompt "${name}"`,
    data: undefined,
  });
}

for (const era of ERAS) {
  Deno.test(`protocol (${era}): an unknown prompt is -32602 naming only that prompt, with no GitLab call`, async () => {
    await withPeer(era, {}, async (p, gitlab) => {
      assertUnknown(await p.complete(ask("project_id", "mcp", {}, "no_such_prompt")), "no_such_prompt");
      gitlab.assertDone();
      assert.equal(gitlab.requests.length, 0);
    });
  });

  Deno.test(`protocol (${era}): a prompt removed by exclusions is -32602 like an unknown one`, async () => {
    // summarize_pipeline_status reads only pipeline.list.
    await withPeer(era, { GITLAB_MCP_EXCLUDE_TOOLS: "pipeline.list" }, async (p, gitlab) => {
      assertUnknown(
        await p.complete(ask("project_id", "x", {}, "summarize_pipeline_status")),
        "summarize_pipeline_status",
      );
      assert.equal(gitlab.requests.length, 0);
    });
  });

  Deno.test(`protocol (${era}): on the minimal surface every prompt is -32602, resource templates still complete`, async () => {
    const fx = await loadCompletion("merge_request_iid");
    await withPeer(era, { GITLAB_MCP_CAPABILITY_SURFACE: "minimal" }, async (p, gitlab) => {
      for (const name of ["review_mr", "compare_branches", "my_issues"]) {
        assertUnknown(await p.complete(ask("project_id", "mcp", {}, name)), name);
      }
      assert.equal(gitlab.requests.length, 0);
      serveExchanges(gitlab, fx.exchanges);
      const reply = await p.complete(fx.complete as unknown as Msg);
      assert.deepEqual((reply.result as Msg).completion, fx.expect);
      gitlab.assertDone();
    });
  });

  Deno.test(`protocol (${era}): resultType "complete" only on 2026-07-28, and values is always an array`, async () => {
    const fx = await loadCompletion("project_id");
    await withPeer(era, {}, async (p, gitlab) => {
      serveExchanges(gitlab, fx.exchanges);
      const full = (await p.complete(fx.complete as unknown as Msg)).result as Msg;
      assert.deepEqual(full.completion, fx.expect);
      const none = (await p.complete(ask("state", "op"))).result as Msg;
      assert.deepEqual(none.completion, { values: [] });
      for (const r of [full, none]) assert.equal(r.resultType, era === "modern" ? "complete" : undefined);
      gitlab.assertDone();
    });
  });

  Deno.test(`protocol (${era}): the official client sees the same -32602, and minimal still completes templates`, async () => {
    const fx = await loadCompletion("project_id");
    const env = { GITLAB_MCP_CAPABILITY_SURFACE: "minimal" };
    await withServer({ era, env }, async (h, gitlab) => {
      await assert.rejects(h.client.complete(ask("project_id", "mcp")), (err: Error & { code?: number }) => {
        assert.equal(err.code, -32602);
        assert.match(err.message, /unknown prompt "review_mr"/);
        return true;
      });
      serveExchanges(gitlab, fx.exchanges);
      const template = { type: "ref/resource" as const, uri: "gitlab://project/{project_id}" };
      assert.deepEqual(await completeWith(h, { ...fx.complete, ref: template }), fx.expect);
      gitlab.assertDone();
    });
  });
}
