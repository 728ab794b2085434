/**
 * The README's MCP Inspector command, run as written (only the GitLab URL and token swapped for a fake
 * GitLab's), offline against the packages `deno task test:prefetch` fetched: the fake must receive the call.
 */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { readmeBlock, shellWords, splitCommand } from "../support/readme.ts";
import { missingPrefetch, npmEnv } from "../support/npm_cache.ts";
import { ROOT } from "../support/paths.ts";

const missing = missingPrefetch();
if (missing) console.warn(`readme inspector: skipped, ${missing}`);

Deno.test({
  name: "readme: the MCP Inspector command runs tag.list against the GitLab its -e flags name",
  ignore: missing !== "",
  fn: async () => {
    // The README's call names no search: the fixture's request without one.
    const [exchange] = (await loadFixture("tag.list")).exchanges;
    const { search: _, ...query } = exchange!.request.query!;
    const gitlab = new FakeGitLab().expect({ ...exchange!, request: { ...exchange!.request, query } });
    try {
      const text = readmeBlock(/mcp-inspector/, "sh").body
        .replaceAll("https://gitlab.example.com", gitlab.url).replaceAll("glpat-…", "glpat-inspector");
      const { env, argv } = splitCommand(shellWords(text));
      assert.equal(argv[0], "npx");
      // Unpinned, npm picks the newest Inspector this Node can run: 2.x on Node 22, which passes the server
      // only the variables named with -e; so the command pins 2 and names both.
      assert(argv.includes("@modelcontextprotocol/inspector@2"), argv.join(" "));
      for (const name of ["GITLAB_URL", "GITLAB_TOKEN"]) {
        assert(argv.some((w, i) => argv[i - 1] === "-e" && w.startsWith(`${name}=`)), `no -e ${name}=`);
      }
      assert.deepEqual(env, {}, "the shell's variables do not reach the server: pass them with -e");
      const out = await new Deno.Command("npx", {
        args: argv.slice(1),
        cwd: ROOT,
        env: npmEnv(env),
        stdin: "null",
        stdout: "piped",
        stderr: "piped",
      }).output();
      const dec = new TextDecoder();
      assert.equal(out.code, 0, dec.decode(out.stderr));
      assert.match(dec.decode(out.stdout), /v1\.0\.0/);
      gitlab.assertDone();
      assert.equal(gitlab.requests[0]!.headers.get("private-token"), "glpat-inspector");
    } finally {
      await gitlab.close();
    }
  },
});
