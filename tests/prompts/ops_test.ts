/** The delivery prompts: approvals, deployments, CI/CD variables (values never embedded). */
import assert from "node:assert/strict";
import { body, get, messageText, ok, P, PROJECT, run } from "./helpers.ts";

const MR = `${P}/merge_requests/5`;

Deno.test("mr_approval_status: approval state and approvals of the merge request are embedded", async () => {
  const exchanges = [
    get(`${MR}/approval_state`, undefined, ok(await body("merge_request.approval_state"))),
    get(`${MR}/approvals`, undefined, ok(await body("merge_request.approvals"))),
  ];
  await run({ exchanges }, async (h) => {
    const args = { project_id: PROJECT, merge_request_iid: "5" };
    const text = messageText(await h.client.getPrompt({ name: "mr_approval_status", arguments: args }));
    assert(text.includes("### merge_request.approval_state:"), text);
    assert(text.includes("### merge_request.approvals:"), text);
    assert(text.includes("approvals_left"), text);
  });
});

Deno.test("deployment_overview: available environments and the latest deployments, newest first", async () => {
  const exchanges = [
    get(`${P}/environments`, { states: "available", page: "1", per_page: "50" }, ok(await body("environment.list"), 2)),
    get(
      `${P}/deployments`,
      { order_by: "updated_at", sort: "desc", page: "1", per_page: "20" },
      ok(await body("deployment.list"), 2),
    ),
  ];
  await run({ exchanges }, async (h) => {
    const text = messageText(
      await h.client.getPrompt({ name: "deployment_overview", arguments: { project_id: PROJECT } }),
    );
    assert(text.includes("- 1 review/fix-foo [available]"), text);
    assert(text.includes("- 42 [success] · environment: production · ref: main · sha: a91957a8"), text);
  });
});

Deno.test("ci_variables_audit: variables are listed by key and settings, no value ever, masked or not", async () => {
  const listed = await body("variable.list") as Array<Record<string, unknown>>;
  // An unmasked credential is what the audit is for: its value must not reach the prompt either.
  const aws = { ...listed[0]!, key: "AWS_SECRET_ACCESS_KEY", value: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
  const variables = [...listed, aws];
  const exchanges = [get(`${P}/variables`, { page: "1", per_page: "100" }, ok(variables, variables.length))];
  await run({ exchanges }, async (h) => {
    const text = messageText(
      await h.client.getPrompt({ name: "ci_variables_audit", arguments: { project_id: PROJECT } }),
    );
    for (const v of variables) {
      assert(text.includes(String(v.key)), text);
      if (typeof v.value === "string") assert(!text.includes(v.value), `the value of ${v.key} is embedded:\n${text}`);
    }
    assert.match(text, /KUBECONFIG.*variable_type: file/);
  });
});
