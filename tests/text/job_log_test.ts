/** Job logs read as a person reads them: sections, progress lines, colours, repeats, error lines. */
import assert from "node:assert/strict";
import { collapseRepeats, failingSection, looksLikeError, parseLog } from "../../src/text/job_log.ts";

const E = "\x1b";
const LOG = [
  `${E}[0Ksection_start:1700000000:prepare_executor\r${E}[0K${E}[36;1mPreparing the "docker" executor${E}[0;m`,
  "Using docker image ruby:3.3",
  `${E}[0Ksection_end:1700000001:prepare_executor\r${E}[0K`,
  `${E}[0Ksection_start:1700000002:step_script[collapsed=true]\r${E}[0KExecuting "step_script" stage`,
  "Downloading 10%\rDownloading 50%\rDownloading 100%",
  "ok 1",
  "ok 1",
  "ok 1",
  `${E}[31;1mError: expected 2, got 3${E}[0;m`,
  `${E}[0Ksection_end:1700000003:step_script\r${E}[0K`,
  `${E}[31;1mERROR: Job failed: exit code 1${E}[0;m`,
  "",
].join("\n");

Deno.test("sections name their lines, markers vanish, a progress line shows its last state, colours go", () => {
  const lines = parseLog(LOG);
  assert.deepEqual(lines.map((l) => [l.n, l.section ?? "-", l.text]), [
    [1, "prepare_executor", 'Preparing the "docker" executor'],
    [2, "prepare_executor", "Using docker image ruby:3.3"],
    [4, "step_script", 'Executing "step_script" stage'],
    [5, "step_script", "Downloading 100%"],
    [6, "step_script", "ok 1"],
    [7, "step_script", "ok 1"],
    [8, "step_script", "ok 1"],
    [9, "step_script", "Error: expected 2, got 3"],
    [11, "-", "ERROR: Job failed: exit code 1"],
  ]);
});

Deno.test("repeats collapse, the failing section is found, the runner's verdict is no error line of its own", () => {
  const lines = parseLog(LOG);
  assert.equal(collapseRepeats(lines).find((l) => l.n === 6)?.text, "ok 1 (repeated 3 times)");
  assert.equal(failingSection(lines), "step_script");
  assert(looksLikeError("Error: expected 2, got 3"));
  assert(looksLikeError("npm ERR! code ELIFECYCLE"));
  assert(!looksLikeError("ERROR: Job failed: exit code 1"));
  assert(!looksLikeError("all 42 tests passed"));
});

Deno.test("a log read from its end: lines before a section's end marker were in that section", () => {
  const lines = parseLog(
    ["test 1 ok", "Error: boom", `${E}[0Ksection_end:1700000003:step_script\r${E}[0K`, "after"].join("\n"),
  );
  assert.deepEqual(lines.map((l) => l.section ?? "-"), ["step_script", "step_script", "-"]);
});
