/**
 * Which rows hand out a credential is read off the row, so the audit below is what the catalog says, and a new
 * row of the kind (a runner registration, a key of a user's) asks first without being listed anywhere.
 */
import assert from "node:assert/strict";
import { z } from "zod";
import { CATALOG } from "../../src/catalog/mod.ts";
import { defineAction } from "../../src/engine/action.ts";
import { credentialEffect } from "../../src/guard/credential_class.ts";
import { credentialCheck } from "../../src/guard/credential_risks.ts";
import { hasRisk } from "../../src/guard/destructive.ts";

Deno.test("the audited rows that mint, widen or share a credential, as derived from the catalog", () => {
  const found = Object.fromEntries(CATALOG.flatMap((a) => {
    const effect = credentialEffect(a);
    return effect ? [[a.id, effect]] : [];
  }));
  assert.deepEqual(found, {
    "access_token.create": "mints",
    "access_token.rotate": "mints",
    "deploy.token_create": "mints",
    "deploy.key_add": "mints",
    "deploy.key_update": "widens",
    "deploy.key_enable": "shares",
    "pipeline.trigger_create": "mints",
    "project.member_add": "widens",
    "project.member_edit": "widens",
  });
});

const row = (method: "POST" | "PUT", path: string, params: z.ZodRawShape) =>
  defineAction({ id: "x.y", title: "X", description: "x", method, path, params: z.object(params) });

Deno.test("a new row of the kind asks without being listed: runners, a user's keys, an item's rotation", async () => {
  const rows = [
    row("POST", "/user/runners", { runner_type: z.string() }),
    row("POST", "/users/{user_id}/keys", { key: z.string() }),
    row("POST", "/groups/{group_id}/service_accounts/{user_id}/personal_access_tokens/{token_id}/rotate", {}),
    row("POST", "/runners/{id}/reset_authentication_token", {}),
  ];
  for (const r of rows) {
    assert.ok(hasRisk(r), r.paths[0]);
    assert.match((await credentialCheck(r)!({ group_id: "g" }))!, /credential for group g/);
  }
});

Deno.test("an update asks only when it widens; reads, deletions and other collections never do", async () => {
  const update = row("PUT", "/projects/{project_id}/deploy_keys/{key_id}", { can_push: z.boolean() });
  const check = credentialCheck(update)!;
  assert.equal(await check({ project_id: "p", can_push: false }), null);
  assert.equal(await check({ project_id: "p", title: "x" }), null);
  assert.match((await check({ project_id: "p", can_push: true }))!, /widens what a credential may do/);
  assert.equal(
    credentialEffect(row("PUT", "/projects/{project_id}/triggers/{id}", { description: z.string() })),
    undefined,
  );
  assert.equal(credentialEffect(row("POST", "/projects/{project_id}/labels", { name: z.string() })), undefined);
  const del = defineAction({
    id: "x.z",
    title: "X",
    description: "x",
    method: "DELETE",
    path: "/projects/{project_id}/deploy_keys/{key_id}",
    params: z.object({}),
  });
  assert.equal(credentialEffect(del), undefined);
});
