/**
 * Property: for any string in any path placeholder, the path builder plus the URL guard either
 * refuse the call or produce exactly the template with the value percent-encoded in its own
 * segment(s), below /api/v4. One action per placeholder kind, derived from the catalog.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import type { Action } from "../../src/engine/action.ts";
import { ParamError } from "../../src/engine/validate.ts";
import { pathKind } from "../../src/engine/path_values.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { GitLabError } from "../../src/gitlab/errors.ts";
import { guardedUrl } from "../../src/gitlab/url_guard.ts";
import { loadFixture } from "../support/fixtures.ts";

const API = "https://gitlab.example.com/api/v4";
const RUNS = { numRuns: 2000, interruptAfterTimeLimit: 5_000 };

/** Characters that matter to URL parsing and to GitLab's decoding, densely. */
const TRICKY = fc.constantFrom(
  ".",
  "/",
  "\\",
  "%",
  "2",
  "5",
  "e",
  "E",
  "f",
  "F",
  "c",
  "?",
  "#",
  " ",
  "\n",
  "\0",
  "~",
  "*",
  ":",
  "@",
  "a",
  "ü",
);
const VALUES = fc.oneof(
  fc.string({ unit: TRICKY, maxLength: 16 }),
  fc.array(fc.constantFrom(".", "..", "%2e", "%2E%2e", "%252e%252e", "a", "b.c", "", "..%2f"), { maxLength: 5 }).map((
    a,
  ) => a.join("/")),
  fc.string({ unit: "binary", maxLength: 24 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
);

/** The first path that has `param`, and one action per kind of placeholder (plus every `{+param}`). */
function samples(): Array<{ action: Action; param: string; template: string }> {
  const seen = new Set<string>();
  const out = [];
  for (const action of SERVED_ACTIONS.filter((a) => !a.run)) {
    for (const param of action.pathParams) {
      const template = action.paths.find((p) => p.includes(`{${param}}`) || p.includes(`{+${param}}`))!;
      const key = `${pathKind(param)}${template.includes(`{+${param}}`) ? "+" : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ action, param, template });
    }
  }
  return out;
}

/** The reference: each value percent-encoded in its own segment, `{+x}` one segment per "/" part. */
function intended(template: string, params: Record<string, unknown>): string {
  return "/api/v4" + template.replace(/\{(\+?)(\w+)\}/g, (_, multi, name) => {
    const value = String(params[name]);
    return multi ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
}

/** The URL the client would fetch, or null when the call is refused (ParamError or GitLabError). */
function sentUrl(action: Action, params: Record<string, unknown>): string | null {
  try {
    const call = buildCall(action, params);
    return guardedUrl(API, call.action, call.path, "");
  } catch (e) {
    if (e instanceof ParamError || e instanceof GitLabError) return null;
    throw e;
  }
}

const picked = samples();

Deno.test("path property: every placeholder's kind fits its schema (text params are never checked as IDs)", () => {
  const misfits = SERVED_ACTIONS.flatMap((a) =>
    a.pathParams.filter((p) => {
      const takesText = (a.schema.shape[p] as { safeParse(v: unknown): { success: boolean } }).safeParse("abc").success;
      return takesText === (pathKind(p) === "id");
    }).map((p) => `${a.id}:${p} (${pathKind(p)})`)
  );
  assert.deepEqual(misfits, []);
});

Deno.test("path property: the catalog offers every kind of placeholder to the property", () => {
  assert.ok(picked.length >= 8, picked.map((p) => `${p.action.id}:${p.param}`).join(", "));
});

for (const { action, param, template } of picked) {
  Deno.test(`path property: ${action.id} ${param} — refused, or exactly its own encoded segment(s)`, async () => {
    const base = (await loadFixture(action.id)).call.params;
    const others = Object.fromEntries(action.pathParams.filter((p) => p !== param).map((p) => [p, base[p] ?? 1]));
    let accepted = 0;
    fc.assert(
      fc.property(VALUES, (value) => {
        const params = { ...base, ...others, [param]: value };
        const url = sentUrl(action, params);
        if (url === null) return true;
        accepted++;
        const path = new URL(url).pathname;
        assert.equal(path, intended(template, params));
        assert.ok(!path.split("/").some((s) => s === "." || s === ".."), path);
        return true;
      }),
      RUNS,
    );
    assert.ok(accepted > 0, "some values must be accepted, or the property says nothing");
  });
}

Deno.test("path property: the URL guard alone never lets a changed path through", () => {
  fc.assert(
    fc.property(VALUES, fc.boolean(), (value, raw) => {
      if (!raw && !value.isWellFormed()) return true; // encodeURIComponent cannot encode it at all
      // Raw: the value unencoded, as a careless builder would write it.
      const path = `/projects/1/labels/${raw ? value : encodeURIComponent(value)}/x`;
      let url: string;
      try {
        url = guardedUrl(API, 'run "x"', path, "");
      } catch (e) {
        if (e instanceof GitLabError) return true;
        throw e;
      }
      const parsed = new URL(url);
      assert.equal(parsed.pathname, `/api/v4${path}`);
      assert.equal(parsed.search + parsed.hash, "");
      return true;
    }),
    RUNS,
  );
});
