import assert from "node:assert/strict";
import { checkTogether, ConfigError, parseConfig } from "../../src/config/mod.ts";

Deno.test("config: oauth mode needs --http and --public-url, and says so in one line", () => {
  assert.equal(parseConfig(["--http"], {}).authMode, "legacy");
  for (const args of [["--http", "--auth-mode=oauth"], ["--auth-mode=oauth", "--public-url=https://mcp.example.com"]]) {
    assert.throws(
      () => checkTogether(parseConfig(args, {})),
      (e: Error) => e instanceof ConfigError && /without --http and --public-url/.test(e.message),
    );
  }
  const ok = parseConfig(["--http"], {
    GITLAB_MCP_AUTH_MODE: "oauth",
    GITLAB_MCP_PUBLIC_URL: "https://mcp.example.com",
  });
  checkTogether(ok);
  assert.equal(ok.publicUrl?.origin, "https://mcp.example.com");
  assert.equal(ok.oauthCacheTtl, 60);
  assert.deepEqual(parseConfig(["--oauth-client-uid", "a, b"], {}).oauthClientUids, ["a", "b"]);
});

Deno.test("config: --public-url is an https origin (http only on loopback), never echoed with credentials", () => {
  assert.equal(parseConfig(["--public-url=http://127.0.0.1:8080"], {}).publicUrl?.origin, "http://127.0.0.1:8080");
  for (
    const bad of ["http://mcp.example.com", "https://mcp.example.com/mcp", "https://u:secret@mcp.example.com", "nope"]
  ) {
    assert.throws(() => parseConfig([`--public-url=${bad}`], {}), (e: Error) => {
      assert.ok(e instanceof ConfigError && e.message.startsWith("Cannot use --public-url="), e.message);
      assert.ok(!e.message.includes("secret"));
      return true;
    });
  }
});
