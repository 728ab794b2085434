/** Starts the server for a Config on its transport, in whatever realm (main or sandbox worker) runs it. */
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { type Config, configSecrets } from "./config/mod.ts";
import { createApp } from "./server/app.ts";
import { createHttpHandler } from "./http/handler.ts";
import { type HttpService, serveHttp } from "./http/listener.ts";
import { oauthGateFor } from "./http/oauth_gate.ts";
import { serveMetricsApart, watchProcess } from "./http/metrics.ts";
import { everyInstanceReadiness } from "./http/readiness.ts";
import { log, registerSecret, setLogLevel } from "./log/mod.ts";
import { GuardedStdioTransport } from "./stdio/transport.ts";
import type { Handover } from "./stdio/opening.ts";
import { CarriedInput } from "./stdio/carried_input.ts";
import { baseOf, checkInstance } from "./gitlab/instance.ts";

export interface Running {
  /** HTTP only: drain and stop (stdio ends with its input). */
  http?: HttpService;
}

/**
 * Serves MCP over stdio (default) or HTTP. `signals: false` when the realm cannot hear signals (a worker);
 * `opening`: the stdio front door answered the connection's opening (src/stdio/opening.ts).
 */
export function startServer(
  config: Config,
  opts: { signals: boolean; onStopped?: () => void; opening?: Handover },
): Running {
  setLogLevel(config.logLevel);
  for (const secret of configSecrets(config)) registerSecret(secret);
  if (config.http) {
    if (config.token) log("warn", "GITLAB_TOKEN is ignored in HTTP mode: every caller sends their own token");
    const { factory, limits, direct, store, instances, view, surface } = createApp(config);
    const oauth = oauthGateFor(config, store, { view, surface });
    const gitlabUnanswered = everyInstanceReadiness(config, instances);
    const handler = createHttpHandler(config, factory, {
      authFailures: limits.auth,
      direct,
      store,
      oauth,
      gitlabUnanswered,
    });
    watchProcess(handler, store);
    const metrics = serveMetricsApart(config);
    const onStopped = opts.onStopped ?? (() => Deno.exit(0));
    const http = serveHttp(config, handler, {
      ...opts,
      onStopped: () => metrics ? metrics.close(onStopped) : onStopped(),
    });
    // After the bind: a port in use ends the start with its one line, before any other word about GitLab.
    void http.listening.then(gitlabUnanswered);
    return { http };
  }
  const { factory, view, connection, instances } = createApp(config);
  if (!config.token) log("warn", "GITLAB_TOKEN is not set: GitLab calls will be anonymous");
  const { opening } = opts;
  const transport = new GuardedStdioTransport(
    () => opts.onStopped?.(),
    opening ? new CarriedInput(opening, Deno.stdin) : Deno.stdin,
    Deno.stdout,
    opening,
    connection,
  );
  serveStdio(factory, { transport, onerror: (err) => log("error", "stdio transport error", { error: err.message }) });
  log("info", "serving MCP over stdio", {
    gitlab: baseOf(config.gitlabUrl),
    surface: config.toolSurface,
    actions: view.actions.length,
  });
  // After the server answers: the check never delays the opening.
  void checkInstance(config.gitlabUrl, config.token, instances[config.gitlabUrl.href]!);
  return {};
}
