import assert from "node:assert/strict";
import { ConfigError, parseConfig } from "../../src/config/mod.ts";
import { ENV_NAMES } from "../../src/config/env.ts";

Deno.test("config: defaults", () => {
  const c = parseConfig([], {});
  assert.equal(c.gitlabUrl.href, "https://gitlab.com/");
  assert.equal(c.toolSurface, "dynamic");
  assert.equal(c.capabilitySurface, "full");
  assert.equal(c.rateLimitRps, 0);
  assert.equal(c.rateLimitBurst, 40);
  assert.equal(c.maxInflight, 64);
  assert.deepEqual(c.httpAddr, { hostname: "127.0.0.1", port: 8080 });
  assert.equal(c.stateless, true);
  assert.equal(c.readOnly, false);
  assert.equal(c.yolo, false);
});

Deno.test("config: flag beats env beats default", () => {
  const env = { GITLAB_MCP_TOOL_SURFACE: "meta", GITLAB_URL: "https://git.example.com/" };
  assert.equal(parseConfig([], env).toolSurface, "meta");
  assert.equal(parseConfig(["--tool-surface", "individual"], env).toolSurface, "individual");
  assert.equal(parseConfig([], env).gitlabUrl.origin, "https://git.example.com");
  assert.equal(parseConfig(["--gitlab-url=http://127.0.0.1:9"], env).gitlabUrl.origin, "http://127.0.0.1:9");
});

Deno.test("config: HTTP mode turns the rate limit on by default", () => {
  assert.equal(parseConfig(["--http"], {}).rateLimitRps, 10);
  assert.equal(parseConfig(["--http", "--rate-limit-rps", "0"], {}).rateLimitRps, 0);
});

Deno.test("config: booleans, lists and --stateless=false", () => {
  const c = parseConfig(["--stateless=false", "--read-only"], {
    GITLAB_MCP_EXCLUDE_TOOLS: " issue.delete, ,gitlab_tag ",
  });
  assert.equal(c.stateless, false);
  assert.equal(c.readOnly, true);
  assert.deepEqual(c.excludeTools, ["issue.delete", "gitlab_tag"]);
});

Deno.test("config: YOLO mode, else AUTOPILOT", () => {
  assert.equal(parseConfig([], { AUTOPILOT: "1" }).yolo, true);
  assert.equal(parseConfig([], { GITLAB_MCP_YOLO_MODE: "false", AUTOPILOT: "1" }).yolo, false);
  assert.equal(parseConfig([], { GITLAB_MCP_YOLO_MODE: "yes" }).yolo, true);
});

Deno.test("config: bad values name the setting and what it accepts", () => {
  const cases: Array<[string[], Record<string, string>, RegExp]> = [
    [["--tool-surface", "fancy"], {}, /--tool-surface="fancy": expected one of dynamic, meta, individual/],
    [[], { GITLAB_MCP_RATE_LIMIT_RPS: "fast" }, /GITLAB_MCP_RATE_LIMIT_RPS="fast": expected a number/],
    [[], { GITLAB_URL: "not a url" }, /GITLAB_URL="not a url": expected an http\(s\) URL/],
    [[], { GITLAB_URL: "ftp://x" }, /^Cannot use GITLAB_URL="ftp:\/\/x\/?": the scheme "ftp:" is not http: or https:;/],
    [[], { GITLAB_URL: "https://x/?a=1" }, /GITLAB_URL="https:\/\/x\/": it has a query string;/],
    [[], { GITLAB_URL: "https://x/#top" }, /GITLAB_URL="https:\/\/x\/": it has a fragment;/],
    [["--http-addr", "localhost"], {}, /--http-addr="localhost": expected host:port/],
    [[], { GITLAB_MCP_MAX_INFLIGHT: "2.5" }, /whole number/],
    [["--read-only=maybe"], {}, /--read-only="maybe"/],
    [["--bogus"], {}, /Cannot parse flags/],
    [[], { GITLAB_MCP_STATE_KEY: btoa("short") }, /at least 32 bytes/],
    [[], { GITLAB_MCP_LOCKDOWN_TRUSTED_USERS: "bot, a b" }, /"a b" is not a GitLab username/],
  ];
  for (const [args, env, re] of cases) {
    assert.throws(
      () => parseConfig(args, env),
      (e: unknown) => e instanceof ConfigError && re.test((e as Error).message),
    );
  }
});

Deno.test("config: a URL with credentials is refused without echoing them", () => {
  assert.throws(() => parseConfig([], { GITLAB_URL: "https://user:s3cret@gitlab.example.com" }), (e: unknown) => {
    const message = (e as Error).message;
    return e instanceof ConfigError && !message.includes("s3cret") && /: it carries credentials/.test(message);
  });
});

Deno.test("config: a 32-byte state key is accepted", () => {
  const key = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
  assert.equal(parseConfig([], { GITLAB_MCP_STATE_KEY: key }).stateKey?.length, 32);
});

Deno.test("config: every environment variable the parser reads is in ENV_NAMES (the binary's --allow-env list)", () => {
  const read = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_, name) => {
      read.add(String(name));
      return undefined;
    },
  });
  parseConfig([], env);
  assert(read.size >= ENV_NAMES.length, `only ${[...read].join(", ")} were read`);
  for (const name of read) assert(ENV_NAMES.includes(name), `${name} is read but not in ENV_NAMES`);
});

Deno.test("config: lockdown's trusted users lose a leading @ and compare in lower case", () => {
  const c = parseConfig(["--lockdown", "--lockdown-trusted-users", "@Renovate-Bot, release.bot"], {});
  assert.equal(c.lockdown, true);
  assert.deepEqual(c.lockdownTrustedUsers, ["renovate-bot", "release.bot"]);
});
