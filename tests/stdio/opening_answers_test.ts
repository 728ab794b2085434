/**
 * The stdio front door answers for the server, so its answers must be the server's: the recorded files are
 * current, negotiation agrees with the SDK's, settings outside the key change nothing, and every initialize it
 * accepts the SDK accepts too (the server sees that initialize again at handover).
 */
import assert from "node:assert/strict";
import {
  answersText,
  CAPABILITIES,
  envelope,
  initParams,
  READ_ONLY,
  recordedSurface,
  serverModernList,
  serverOpening,
  SURFACES,
} from "../../scripts/gen_opening_answers.ts";
import { loadSurfaceAnswers, openingAnswer } from "../../src/stdio/opening_answers.ts";
import { negotiatedRevision, plainInitialize, plainModernToolsList } from "../../src/stdio/opening_request.ts";
import { ENVELOPE_KEYS, LEGACY_REVISIONS, MODERN_REVISION } from "../../src/protocol/revisions.ts";
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from "@modelcontextprotocol/server";
import { parseConfig } from "../../src/config/mod.ts";

Deno.test("opening answers: the recorded files are what the server answers now (run `deno task docs` if not)", async () => {
  for (const surface of SURFACES) {
    const recorded = await recordedSurface(surface);
    assert.deepEqual(await loadSurfaceAnswers(surface), recorded, surface);
    assert.deepEqual(JSON.parse(answersText(recorded)), recorded, "the file's layout keeps every answer whole");
  }
});

Deno.test("opening answers: initialize negotiates the revision the SDK negotiates, and answers the rest alike", async () => {
  const recorded = await openingAnswer(parseConfig([], { GITLAB_URL: "http://127.0.0.1:9" }));
  for (const asked of [...LEGACY_REVISIONS, "2024-10-07", MODERN_REVISION, "2099-01-01", ""]) {
    const { init } = await serverOpening({}, initParams(asked));
    assert.deepEqual(init, { protocolVersion: negotiatedRevision(asked), ...recorded!.initialize }, asked);
  }
});

Deno.test("opening answers: on every surface, no setting outside surface, capability surface and read-only changes them", async () => {
  const others = {
    GITLAB_TOKEN: "glpat-opening-0000000001",
    GITLAB_MCP_YOLO_MODE: "true",
    GITLAB_MCP_RATE_LIMIT_RPS: "0",
    GITLAB_MCP_MAX_INFLIGHT: "3",
    GITLAB_MCP_LOG_LEVEL: "error",
    GITLAB_MCP_TRUSTED_ORIGINS: "https://a.example",
  };
  for (const surface of SURFACES) {
    for (const capability of CAPABILITIES) {
      for (const readOnly of READ_ONLY) {
        const env = {
          GITLAB_MCP_TOOL_SURFACE: surface,
          GITLAB_MCP_CAPABILITY_SURFACE: capability,
          GITLAB_MCP_READ_ONLY: readOnly,
          ...others,
        };
        const { init, list, config } = await serverOpening(env, initParams(LEGACY_REVISIONS[0]!));
        const { protocolVersion: _, ...initialize } = init!;
        const { result: modernTools } = await serverModernList(env, envelope());
        assert.deepEqual({ initialize, tools: list, modernTools }, await openingAnswer(config), JSON.stringify(env));
      }
    }
  }
});

Deno.test("opening answers: none over HTTP or with excluded tools, which are not recorded", async () => {
  const env = { GITLAB_URL: "http://127.0.0.1:9" };
  assert.equal(await openingAnswer(parseConfig(["--http"], env)), undefined);
  assert.equal(await openingAnswer(parseConfig(["--exclude-tools", "issue.delete"], env)), undefined);
});

