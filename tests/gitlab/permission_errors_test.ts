/** A connection Deno's --allow-net refuses reads as a permission problem naming the entry to add, each host once. */
import assert from "node:assert/strict";
import { errorForThrown } from "../../src/gitlab/errors.ts";

function refusal(target: string): Error {
  const err = new Error(`Requires net access to "${target}", run again with the --allow-net flag`);
  return Object.assign(err, { name: "NotCapable" });
}

Deno.test("permission errors: the GitLab host itself missing names its --allow-net entry once", () => {
  for (
    const [host, target] of [["gitlab.example.com", "gitlab.example.com:443"], [
      "127.0.0.1:3999",
      "127.0.0.1:3999",
    ]] as const
  ) {
    const err = errorForThrown("list tags", host, refusal(target), false);
    assert.equal(err.kind, "not_capable");
    assert(err.message.startsWith(`Cannot list tags: Deno's permissions lack --allow-net=${target}, `), err.message);
    assert.equal(err.message.split(host).length - 1, 1, err.message);
    assert.doesNotMatch(err.message, /sandbox/);
  }
});

Deno.test("permission errors: another host names both, and how to make it the GitLab host", () => {
  const err = errorForThrown("list tags", "gitlab.example.com", refusal("elsewhere.example:443"), false);
  assert.match(
    err.message,
    /lack --allow-net=elsewhere\.example:443, and .* only to its GitLab host "gitlab\.example\.com"/,
  );
  assert.match(err.message, /set GITLAB_URL to it/);
  for (const host of ["elsewhere.example", "gitlab.example.com"]) assert.equal(err.message.split(host).length, 2);
  assert.doesNotMatch(err.message, /sandbox/);
});
