/** The --help text: every flag and env var with its default. */
import { VERSION } from "./version.ts";

export const HELP = `gitlab-mcp-server ${VERSION}: a GitLab MCP server (stdio by default, Streamable HTTP with --http)

Usage: gitlab-mcp-server [flags]

Flags (a flag beats its env var, which beats the default):
  --gitlab-url URL           GITLAB_URL                     GitLab base URL (default https://gitlab.com)
  (none)                     GITLAB_TOKEN                   token for stdio mode, sent as PRIVATE-TOKEN
  --tool-surface NAME        GITLAB_MCP_TOOL_SURFACE        dynamic | meta | individual (default dynamic)
  --capability-surface NAME  GITLAB_MCP_CAPABILITY_SURFACE  full | minimal (default full; minimal serves no prompts)
  --exclude-tools LIST       GITLAB_MCP_EXCLUDE_TOOLS       comma-separated action IDs, tool names or domains to remove
  --read-only[=BOOL]         GITLAB_MCP_READ_ONLY           only read actions exist (default false)
  (none)                     GITLAB_MCP_YOLO_MODE, else AUTOPILOT   truthy: destructive actions run unconfirmed (default false)
  --rate-limit-rps N         GITLAB_MCP_RATE_LIMIT_RPS      tools/call rate per credential (default 0 = off in stdio, 10 in HTTP)
  --rate-limit-burst N       GITLAB_MCP_RATE_LIMIT_BURST    bucket burst (default 40)
  --max-inflight N           GITLAB_MCP_MAX_INFLIGHT        GitLab calls in flight at once, HTTP (default 64); HTTP requests in progress: 4x this
  --max-sessions N           GITLAB_MCP_MAX_SESSIONS        open --stateless=false sessions at most (default 500; 0 = no cap)
  --session-idle-seconds N   GITLAB_MCP_SESSION_IDLE_SECONDS  a session with no request for N seconds is closed (default 900; 0 = never)
  --trusted-origins LIST     GITLAB_MCP_TRUSTED_ORIGINS     browser origins allowed to call the HTTP endpoint (default none)
  (none)                     GITLAB_MCP_STATE_KEY           base64 secret (>= 32 bytes) shared by replicas to sign requestState (default per process)
  (none)                     GITLAB_MCP_LOG_LEVEL           debug | info | warn | error (default info), to stderr
  --http[=BOOL]                                             serve Streamable HTTP instead of stdio (default false)
  --http-addr HOST:PORT                                     listen address (default 127.0.0.1:8080); endpoint POST /mcp
  --stateless[=BOOL]                                        default true; --stateless=false: session-based HTTP (legacy revisions only)
  --help                                                    this text
  --version                                                 the version

Booleans accept true/false, 1/0, yes/no, on/off.
GitLab behind a private CA: set DENO_CERT=/path/to/ca.pem (or DENO_TLS_CA_STORE=system).
`;
