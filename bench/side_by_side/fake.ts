/** The fake GitLab both servers talk to: every path answers one project-like JSON object after `latencyMs`. */
import { FakeGitLab } from "../../tests/support/fake_gitlab.ts";
import { sleep } from "./stats.ts";

export const PROJECT = {
  id: 1,
  username: "bench",
  name: "web",
  path: "web",
  path_with_namespace: "acme/web",
  default_branch: "main",
  visibility: "private",
  web_url: "http://127.0.0.1/acme/web",
  description: "A project the bench asks for.",
  star_count: 3,
  open_issues_count: 7,
  created_at: "2026-01-01T00:00:00Z",
  last_activity_at: "2026-11-30T12:00:00Z",
};

export function fakeGitLab(latencyMs: number): FakeGitLab {
  const gitlab = new FakeGitLab();
  gitlab.fallback = async () => {
    if (latencyMs > 0) await sleep(latencyMs);
    return { status: 200, body: PROJECT };
  };
  return gitlab;
}

/** Drops what the fake recorded so a long run does not grow the bench process. */
export function forget(gitlab: FakeGitLab): void {
  gitlab.requests.length = 0;
}
