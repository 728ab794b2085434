import assert from "node:assert/strict";
import { provenanceProblem, recordedSource } from "../../scripts/provenance.ts";

const DOCS =
  "GitLab REST API docs, Tags API (https://docs.gitlab.com/api/tags/), section 'List project repository tags'";

Deno.test("provenance: what the recorder writes passes the fixture check", () => {
  const source = recordedSource("GitLab.Example.com:8443", new Date("2026-12-01T08:00:00Z"));
  assert.equal(source, "Recorded from gitlab.example.com:8443 on 2026-12-01 by scripts/record_fixtures.ts");
  assert.equal(provenanceProblem(source), undefined);
});

Deno.test("provenance: a hand-written source cites the docs page and may say it is not recorded", () => {
  assert.equal(
    provenanceProblem(`${DOCS}: example response shape. Hand-written from the documented example.`),
    undefined,
  );
  assert.equal(provenanceProblem(`${DOCS}. Hand-written from the documented example, not recorded.`), undefined);
});

Deno.test("provenance: a hand-written source claiming to be recorded fails", () => {
  assert.match(provenanceProblem(`${DOCS}. Recorded against gitlab.com.`)!, /must not claim to be recorded/);
  assert.match(provenanceProblem(`Recorded from gitlab.com on 2026-12-01 (${DOCS})`)!, /must not claim/);
});

Deno.test("provenance: no docs page, no source, or a recorded shape with a bad date fails", () => {
  assert.match(provenanceProblem("GitLab REST API docs, Tags API")!, /must cite the GitLab docs page/);
  assert.match(provenanceProblem("Hand-written")!, /must cite/);
  assert.equal(provenanceProblem(undefined), "it names no source");
  assert.equal(provenanceProblem(""), "it names no source");
  assert.match(
    provenanceProblem("Recorded from gitlab.com on 2026-02-30 by scripts/record_fixtures.ts")!,
    /calendar date/,
  );
});
