/** The start-up check of Deno's net permissions against GITLAB_URL and the listen address. */
import assert from "node:assert/strict";
import { parseConfig } from "../../src/config/mod.ts";
import { ConfigError } from "../../src/config/error.ts";
import { checkNetPermissions, gitlabNetEntry } from "../../src/sandbox/permissions_check.ts";

const only = (...hosts: string[]) => (host: string) => hosts.includes(host);

Deno.test("permissions check: passes when the GitLab host:port (and listen address) are granted", () => {
  const config = parseConfig(["--http"], { GITLAB_URL: "https://gitlab.example.com" });
  checkNetPermissions(config, only("gitlab.example.com:443", "127.0.0.1:8080"));
});

Deno.test("permissions check: names each missing --allow-net entry in one line", () => {
  const cases: Array<[string[], string, string[], RegExp]> = [
    [
      [],
      "https://gitlab.example.com",
      ["gitlab.com:443"],
      /reach GitLab at https:\/\/gitlab\.example\.com\. Add --allow-net=gitlab\.example\.com /,
    ],
    [[], "http://127.0.0.1:3999", ["127.0.0.1:80"], /Add --allow-net=127\.0\.0\.1:3999 /],
    [
      ["--http", "--http-addr", "[::1]:9000"],
      "https://gitlab.example.com",
      ["gitlab.example.com:443"],
      /listen on \[::1\]:9000\. Add --allow-net=\[::1\]:9000 /,
    ],
    [
      ["--http"],
      "https://gitlab.example.com",
      [],
      /reach GitLab at .* or listen on 127\.0\.0\.1:8080\. Add --allow-net=gitlab\.example\.com,127\.0\.0\.1:8080 /,
    ],
  ];
  for (const [args, url, granted, re] of cases) {
    const config = parseConfig(args, { GITLAB_URL: url });
    assert.throws(() => checkNetPermissions(config, only(...granted)), (e: unknown) => {
      assert(e instanceof ConfigError);
      assert.match(e.message, /^Cannot start: /);
      assert.match(e.message, re);
      assert(!e.message.includes("\n"));
      return true;
    });
  }
});

Deno.test("permissions check: the entry keeps a port the URL names and drops a default one", () => {
  assert.equal(gitlabNetEntry(new URL("https://gitlab.example.com")), "gitlab.example.com");
  assert.equal(gitlabNetEntry(new URL("https://gitlab.example.com:8443/gitlab")), "gitlab.example.com:8443");
});
