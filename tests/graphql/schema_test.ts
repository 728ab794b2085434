/**
 * Every GraphQL row's document (and the lookups rows run first) validated against GitLab's published schema
 * reference (fixtures/graphql/reference/, turned into SDL by tests/support/graphql_reference.ts): a wrong field,
 * argument or variable type fails here.
 */
import assert from "node:assert/strict";
import { parse, validate } from "graphql";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { TYPE_LOOKUP, WORK_ITEM_LOOKUP } from "../../src/engine/graphql_lookup.ts";
import { referenceSchema } from "../support/graphql_reference.ts";

const schema = await referenceSchema();

function problems(document: string): string[] {
  return validate(schema, parse(document)).map((e) => e.message);
}

const rows = SERVED_ACTIONS.filter((a) => a.graphql && !a.graphql.own);

Deno.test("graphql schema: at least 30 GraphQL rows, graphql.query among them", () => {
  assert(SERVED_ACTIONS.filter((a) => a.graphql).length >= 30);
  assert(SERVED_ACTIONS.some((a) => a.id === "graphql.query" && a.graphql?.own && a.readOnly));
});

for (const action of rows) {
  Deno.test(`graphql schema: ${action.id}'s document is valid against the reference`, () => {
    assert.deepEqual(problems(action.graphql!.document), [], action.graphql!.document);
    const op = parse(action.graphql!.document).definitions[0] as { operation: string; name?: { value: string } };
    assert.equal(op.name?.value, action.graphql!.operationName);
    assert.equal(op.operation, action.graphql!.mutation ? "mutation" : "query");
  });
  const alternative = action.graphql!.alternative?.op;
  if (alternative) {
    Deno.test(`graphql schema: ${action.id}'s alternative document is valid against the reference`, () => {
      assert.deepEqual(problems(alternative.document), [], alternative.document);
      const op = parse(alternative.document).definitions[0] as { operation: string; name?: { value: string } };
      assert.equal(op.name?.value, alternative.operationName);
      assert.equal(op.operation, "query");
    });
  }
}

Deno.test("graphql schema: the lookups are valid against the reference", () => {
  assert.deepEqual(problems(WORK_ITEM_LOOKUP), []);
  assert.deepEqual(problems(TYPE_LOOKUP), []);
});

Deno.test("graphql schema: a field, an argument or a variable type the reference lacks fails", () => {
  assert.match(problems('query a($p: ID!) { namespace(fullPath: $p) { workItem(iid: "1") { titel } } }')[0]!, /titel/);
  assert.match(
    problems('query a($p: ID!) { group(fullPath: $p) { workItems(iterationId: ["1"]) { count } } }')[0]!,
    /iterationId/,
  );
  assert.match(
    problems("query a($p: ID!, $l: [String]) { project(fullPath: $p) { workItems(labelName: $l) { count } } }")[0]!,
    /\$l/,
  );
});
