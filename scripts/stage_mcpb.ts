/**
 * Lays out the Claude Desktop extension (MCPB) in a folder ready for `mcpb pack`: the npm package
 * (scripts/stage_npm.ts), mcpb/manifest.json, and the package's `deno` dependency installed beside it, which
 * makes the bundle one platform's (its Deno binary).
 *   deno run --allow-read --allow-write=<dir> --allow-run=deno,npm --allow-env scripts/stage_mcpb.ts <dir>
 *   npx -y @anthropic-ai/mcpb@2.1.2 pack <dir> gitlab-mcp-server.mcpb
 */
import { stageNpm } from "./stage_npm.ts";
import { MANIFEST_PATH } from "./gen_mcpb.ts";

/** Writes the bundle's folder into `dir` (created). */
export async function stageMcpb(dir: string): Promise<void> {
  await stageNpm(dir);
  await Deno.copyFile(new URL(`../${MANIFEST_PATH}`, import.meta.url), `${dir}/manifest.json`);
  const args = ["install", "--omit=dev", "--no-package-lock", "--no-audit", "--no-fund"];
  const done = await new Deno.Command("npm", { args, cwd: dir, stdout: "null", stderr: "inherit" }).output();
  if (!done.success) throw new Error(`Cannot stage the MCPB bundle: npm install exited with ${done.code}`);
}

if (import.meta.main) {
  const [dir] = Deno.args;
  if (!dir) throw new Error("Cannot stage the MCPB bundle: name the folder to write it to");
  await stageMcpb(dir);
}
