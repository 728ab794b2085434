/** The --help text, generated from the settings table: every flag and env var with its default. */
import { SETTINGS } from "./settings.ts";
import { VERSION } from "./version.ts";

function flagColumn(s: (typeof SETTINGS)[number]): string {
  if (!s.flag) return "(none)";
  if (s.exits) return `--${s.flag}`;
  return s.arg ? `--${s.flag} ${s.arg}` : `--${s.flag}[=BOOL]`;
}

const ENV_WIDTH = Math.max(...SETTINGS.map((s) => envColumn(s).length)) + 2;

function envColumn(s: (typeof SETTINGS)[number]): string {
  return (s.env ?? []).join(", else ");
}

function line(s: (typeof SETTINGS)[number]): string {
  const env = envColumn(s);
  const shown = s.shownDefault ? ` (default ${s.shownDefault})` : "";
  return `  ${flagColumn(s).padEnd(27)}${env.padEnd(ENV_WIDTH)}${s.meaning}${shown}`.trimEnd();
}

export const HELP = `gitlab-mcp-server ${VERSION}: a GitLab MCP server (stdio by default, Streamable HTTP with --http)

Usage: gitlab-mcp-server [flags]

Flags (a flag beats its env var, which beats the default):
${SETTINGS.map(line).join("\n")}

Booleans accept true/false, 1/0, yes/no, on/off.
GitLab behind a private CA: set DENO_CERT=/path/to/ca.pem (or DENO_TLS_CA_STORE=system).
`;
