import assert from "node:assert/strict";
import { GitLabClient } from "../../src/gitlab/client.ts";
import { GitLabError } from "../../src/gitlab/errors.ts";
import { readPagination } from "../../src/gitlab/pagination.ts";
import { buildQuery, encodeSegment } from "../../src/gitlab/query.ts";
import { retryDelayMs } from "../../src/gitlab/retry.ts";

const TOKEN = "glpat-secret-value-xyz";

type Step = (url: string, init: RequestInit) => Response | Promise<Response>;

function scripted(steps: Step[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchFn = (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    const step = steps.shift();
    if (!step) throw new Error(`unexpected fetch ${url}`);
    return Promise.resolve(step(url, init ?? {}));
  };
  const sleeps: number[] = [];
  const client = new GitLabClient({
    baseUrl: new URL("https://gitlab.example.com"),
    credential: { kind: "private", token: TOKEN },
    fetch: fetchFn as typeof fetch,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    now: () => 1_000_000,
  });
  return { client, calls, sleeps };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

Deno.test("client: path segments and query values cannot inject", () => {
  assert.equal(encodeSegment("group/sub/proj"), "group%2Fsub%2Fproj");
  assert.equal(buildQuery({ search: "a&b=c?d#e/f", n: 1, skip: undefined }), "?search=a%26b%3Dc%3Fd%23e%2Ff&n=1");
  assert.equal(buildQuery({ refs: ["main", "dev"] }), "?refs%5B%5D=main&refs%5B%5D=dev");
});

Deno.test("client: sends PRIVATE-TOKEN to /api/v4 and parses JSON", async () => {
  const { client, calls } = scripted([() => json(200, { id: 1 })]);
  const r = await client.request({ action: "test", method: "GET", path: "/projects/a%2Fb", query: { x: "1" } });
  assert.deepEqual(r.data, { id: 1 });
  assert.equal(calls[0]!.url, "https://gitlab.example.com/api/v4/projects/a%2Fb?x=1");
  assert.equal(new Headers(calls[0]!.init.headers).get("private-token"), TOKEN);
});

Deno.test("client: a bearer credential is sent as Authorization", async () => {
  const client = new GitLabClient({
    baseUrl: new URL("https://gitlab.example.com"),
    credential: { kind: "bearer", token: "oauth-tok" },
    fetch: ((_: string, init: RequestInit) => {
      assert.equal(new Headers(init.headers).get("authorization"), "Bearer oauth-tok");
      assert.equal(new Headers(init.headers).get("private-token"), null);
      return Promise.resolve(json(200, {}));
    }) as unknown as typeof fetch,
  });
  await client.request({ action: "t", method: "GET", path: "/user" });
});

Deno.test("client: GET retries 429/502/503/504 at most 3 times honouring Retry-After", async () => {
  const { client, calls, sleeps } = scripted([
    () => json(429, {}, { "retry-after": "2" }),
    () => json(503, {}),
    () => json(502, {}, { "ratelimit-reset": String(1_000_000 / 1000 + 2) }),
    () => json(504, {}),
  ]);
  await assert.rejects(client.request({ action: "list things", method: "GET", path: "/x" }), (e: unknown) => {
    return e instanceof GitLabError && e.status === 504 && /Cannot list things/.test(e.message);
  });
  assert.equal(calls.length, 4);
  assert.deepEqual(sleeps, [2000, 500, 2000]);
});

Deno.test("client: a write is never retried", async () => {
  const { client, calls } = scripted([() => json(503, { message: "busy" })]);
  await assert.rejects(client.request({ action: "create issue", method: "POST", path: "/x", body: {} }), GitLabError);
  assert.equal(calls.length, 1);
});

Deno.test("client: Retry-After as an HTTP date", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  const h = new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" });
  assert.equal(retryDelayMs(h, 0, now), 3000);
});

Deno.test("client: same-origin redirects are followed, other origins refused without credentials", async () => {
  const { client, calls } = scripted([
    () => new Response(null, { status: 301, headers: { location: "/api/v4/projects/2" } }),
    () => json(200, { id: 2 }),
  ]);
  assert.deepEqual((await client.request({ action: "t", method: "GET", path: "/projects/1" })).data, { id: 2 });
  assert.equal(calls[1]!.url, "https://gitlab.example.com/api/v4/projects/2");

  const other = scripted([
    () => new Response(null, { status: 302, headers: { location: "https://evil.example.net/steal" } }),
  ]);
  await assert.rejects(
    other.client.request({ action: "get project", method: "GET", path: "/projects/1" }),
    (e: unknown) => {
      return e instanceof GitLabError && e.kind === "redirect" &&
        /another origin "https:\/\/evil.example.net"/.test(e.message);
    },
  );
  assert.equal(other.calls.length, 1);
});

Deno.test("client: errors are one classified sentence, GitLab's message capped, token never shown", async () => {
  const cases: Array<[number, unknown, RegExp]> = [
    [400, { message: "title is missing" }, /malformed.*"title is missing"/],
    [401, { message: `401 Unauthorized ${TOKEN}` }, /token is missing, invalid, expired or revoked/],
    [403, { message: "403 Forbidden" }, /lacks the permission or scope/],
    [404, { message: "404 Project Not Found" }, /found nothing at that path.*project\.list/],
    [409, { message: "Branch already exists" }, /conflict.*Branch already exists/],
    [422, { message: { title: ["is too long"] } }, /could not process.*is too long/],
    [500, "x".repeat(2000), /GitLab failed on its side \(HTTP 500\)/],
  ];
  for (const [status, body, re] of cases) {
    const { client } = scripted([() => json(status, body)]);
    await assert.rejects(client.request({ action: "do it", method: "POST", path: "/x", body: {} }), (e: unknown) => {
      const msg = (e as Error).message;
      assert.match(msg, /^Cannot do it: /);
      assert.match(msg, re);
      assert(!msg.includes(TOKEN), "token leaked");
      assert(msg.length < 700, "message not capped");
      return true;
    });
  }
});

/** Deno's fetch rejects with "fetch failed" and says why in `cause`, as these do. */
function fetchFailed(why: string): TypeError {
  const url = "error sending request for url (https://gitlab.example.com/api/v4/x): client error (Connect)";
  return new TypeError("fetch failed", { cause: new Error(`${url}: ${why}`) });
}

Deno.test("client: network failures are classified by their cause", async () => {
  const cases: Array<[Error, string, RegExp]> = [
    [fetchFailed("dns error: failed to lookup address information"), "dns", /could not be resolved \(DNS\)/],
    [fetchFailed("tcp connect error: Connection refused (os error 111)"), "refused", /was refused/],
    [fetchFailed("invalid peer certificate: UnknownIssuer"), "tls", /\(invalid peer certificate: UnknownIssuer\)/],
    [new TypeError("invalid peer certificate: Expired"), "tls", /DENO_CERT=\/path\/to\/ca\.pem/],
    [fetchFailed("connection reset"), "network", /failed \(fetch failed: error sending request.*connection reset\)/],
  ];
  for (const [err, kind, message] of cases) {
    const { client } = scripted([() => Promise.reject(err)]);
    await assert.rejects(
      client.request({ action: "t", method: "GET", path: "/x" }),
      (e: unknown) => (e as GitLabError).kind === kind && message.test((e as GitLabError).message),
    );
  }
});

Deno.test("client: a real refused connection is reported as refused", async () => {
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = closed.addr.port;
  closed.close();
  const client = new GitLabClient({ baseUrl: new URL(`http://127.0.0.1:${port}`) });
  await assert.rejects(
    client.request({ action: "get a project", method: "GET", path: "/projects/1" }),
    (e: unknown) => {
      const err = e as GitLabError;
      return err.kind === "refused" &&
        err.message.startsWith(`Cannot get a project: the connection to "127.0.0.1:${port}"`);
    },
  );
});

Deno.test("client: a slow GitLab times out", async () => {
  const client = new GitLabClient({
    baseUrl: new URL("https://gitlab.example.com"),
    timeoutMs: 20,
    fetch: ((_: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal!.addEventListener("abort", () =>
          reject(init.signal!.reason))
      )) as unknown as typeof fetch,
  });
  await assert.rejects(
    client.request({ action: "t", method: "POST", path: "/x" }),
    (e: unknown) => (e as GitLabError).kind === "timeout",
  );
});

Deno.test("pagination: headers read, missing X-Total handled", () => {
  const full = new Headers({
    "x-page": "2",
    "x-per-page": "20",
    "x-total": "45",
    "x-total-pages": "3",
    "x-next-page": "3",
    "x-prev-page": "1",
  });
  assert.deepEqual(readPagination(full, { page: 2, per_page: 20 }, 20), {
    page: 2,
    per_page: 20,
    total_items: 45,
    total_pages: 3,
    next_page: 3,
    prev_page: 1,
    has_more: true,
  });
  const big = new Headers({ "x-page": "1", "x-per-page": "20", "x-next-page": "2" });
  const p = readPagination(big, { page: 1, per_page: 20 }, 20);
  assert.equal(p.total_items, null);
  assert.equal(p.has_more, true);
  const last = new Headers({ "x-page": "3", "x-per-page": "20", "x-next-page": "" });
  assert.equal(readPagination(last, { page: 3, per_page: 20 }, 5).has_more, false);
  assert.equal(readPagination(new Headers(), { page: 1, per_page: 20 }, 20).has_more, true);
});

Deno.test("client: retry: false sends a safe call once", async () => {
  const { client, calls } = scripted([() => json(503, {})]);
  await assert.rejects(client.request({ action: "complete", method: "GET", path: "/x", retry: false }), GitLabError);
  assert.equal(calls.length, 1);
});

Deno.test("client: a connection Deno's permissions refuse is reported with the refused host", async () => {
  const refused = Object.assign(
    new Error('Requires net access to "127.0.0.2:3999", run again with the --allow-net flag'),
    { name: "NotCapable" },
  );
  const { client } = scripted([() => Promise.reject(refused)]);
  await assert.rejects(client.request({ action: "get project", method: "GET", path: "/projects/1" }), (e: unknown) => {
    const err = e as GitLabError;
    return err.kind === "not_capable" &&
      /permissions lack --allow-net=127\.0\.0\.2:3999, .*"gitlab\.example\.com"/.test(err.message);
  });
});

Deno.test("client: a call its caller aborts is reported as cancelled, whatever the abort reason", async () => {
  // Answers only once the client has gone away.
  const stall = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (req) => new Promise<Response>((resolve) => req.signal.addEventListener("abort", () => resolve(new Response()))),
  );
  const client = new GitLabClient({ baseUrl: new URL(`http://127.0.0.1:${stall.addr.port}`) });
  const caller = new AbortController();
  const pending = client.request({ action: "list issues", method: "GET", path: "/issues", signal: caller.signal });
  setTimeout(() => caller.abort(new Error("Request cancelled by the client")), 50);
  await assert.rejects(pending, (e: unknown) => {
    const err = e as GitLabError;
    return err.kind === "cancelled" && err.message === "Cannot list issues: the call was cancelled.";
  });
  await stall.shutdown();
});
