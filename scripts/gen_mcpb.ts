/**
 * Writes mcpb/manifest.json, the Claude Desktop extension's manifest (MCPB 0.3), from the catalog: the bundle is
 * the npm package (scripts/stage_npm.ts) with its `deno` dependency installed, started by Claude Desktop's own
 * Node with the GitLab URL and token the user types in (the token kept as a secret) and the meta surface, whose
 * tools it lists. `deno task docs` runs it; tests/e2e/mcpb_test.ts fails when the file is out of date.
 */
import { createSurface } from "../src/surfaces/surface.ts";
import { createView } from "../src/surfaces/view.ts";
import { VERSION } from "../src/config/version.ts";

export const MANIFEST_PATH = "mcpb/manifest.json";
const ENTRY = "bin/gitlab-mcp-server.mjs";

const USER_CONFIG = {
  gitlab_url: {
    type: "string",
    title: "GitLab URL",
    description: "Your GitLab's address, e.g. https://gitlab.example.com (the server may reach this host only)",
    default: "https://gitlab.com",
    required: true,
  },
  gitlab_token: {
    type: "string",
    title: "GitLab token",
    description: "A personal access token with the api scope",
    sensitive: true,
    required: true,
  },
};

/** The manifest, as JSON text with a final newline. */
export function mcpbManifest(): string {
  const tools = createSurface("meta", createView({ readOnly: false, exclude: [] })).tools;
  const manifest = {
    manifest_version: "0.3",
    name: "gitlab-mcp-server",
    display_name: "GitLab",
    version: VERSION,
    description: "GitLab's REST API for Claude: issues, merge requests, pipelines, repositories and more",
    author: { name: "gitlab-mcp-server contributors" },
    server: {
      type: "node",
      entry_point: ENTRY,
      mcp_config: {
        command: "node",
        args: [`\${__dirname}/${ENTRY}`],
        env: {
          GITLAB_URL: "${user_config.gitlab_url}",
          GITLAB_TOKEN: "${user_config.gitlab_token}",
          GITLAB_MCP_TOOL_SURFACE: "meta",
        },
      },
    },
    tools: tools.map((t) => ({ name: t.name, description: t.title })),
    user_config: USER_CONFIG,
    compatibility: { platforms: ["darwin", "win32", "linux"], runtimes: { node: ">=18" } },
  };
  return JSON.stringify(manifest, null, 2) + "\n";
}

if (import.meta.main) await Deno.writeTextFile(new URL(`../${MANIFEST_PATH}`, import.meta.url), mcpbManifest());
