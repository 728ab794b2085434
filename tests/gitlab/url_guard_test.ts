/** The URL guard alone, and inside the client: a path that parsing would change is never fetched. */
import assert from "node:assert/strict";
import { decodeFully, guardedRedirect, guardedUrl, hasDotPart } from "../../src/gitlab/url_guard.ts";
import { GitLabClient } from "../../src/gitlab/client.ts";
import { GitLabError } from "../../src/gitlab/errors.ts";

const BASE = "https://gitlab.example.com/api/v4";
const SUB = "https://example.com/gitlab/api/v4";

const refused = (fn: () => unknown, kind = "bad_request") =>
  assert.throws(fn, (e: unknown) => e instanceof GitLabError && e.kind === kind && /^Cannot run "x": /.test(e.message));

Deno.test("url_guard: paths that parse as built pass, with the query kept", () => {
  const cases: Array<[string, string, string]> = [
    [BASE, "/projects/g%2Fp/issues", ""],
    [BASE, "/projects/1/repository/files/a%2Fb%20c.md/raw", "?ref=main"],
    [BASE, "/projects/1/jobs/2/artifacts/dir/%C3%A4.txt", ""],
    [BASE, "/projects/1/protected_branches/release%2F*", ""],
    [BASE, "/projects/.dotfiles/labels/...x", ""],
    [SUB, "/projects/1", "?page=1&per_page=20"],
  ];
  for (const [base, path, query] of cases) {
    assert.equal(guardedUrl(base, 'run "x"', path, query), `${base}${path}${query}`);
  }
});

Deno.test("url_guard: dot segments, raw ?, #, backslash and control characters are refused", () => {
  for (
    const path of [
      "/projects/1/..",
      "/projects/1/.",
      "/projects/../issues",
      "/projects/%2e%2e/issues",
      "/projects/%2E./issues",
      "/projects/1/jobs/2/artifacts/../../../variables",
      "/projects/1\\..\\x",
      "/projects/1?x=1",
      "/projects/1#x",
      "/projects/a\nb",
      "/projects/a\tb",
      "projects/1",
      "",
    ]
  ) {
    refused(() => guardedUrl(BASE, 'run "x"', path, ""));
  }
});

Deno.test("url_guard: segments that decode to dot parts are refused even when parsing keeps them", () => {
  for (
    const path of ["/projects/%252e%252e/issues", "/projects/1/repository/files/..%2F..%2Fsecret", "/p/a%5C..%5Cb"]
  ) {
    assert.equal(new URL(`${BASE}${path}`).pathname, `/api/v4${path}`, "parsing keeps it");
    refused(() => guardedUrl(BASE, 'run "x"', path, ""));
  }
});

Deno.test("url_guard: the message says what would have been sent and that nothing was", () => {
  try {
    guardedUrl(BASE, 'run "project.label_delete"', "/projects/1/labels/..", "");
    assert.fail("not refused");
  } catch (e) {
    assert.match(
      (e as Error).message,
      /^Cannot run "project.label_delete": the request path "\/api\/v4\/projects\/1\/labels\/.." would be normalised to "\/api\/v4\/projects\/1\/"; nothing was sent\./,
    );
  }
});

Deno.test("url_guard: redirects stay below the API base", () => {
  assert.equal(
    guardedRedirect(BASE, 'run "x"', new URL("/api/v4/projects/2", BASE), 301),
    "https://gitlab.example.com/api/v4/projects/2",
  );
  for (const to of ["/users/sign_in", "/api/v4", "/api/v40/x", "/api/v4/projects/%252e%252e/x", "/other/api/v4/x"]) {
    refused(() => guardedRedirect(BASE, 'run "x"', new URL(to, BASE), 302), "redirect");
  }
  refused(() => guardedRedirect(SUB, 'run "x"', new URL("/api/v4/projects/1", SUB), 302), "redirect");
});

Deno.test("url_guard: decodeFully and hasDotPart", () => {
  assert.equal(decodeFully("%25252e"), ".");
  assert.equal(decodeFully("100%"), "100%");
  assert.ok(hasDotPart("a/%2e%2e/b") && hasDotPart("..") && hasDotPart("a\\.") && hasDotPart("%252E"));
  assert.ok(!hasDotPart("a..b") && !hasDotPart("...") && !hasDotPart(".hidden") && !hasDotPart("v1.2"));
});

Deno.test("url_guard: the client refuses before fetching, and refuses redirects out of the base", async () => {
  const fetched: string[] = [];
  const client = new GitLabClient({
    baseUrl: new URL("https://gitlab.example.com"),
    fetch: (input) => {
      fetched.push(String(input));
      return Promise.resolve(new Response(null, { status: 302, headers: { location: "/users/sign_in" } }));
    },
  });
  await assert.rejects(
    client.request({ action: 'run "x"', method: "DELETE", path: "/projects/1/labels/.." }),
    (e: unknown) => e instanceof GitLabError && /nothing was sent/.test(e.message),
  );
  assert.deepEqual(fetched, []);
  await assert.rejects(
    client.request({ action: 'run "x"', method: "GET", path: "/projects/1" }),
    (e: unknown) => e instanceof GitLabError && e.kind === "redirect" && /outside the API base/.test(e.message),
  );
  assert.deepEqual(fetched, ["https://gitlab.example.com/api/v4/projects/1"]);
});
