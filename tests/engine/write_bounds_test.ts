/**
 * Every string and array param is bounded, with GitLab's own limit where GitLab has one, and an
 * oversized value is refused with a message naming the param, its size and the limit.
 */
import assert from "node:assert/strict";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { ParamError, validateParams } from "../../src/engine/validate.ts";
import { DEFAULT_ARRAY_MAX, DEFAULT_STRING_MAX, LABEL_NAME_MAX, LABELS_MAX } from "../../src/engine/write_bounds.ts";
import { NAMES_SHOWN } from "../../src/text/bounds.ts";
import { paramsJsonSchema } from "../../src/engine/json_schema.ts";

const action = (id: string) => SERVED_ACTIONS.find((a) => a.id === id)!;

type Json = Record<string, unknown>;

/** Every string and array node of a JSON Schema, with its path. */
function* nodes(schema: unknown, path: string): Generator<[string, Json]> {
  if (!schema || typeof schema !== "object") return;
  const s = schema as Json;
  if (s.type === "string" || s.type === "array") yield [path, s];
  for (const [k, v] of Object.entries(s)) {
    if (Array.isArray(v)) { for (const [i, x] of v.entries()) yield* nodes(x, `${path}.${k}[${i}]`); }
    else if (v && typeof v === "object") yield* nodes(v, `${path}.${k}`);
  }
}

function refusal(id: string, params: Json): string {
  try {
    validateParams(action(id), params);
  } catch (err) {
    assert.ok(err instanceof ParamError, String(err));
    return err.message;
  }
  assert.fail(`${id} accepted ${JSON.stringify(params).slice(0, 80)}`);
}

Deno.test("no string or array param of any action is unbounded", () => {
  const unbounded: string[] = [];
  for (const a of SERVED_ACTIONS) {
    for (const [path, node] of nodes(paramsJsonSchema(a), a.id)) {
      if (node.type === "string" && node.enum === undefined && typeof node.maxLength !== "number") unbounded.push(path);
      if (node.type === "array" && typeof node.maxItems !== "number") unbounded.push(path);
    }
  }
  assert.deepEqual(unbounded, []);
});

Deno.test("GitLab's limits: title 255, description 1,048,576, note body 1,000,000", () => {
  const base = { project_id: "g/p" };
  assert.equal(
    refusal("issue.create", { ...base, title: "t".repeat(256) }),
    'Cannot run "issue.create": param "title" is 256 characters; GitLab accepts at most 255. Required: project_id, title; optional: ' +
      Object.keys(action("issue.create").schema.shape).filter((k) => !["project_id", "title"].includes(k)).join(", ") +
      ".",
  );
  assert.ok(validateParams(action("issue.create"), { ...base, title: "t".repeat(255) }));
  assert.match(
    refusal("merge_request.create", {
      ...base,
      source_branch: "a",
      target_branch: "b",
      title: "t",
      description: "d".repeat(1_048_577),
    }),
    /param "description" is 1048577 characters; GitLab accepts at most 1048576/,
  );
  assert.match(
    refusal("issue.note_create", { ...base, issue_iid: 1, body: "b".repeat(1_000_001) }),
    /param "body" is 1000001 characters; GitLab accepts at most 1000000/,
  );
});

Deno.test("label lists: at most LABELS_MAX names, each at most GitLab's 255 characters", () => {
  const base = { project_id: "g/p", title: "t" };
  const many = Array.from({ length: LABELS_MAX + 1 }, (_, i) => `l${i}`).join(",");
  assert.match(
    refusal("issue.create", { ...base, labels: many }),
    /param "labels" has more than 100 labels; send at most 100/,
  );
  assert.match(
    refusal("issue.create", { ...base, labels: `bug,${"x".repeat(LABEL_NAME_MAX + 1)}` }),
    /param "labels" has a label name of 256 characters; GitLab accepts at most 255/,
  );
  const exactly = Array.from({ length: LABELS_MAX }, (_, i) => `l${i}`).join(",");
  assert.ok(validateParams(action("issue.create"), { ...base, labels: exactly }));
});

Deno.test("default caps: any other string, a string inside a union, an array", () => {
  assert.match(
    refusal("issue.list", { project_id: "p".repeat(DEFAULT_STRING_MAX + 1) }),
    new RegExp(`param "project_id" is ${DEFAULT_STRING_MAX + 1} characters; send at most ${DEFAULT_STRING_MAX}`),
  );
  assert.match(
    refusal("issue.list", { project_id: "g/p", iids: Array.from({ length: DEFAULT_ARRAY_MAX + 1 }, (_, i) => i + 1) }),
    new RegExp(`param "iids" has ${DEFAULT_ARRAY_MAX + 1} items; send at most ${DEFAULT_ARRAY_MAX}`),
  );
  assert.match(
    refusal("merge_request.create", {
      project_id: "g/p",
      source_branch: "a",
      target_branch: "b",
      title: "t",
      assignee_ids: Array.from({ length: 201 }, (_, i) => i + 1),
    }),
    /param "assignee_ids" has 201 items; GitLab accepts at most 200/,
  );
});

Deno.test("a flood of unknown param names is described briefly and costs little", () => {
  const params = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`field_${i}`, 1]));
  const started = performance.now();
  const message = refusal("issue.list", { project_id: "g/p", ...params, ["x".repeat(200_000)]: 1 });
  assert.ok(performance.now() - started < 2000, "bounded");
  assert.equal(message.match(/unknown param "/g)?.length, NAMES_SHOWN);
  assert.match(message, /; 49991 more unknown param\(s\)/);
  assert.ok(message.length < 2000, `message is ${message.length} characters`);
});

Deno.test("a long unknown param name is clipped and gets no suggestion", () => {
  const message = refusal("issue.list", { project_id: "g/p", [`state${"x".repeat(5000)}`]: 1 });
  assert.match(message, /unknown param "statexxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"\./);
  assert.ok(message.length < 1000);
  assert.match(refusal("issue.list", { project_id: "g/p", stat: 1 }), /unknown param "stat" \(did you mean "state"/);
});
