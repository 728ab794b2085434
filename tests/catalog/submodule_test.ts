/** A submodule path fills one URL segment: slashes are encoded, and dot parts never reach GitLab. */
import assert from "node:assert/strict";
import { pathValueProblem } from "../../src/engine/path_values.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";

const SHA = "3ddec28ea23acc5caa5d8331a6ecb2a65fc03e88";

Deno.test("submodule paths: nested paths pass; dot parts, encoded dots, empty parts and controls are refused", () => {
  for (const ok of ["lib/modules/example", "vendor", "third_party/sdk.v2", "a/b-c/d_e"]) {
    assert.equal(pathValueProblem("submodule", ok), null, ok);
  }
  for (
    const bad of [
      "..",
      ".",
      "lib/../../users",
      "lib/./x",
      "%2e%2e",
      "lib/%2E%2E/x",
      "%252e%252e",
      "/lib",
      "lib//x",
      "lib/",
      "a\nb",
      "",
    ]
  ) {
    assert.notEqual(pathValueProblem("submodule", bad), null, JSON.stringify(bad));
  }
});

Deno.test("repository.submodule_update refuses a dot part before anything is sent", async () => {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    for (const submodule of ["../../../users", "lib/%2e%2e/%2e%2e"]) {
      const r = await h.client.callTool({
        name: "gitlab_execute_action",
        arguments: {
          action: "repository.submodule_update",
          params: { project_id: "acme/web", submodule, branch: "main", commit_sha: SHA },
        },
      });
      assert.equal(r.isError, true);
      assert.match(textOf(r), /param "submodule" .* "\." or "\.\." part.*Nothing was sent to GitLab/);
    }
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.close();
    await gitlab.close();
  }
});
