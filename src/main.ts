/** Entry point: parse settings, then serve MCP over stdio (default) or HTTP. */
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { type Config, ConfigError, parseConfig } from "./config/mod.ts";
import { createApp } from "./app.ts";
import { HELP } from "./help.ts";
import { log, registerSecret, setLogLevel } from "./log.ts";
import { VERSION } from "./version.ts";
import { createHttpHandler } from "./http/handler.ts";
import { serveHttp } from "./http/serve.ts";

function loadConfig(): Config {
  try {
    return parseConfig(Deno.args, Deno.env.toObject());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      Deno.exit(2);
    }
    throw err;
  }
}

function serveOnStdio(config: Config): void {
  const { factory, view } = createApp(config);
  if (!config.token) log("warn", "GITLAB_TOKEN is not set: GitLab calls will be anonymous");
  serveStdio(factory, { onerror: (err) => log("error", "stdio transport error", { error: err.message }) });
  log("info", "serving MCP over stdio", {
    gitlab: config.gitlabUrl.origin,
    surface: config.toolSurface,
    actions: view.actions.length,
  });
}

function serveOnHttp(config: Config): void {
  if (config.token) log("warn", "GITLAB_TOKEN is ignored in HTTP mode: every caller sends their own token");
  const { factory } = createApp(config);
  serveHttp(config, createHttpHandler(config, factory));
}

if (import.meta.main) {
  const config = loadConfig();
  if (config.help) {
    console.log(HELP);
  } else if (config.version) {
    console.log(`gitlab-mcp-server ${VERSION}`);
  } else {
    setLogLevel(config.logLevel);
    registerSecret(config.token);
    if (config.http) serveOnHttp(config);
    else serveOnStdio(config);
  }
}
