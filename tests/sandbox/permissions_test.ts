import assert from "node:assert/strict";
import { parseConfig } from "../../src/config/mod.ts";
import { netTargets } from "../../src/sandbox/permissions.ts";
import { checkNetPermissions } from "../../src/sandbox/permissions_check.ts";
import { serverArgs } from "../../scripts/start.ts";

const TWO = [
  "--http",
  "--gitlab-url",
  "https://gitlab.example.com",
  "--gitlab-url",
  "https://git.corp.example:8443/gl",
];

Deno.test("several instances: the sandbox, the start-up check and the launcher grant exactly each one", () => {
  const config = parseConfig(TWO, {});
  assert.deepEqual(config.gitlabUrls.map((u) => u.href), [
    "https://gitlab.example.com/",
    "https://git.corp.example:8443/gl",
  ]);
  assert.deepEqual(netTargets(config), ["gitlab.example.com:443", "git.corp.example:8443", "127.0.0.1:8080"]);
  const granted = new Set(["gitlab.example.com:443", "127.0.0.1:8080"]);
  assert.throws(
    () => checkNetPermissions(config, (h) => granted.has(h)),
    /reach GitLab at https:\/\/git\.corp\.example:8443\. Add --allow-net=git\.corp\.example:8443/,
  );
  const args = serverArgs(["--http"], "https://gitlab.example.com,https://git.corp.example:8443/gl");
  assert.ok(args.includes("--allow-net=gitlab.example.com:443,git.corp.example:8443,127.0.0.1:8080"), args.join(" "));
});

Deno.test("several instances: the same URL twice counts once; a bad one is named", () => {
  assert.equal(parseConfig([], { GITLAB_URL: "https://a.example, https://a.example/" }).gitlabUrls.length, 1);
  assert.throws(() => parseConfig([], { GITLAB_URL: "https://a.example,ftp://b" }), /the scheme "ftp:"/);
});
