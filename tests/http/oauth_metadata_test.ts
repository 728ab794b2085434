import assert from "node:assert/strict";
import { parseConfig } from "../../src/config/mod.ts";
import { discoveryAnswer, METADATA_PATH } from "../../src/http/oauth_metadata.ts";

Deno.test("oauth metadata: with several instances, every one is an authorization server", async () => {
  const config = parseConfig(["--http", "--auth-mode=oauth", "--public-url=https://mcp.example.com"], {
    GITLAB_URL: "https://gitlab.example.com,https://gitlab.internal.example/",
  });
  for (const path of [METADATA_PATH, `${METADATA_PATH}/mcp`]) {
    const body = await discoveryAnswer(config, path)!.json();
    assert.deepEqual(body.authorization_servers, ["https://gitlab.example.com", "https://gitlab.internal.example"]);
  }
  const one = parseConfig(["--http", "--auth-mode=oauth", "--public-url=https://mcp.example.com"], {
    GITLAB_URL: "https://gitlab.example.com",
  });
  assert.deepEqual((await discoveryAnswer(one, METADATA_PATH)!.json()).authorization_servers, [
    "https://gitlab.example.com",
  ]);
});
