/** Submitting a review: the summary note may be internal, which means nothing without a note. */
import assert from "node:assert/strict";
import { validateParams } from "../../src/engine/validate.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { served } from "./served.ts";

const publish = served("mr_review.draft_note_publish_all");
const base = { project_id: "acme/web", merge_request_iid: 7 };

Deno.test("draft_note_publish_all sends internal with the summary note", () => {
  const call = buildCall(publish, validateParams(publish, { ...base, note: "LGTM", internal: true }));
  assert.deepEqual(call.body, { note: "LGTM", internal: true });
});

Deno.test("draft_note_publish_all refuses internal without a note", () => {
  assert.throws(
    () => validateParams(publish, { ...base, internal: true }),
    /internal applies to the summary note; send note too/,
  );
});
