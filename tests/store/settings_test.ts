/** --state-store: what it accepts, what it needs with it, and where its host must be granted. */
import assert from "node:assert/strict";
import { checkTogether, ConfigError, configSecrets, parseConfig } from "../../src/config/mod.ts";
import { checkNetPermissions } from "../../src/sandbox/permissions_check.ts";
import { netTargets, workerPermissions } from "../../src/sandbox/permissions.ts";
import { effectiveSettings } from "../../src/http/health.ts";

const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(1)));
const ENV = { GITLAB_URL: "https://gitlab.example.com", GITLAB_MCP_STATE_KEY: KEY };

Deno.test("settings: memory by default; a redis:// or rediss:// URL from the flag or GITLAB_MCP_STATE_STORE", () => {
  assert.deepEqual(parseConfig([], ENV).stateStore, { kind: "memory" });
  const flag = parseConfig(["--state-store", "rediss://:pw@redis.internal:6380"], ENV).stateStore;
  assert.equal(flag.kind === "redis" && flag.url.host, "redis.internal:6380");
  const env = parseConfig([], { ...ENV, GITLAB_MCP_STATE_STORE: "redis://r" }).stateStore;
  assert.equal(env.kind, "redis");
});

Deno.test("settings: a bad store is refused without echoing its password; Redis needs the state key", () => {
  assert.throws(
    () => parseConfig(["--state-store", "http://u:secret@r:1"], ENV),
    (err: Error) =>
      err instanceof ConfigError && /expected memory or a redis/.test(err.message) && !/secret/.test(err.message),
  );
  const keyless = parseConfig(["--state-store", "redis://r"], { GITLAB_URL: "https://g" });
  assert.throws(() => checkTogether(keyless), /without GITLAB_MCP_STATE_KEY/);
  checkTogether(parseConfig(["--state-store", "redis://r"], ENV));
});

Deno.test("settings: the store's host joins the permission check and the sandbox; its password is a secret, not shown", () => {
  const config = parseConfig(["--http", "--state-store", "redis://:hunter2@redis.internal"], ENV);
  assert.deepEqual(netTargets(config), ["gitlab.example.com:443", "127.0.0.1:8080", "redis.internal:6379"]);
  assert.deepEqual(workerPermissions(config).net, netTargets(config));
  assert.deepEqual(workerPermissions(config).env, ["REDIS_DEBUG_MAINTENANCE", "REDIS_EMIT_DIAGNOSTICS"]);
  assert.equal(workerPermissions(parseConfig(["--http"], ENV)).env, false);
  assert.throws(
    () => checkNetPermissions(config, (host) => host !== "redis.internal:6379"),
    /reach the state store at redis\.internal:6379.*--allow-net=redis\.internal:6379/,
  );
  assert.deepEqual(configSecrets(config), ["hunter2"]);
  assert.equal(effectiveSettings(config).state_store, "redis://redis.internal");
});
