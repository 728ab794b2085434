#!/usr/bin/env node
// The npm package's command: runs scripts/start.js (the bundled `deno task start`) under the Deno of the `deno`
// dependency, so the server gets network access to GITLAB_URL's host (plus the listen address with --http) and
// its own environment variables, nothing else. Arguments are server flags.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// The deno package's own lookup (its bin.cjs uses it): the copied binary, else the platform package's.
const deno = createRequire(import.meta.url)("deno/install_api.cjs").runInstall();
// start.js starts the server with `deno` from PATH: this one.
const path = Object.keys(process.env).find((k) => k.toUpperCase() === "PATH") ?? "PATH";
const env = {
  ...process.env,
  [path]: `${dirname(deno)}${delimiter}${process.env[path] ?? ""}`,
  DENO_NO_UPDATE_CHECK: "1",
};
// The flags of deno.json's start task.
const args = [
  "run",
  "--no-prompt",
  "--allow-env=GITLAB_URL,GITLAB_MCP_STATE_STORE",
  "--allow-run=deno",
  "scripts/start.js",
];
const child = spawn(deno, [...args, ...process.argv.slice(2)], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
