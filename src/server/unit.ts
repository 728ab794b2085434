/**
 * Everything one serving unit (a stdio connection, or one HTTP request) needs,
 * built once by the factory and handed to every registration: tools, prompts,
 * resources and completions read the same credential, client and limits.
 */
import type { ServerContext } from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import type { CatalogView } from "../catalog/view.ts";
import type { Credential, GitLabClient } from "../gitlab/client.ts";
import type { Limits } from "../limits/mod.ts";
import type { AskBlocker } from "../elicitation/unavailable.ts";

export interface Unit {
  config: Config;
  view: CatalogView;
  era: "legacy" | "modern";
  mode: "stdio" | "http";
  /** The caller's credential; undefined when none was sent (HTTP) or configured (stdio). */
  credential?: Credential;
  /** Hash of the credential ("" without one): rate-limit key and requestState binding. */
  credentialHash: string;
  client: GitLabClient;
  limits: Limits;
  /** Why this request's user cannot be asked (capabilities.ts), or undefined when they can. */
  askBlocker(sctx: ServerContext): AskBlocker | undefined;
}
