/**
 * Item 6 end to end, against the real server process: a 401 from GitLab tells an HTTP caller to send a
 * valid token in its own headers and a stdio user to fix GITLAB_TOKEN; a job's 404 names job_id, not an IID.
 */
import assert from "node:assert/strict";
import { httpClient, recordingGitLab, startHttpServer, stdioClient } from "../adversarial/support.ts";
import { textOf } from "../support/harness.ts";

const TOKEN = "glpat-hints-e2e-0001";
const ISSUE = {
  name: "gitlab_execute_action",
  arguments: { action: "issue.get", params: { project_id: "g/p", issue_iid: 1 } },
};
const TRACE = {
  name: "gitlab_execute_action",
  arguments: { action: "job.trace", params: { project_id: "g/p", job_id: 42 } },
};

/** GitLab that knows no job and rejects every token. */
const gitlabFor = () =>
  recordingGitLab((r) =>
    r.path.includes("/jobs/")
      ? { status: 404, body: { message: "404 Not found" } }
      : { status: 401, body: { message: "401 Unauthorized" } }
  );

Deno.test("e2e HTTP: a rejected caller token is told to send a valid one in its headers; a job 404 names job_id", async () => {
  const gitlab = gitlabFor();
  const server = await startHttpServer(gitlab.url);
  const client = await httpClient(server.base, TOKEN);
  try {
    const trace = textOf(await client.callTool(TRACE));
    assert.match(trace, /HTTP 404.*job_id \(the job's numeric ID\)/, trace);
    assert.doesNotMatch(trace, /IID/, trace);
    const issue = await client.callTool(ISSUE);
    assert.equal(issue.isError, true);
    const text = textOf(issue);
    assert.match(text, /HTTP 401.*send a valid GitLab token with each request, as PRIVATE-TOKEN: <token>/, text);
    assert.match(text, /Authorization: Bearer <token>/, text);
    assert.doesNotMatch(text, /GITLAB_TOKEN|restart/, text);
    assert.deepEqual(gitlab.requests.map((r) => [r.path, r.headers.get("private-token")]), [
      ["/api/v4/projects/g%2Fp/jobs/42/trace", TOKEN],
      ["/api/v4/projects/g%2Fp/issues/1", TOKEN],
    ]);
  } finally {
    await client.close();
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("e2e stdio: a rejected GITLAB_TOKEN is told to fix GITLAB_TOKEN and restart", async () => {
  const gitlab = gitlabFor();
  const client = await stdioClient({ GITLAB_URL: gitlab.url, GITLAB_MCP_LOG_LEVEL: "error" });
  try {
    const issue = await client.callTool(ISSUE);
    assert.equal(issue.isError, true);
    const text = textOf(issue);
    assert.match(
      text,
      /HTTP 401.*set GITLAB_TOKEN to a valid personal access token with the api scope and restart/,
      text,
    );
    assert.doesNotMatch(text, /PRIVATE-TOKEN|Bearer/, text);
    assert.deepEqual(gitlab.requests.map((r) => [r.path, r.headers.get("private-token")]), [
      ["/api/v4/projects/g%2Fp/issues/1", "glpat-adversarial-0001"],
    ]);
  } finally {
    await client.close();
    await gitlab.close();
  }
});
