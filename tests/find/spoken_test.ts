/** Dictated requests: spoken symbols and numbers read as typed (src/find/spoken.ts). */
import assert from "node:assert/strict";
import { unspoken } from "../../src/find/spoken.ts";
import { terms } from "../../src/find/tokens.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { searchActions } from "../../src/find/rank.ts";

Deno.test("spoken: slash, dash, dot and underscore become the symbols; number words a number", () => {
  assert.equal(unspoken("open docs slash setup dot md in acme slash portal"), "open docs/setup.md in acme/portal");
  assert.equal(unspoken("branch fix dash login dash bug"), "branch fix-login-bug");
  assert.equal(unspoken("grep for load underscore config"), "grep for load_config");
  assert.equal(unspoken("issue ninety one and pipeline twenty three oh five"), "issue 0 and pipeline 0");
  // Words that only start like numbers, and a lone "one", stay words.
  assert.equal(
    unspoken("the other one is tenth on the ninetieth list"),
    "the other one is tenth on the ninetieth list",
  );
});

Deno.test("spoken: dictated paths and numbers become the references typed ones are", () => {
  const refs = (q: string) => terms(q).filter((t) => t.term.startsWith("ref:")).map((t) => t.term).sort();
  assert.deepEqual(refs("close issue forty two in acme slash portal"), refs("close issue 42 in acme/portal"));
  assert.deepEqual(refs("show docs slash setup dot md"), refs("show docs/setup.md"));
});

Deno.test("spoken: a dictated file read ranks the file, not the tree or a search", () => {
  const top = (q: string) => searchActions(SERVED_ACTIONS, q, 3)[0]?.action.id;
  assert.equal(
    top("print docs slash deploy slash setup dot md from the main branch of acme slash portal"),
    "repository.file_raw",
  );
  assert.equal(top("print docs/deploy/setup.md from the main branch of acme/portal"), "repository.file_raw");
});

Deno.test("spoken: a split 'pipe line' reads as typed", () => {
  assert.equal(unspoken("jobs in pipe line four four oh two"), "jobs in pipeline 0");
});
