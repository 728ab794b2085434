/**
 * Who is calling and what they may use: built once per serving unit (a stdio
 * connection, or one HTTP request) by the server factory and handed to every
 * registration, so tools, prompts, resources and completions read the same
 * credential, client, limits, visible actions and tool surface.
 */
import type { ServerContext } from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import type { CatalogView } from "../surfaces/view.ts";
import type { Surface } from "../surfaces/surface.ts";
import type { Credential, GitLabClient } from "../gitlab/client.ts";
import type { SharedLimits } from "../store/mod.ts";
import type { AskBlocker } from "../elicitation/unavailable.ts";

export interface Caller {
  config: Config;
  view: CatalogView;
  /** The configured tool surface: its tools, and how an action is called on it. */
  surface: Surface;
  era: "legacy" | "modern";
  mode: "stdio" | "http";
  /** The caller's credential; undefined when none was sent (HTTP) or configured (stdio). */
  credential?: Credential;
  /** Hash of the credential ("" without one): rate-limit key and requestState binding. */
  credentialHash: string;
  client: GitLabClient;
  limits: SharedLimits;
  /** Why this request's user cannot be asked (server/capabilities.ts), or undefined when they can. */
  askBlocker(sctx: ServerContext): AskBlocker | undefined;
}
