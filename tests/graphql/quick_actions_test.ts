/**
 * Quick actions in GraphQL rows: a work item's description or a note's body is text GitLab runs
 * quick actions from, sent as a variable. A "/merge" line is refused there as in a REST body, with the
 * row's own fixture params, and nothing reaches /api/graphql; allow_quick_actions still needs confirmation.
 */
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/client";
import { textOf } from "../support/harness.ts";
import { loadFixture } from "../support/fixtures.ts";
import { recordingGitLab, stdioClient } from "../adversarial/support.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { quickFieldsOf } from "../../src/engine/quick_action_fields.ts";

const INJECTED = "Plan for the sprint.\n/merge\n/assign @root";
const TARGETS = SERVED_ACTIONS.filter((a) => a.graphql && quickFieldsOf(a).length > 0);

function run(client: Client, action: string, params: Record<string, unknown>) {
  return client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
}

Deno.test("graphql quick actions: the work item and note rows carry description and body fields", () => {
  const ids = TARGETS.map((a) => a.id);
  for (const id of ["work_item.create", "work_item.update", "work_item.note_create", "epic.create"]) {
    assert.ok(ids.includes(id), ids.join(", "));
  }
});

Deno.test("graphql quick actions: a quick-action line is refused in every such field; nothing is sent", async () => {
  const gitlab = recordingGitLab(() => ({ status: 200, body: { data: null } }));
  const client = await stdioClient({ GITLAB_URL: gitlab.url });
  try {
    for (const action of TARGETS) {
      const { call } = await loadFixture(action.id);
      for (const field of quickFieldsOf(action)) {
        const result = await run(client, action.id, { ...call.params, [field]: INJECTED });
        const text = textOf(result);
        assert.ok(result.isError, `${action.id}.${field}: ${text}`);
        assert.match(text, new RegExp(`^Cannot run "${action.id.replace(".", "\\.")}": "${field}" line 2 is "/merge"`));
        assert.match(text, /Nothing was sent to GitLab/);
        const flagged = await run(client, action.id, { ...call.params, [field]: INJECTED, allow_quick_actions: true });
        assert.ok(flagged.isError, `${action.id}.${field} flagged: ${textOf(flagged)}`);
        assert.match(textOf(flagged), /without confirmation/);
      }
    }
    assert.equal(gitlab.requests.length, 0, JSON.stringify(gitlab.requests.map((r) => r.body)));
  } finally {
    await client.close();
    await gitlab.close();
  }
});