Deno.test("opening answers: none when destructive actions are hidden; --write-mode read answers the read-only lists", async () => {
  const env = { GITLAB_URL: "http://127.0.0.1:9" };
  assert.equal(await openingAnswer(parseConfig(["--write-mode", "write"], env)), undefined);
  for (const args of [["--toolsets", "ci"], ["--tools", "issue.get"], ["--tier", "free"]]) {
    assert.equal(await openingAnswer(parseConfig(args, env)), undefined, args.join(" "));
  }
  for (const surface of ["dynamic", "meta", "individual"]) {
    const read = await openingAnswer(parseConfig(["--write-mode", "read", "--tool-surface", surface], env));
    const readOnly = await openingAnswer(parseConfig(["--read-only", "--tool-surface", surface], env));
    assert.deepEqual(read, readOnly, surface);
  }
});

Deno.test("opening answers: every initialize the front door accepts, the SDK accepts", async () => {
  const base = initParams(LEGACY_REVISIONS[1]!);
  const variants = [
    { capabilities: { elicitation: {} } },
    { capabilities: { elicitation: { form: { applyDefaults: true }, url: {} } } },
    { capabilities: { roots: { listChanged: true }, sampling: { context: {}, tools: {} } } },
    { capabilities: { experimental: { x: { y: [1] } }, extensions: { "io.example/z": {} } } },
    { clientInfo: { name: "n", version: "v", title: "t", websiteUrl: "https://x.example", description: "d" } },
  ];
  for (const variant of variants) {
    const params = { ...base, ...variant };
    assert.ok(plainInitialize({ jsonrpc: "2.0", id: 1, method: "initialize", params }), JSON.stringify(variant));
    const { init, initError } = await serverOpening({}, params);
    assert.ok(init && !initError, `${JSON.stringify(variant)}: ${JSON.stringify(initError)}`);
  }
});

Deno.test("opening answers: an initialize the SDK refuses, the front door leaves to it", async () => {
  const base = initParams(LEGACY_REVISIONS[0]!);
  const variants = [
    { capabilities: { roots: "x" } },
    { capabilities: { roots: { listChanged: "yes" } } },
    { capabilities: { elicitation: { form: { applyDefaults: 1 } } } },
    { capabilities: { experimental: { x: 1 } } },
    { clientInfo: { name: "n" } },
    { clientInfo: { name: "n", version: 2 } },
    { protocolVersion: 5 },
  ];
  for (const variant of variants) {
    const params = { ...base, ...variant };
    const { initError } = await serverOpening({}, params);
    assert.ok(initError, `the SDK accepts ${JSON.stringify(variant)}: drop it from this list`);
    assert.equal(plainInitialize({ jsonrpc: "2.0", id: 1, method: "initialize", params }), undefined);
  }
});

Deno.test("opening answers: the envelope keys spelled for the front door are the SDK's", () => {
  assert.deepEqual(ENVELOPE_KEYS, {
    protocolVersion: PROTOCOL_VERSION_META_KEY,
    clientInfo: CLIENT_INFO_META_KEY,
    clientCapabilities: CLIENT_CAPABILITIES_META_KEY,
  });
});

Deno.test("opening answers: a 2026-07-28 tools/list the front door accepts, the SDK answers alike; one it refuses, the door leaves", async () => {
  const recorded = await openingAnswer(parseConfig([], { GITLAB_URL: "http://127.0.0.1:9" }));
  const accepted = [{}, { elicitation: {} }, { elicitation: { form: {} }, roots: { listChanged: true } }];
  for (const caps of accepted) {
    const meta = envelope(caps);
    assert.ok(plainModernToolsList({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } }));
    const { result, error } = await serverModernList({}, meta);
    assert.ok(!error, JSON.stringify(error));
    assert.deepEqual(result, recorded!.modernTools, JSON.stringify(caps));
  }
  for (const caps of [{ roots: "x" }, { experimental: { x: 1 } }]) {
    const meta = envelope(caps);
    assert.ok((await serverModernList({}, meta)).error, `the SDK accepts ${JSON.stringify(caps)}: drop it here`);
    assert.equal(
      plainModernToolsList({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } }),
      undefined,
    );
  }
});
