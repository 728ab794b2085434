/**
 * Job artifacts beyond one file by job ID (GitLab Job artifacts API): browse the archive, list a downloaded
 * archive's entries, read a file from a branch's latest successful pipeline, keep, delete.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { optional, projectId } from "../fields.ts";
import { jobId } from "./fields.ts";

const jobParams = z.object({ project_id: projectId, job_id: jobId });

/** The archive is found by job ID, or by branch and job name: one way, whole. */
function oneWayToTheJob(p: Record<string, unknown>): string | undefined {
  const byRef = p.branch !== undefined || p.job !== undefined || p.search_recent_successful_pipelines !== undefined;
  if (p.job_id !== undefined && byRef) return "send job_id, or branch with job, not both";
  if (p.job_id === undefined && (p.branch === undefined || p.job === undefined)) {
    return "send job_id, or branch and job (the job's name) for the latest successful pipeline of that branch";
  }
  return undefined;
}

export const jobArtifactActions = [
  defineAction({
    id: "job.artifacts_tree",
    title: "List job artifact files",
    description:
      "List the files and folders inside a job's artifacts archive (path, type, size) without downloading it; path browses a folder, recursive lists everything below. Read one file with job.artifacts. GitLab 18.8 and later.",
    method: "GET",
    path: "/projects/{project_id}/jobs/{job_id}/artifacts/tree",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        job_id: jobId,
        path: z.string().min(1).optional().describe('Folder inside the archive to list, e.g. "coverage/reports".'),
        recursive: z.boolean().optional().describe("true lists every entry below path, not only its direct children."),
      }),
    aliases: ["artifact files", "browse artifacts", "artifact folders", "list artifact files"],
    examples: [
      "what files are in job 8812's artifacts?",
      "list the artifact files of job 55120",
      "browse the coverage/ folder in the artifacts of job 123",
      "list every file and folder in job 90211's artifacts, recursively",
      "which reports did build 4410 upload as artifacts?",
      "list the artifact files of job 3312 without downloading anything",
      "what sizes do the artifact files of job 12009 have?",
      "is there a dist/app.js among job 6621's artifact files?",
      "list artifacts for job 1402 in acme/web",
      "what did the workflow run step 2291 upload? list the files",
      "show the folders in the artifacts of job 5531",
      "list all files under build/ in job 7702's artifacts",
      "browse job 8080's artifacts folder by folder",
      "tree of the artifacts of job 5120",
      "list the files inside job 70021's artifacts (path and size), we're on GitLab 18.9",
      "ls the artifacts of job 55190 under reports/",
      "what's in the artifacts of job 31877? just the listing, no download",
      "recursive file listing of job 6402's artifacts in kestrel/api",
    ],
    summary: ["path", "type", "size"],
  }),
  defineAction({
    id: "job.artifact_by_ref",
    title: "Read artifact file from a branch",
    description:
      "Read one file, as text, from the artifacts of the named job in the latest successful pipeline of a branch or tag, e.g. the coverage report on main, without knowing the job ID. Use job.artifacts when you have the job ID.",
    method: "GET",
    path: "/projects/{project_id}/jobs/artifacts/{branch}/raw/{+artifact_path}",
    kind: "text",
    params: () =>
      z.object({
        project_id: projectId,
        branch: z.string().min(1).describe(
          'Branch or tag name (GitLab\'s ref_name), e.g. "main"; not a SHA. For merge request pipelines "refs/merge-requests/12/head".',
        ),
        artifact_path: z.string().min(1).describe(
          'Path of the file inside the artifacts archive, e.g. "coverage/summary.txt".',
        ),
        job: z.string().min(1).describe('Name of the job that made the artifacts, e.g. "test" or "build:linux".'),
        search_recent_successful_pipelines: z.boolean().optional().describe(
          "true also searches up to 100 recent successful pipelines of the ref, not only the latest (GitLab 18.7+).",
        ),
      }),
    aliases: ["latest artifact", "artifact from branch", "download artifact by ref", "last successful build output"],
    examples: [
      "read coverage/summary.txt from the latest test job artifacts on main",
      "get the lint report the 'lint' job produced on the develop branch",
      "show build/version.txt from the latest successful build on main in acme/web",
      "read reports/junit.xml from the rspec job's artifacts on branch release/2.4",
      "fetch the terraform plan.txt from the 'plan' job's artifacts on main",
      "open the latest benchmark.md artifact of the bench job on master",
      "get CHANGELOG.txt from the release job artifacts on tag v1.4.2",
      "read the artifact out/report.txt from the last green pipeline on main, job 'e2e'",
      "coverage report from the most recent successful main pipeline (job: coverage)",
      "grab the artifact dist/manifest.json from job build on the staging branch",
      "I don't know the job ID: read sbom.json from the 'scan' job on the default branch",
      "latest nightly artifact results.csv on main, job 'nightly'",
      "read coverage.txt from the latest 'test' job on main",
      "artifact report.html of the job named e2e on branch develop",
      "from the newest successful pipeline on main, get dist/version.txt of the build job",
      "get artifact by ref: ref=main, job=lint, path=gl-codequality.json",
      "show the docs job's output/index.md artifact for tag v3.0.0",
      "latest successful 'package' job on release/2.x: read its dist/checksums.txt",
      "artifact from branch main, job name 'build', file dist/index.html",
      "read the artifact of job 'report' from the last successful pipeline on develop",
    ],
  }),
  defineAction({
    id: "job.artifacts_download",
    title: "List job artifacts archive",
    description:
      "Download a job's artifacts zip and list what is in it (path, size, compressed size; the first 200 entries and a count of the rest), never the contents. By job_id, or by branch + job name for the latest successful pipeline. Works on every GitLab version; job.artifacts_tree lists without downloading (18.8+). Read one file with job.artifacts.",
    method: "GET",
    path: ["/projects/{project_id}/jobs/{job_id}/artifacts", "/projects/{project_id}/jobs/artifacts/{branch}/download"],
    kind: "archive",
    params: () =>
      z.object({
        project_id: projectId,
        job_id: optional(jobId),
        branch: z.string().min(1).optional().describe(
          'Instead of job_id: branch or tag name (GitLab\'s ref_name), e.g. "main"; not a SHA. Send with job.',
        ),
        job: z.string().min(1).optional().describe(
          'With branch: name of the job that made the artifacts, e.g. "build".',
        ),
        search_recent_successful_pipelines: z.boolean().optional().describe(
          "With branch: also search up to 100 recent successful pipelines of the ref, not only the latest (GitLab 18.7+).",
        ),
      }),
    check: oneWayToTheJob,
    aliases: ["download artifacts", "artifacts zip", "artifacts archive", "download artifacts zip"],
    examples: [
      "download the artifacts of job 8812 and tell me what's inside",
      "what's in the artifacts.zip of job 55120?",
      "download the latest build job's artifacts archive on main and list it",
      "how big is the artifacts archive of job 123 and which files are largest?",
      "download artifacts for the 'package' job on tag v2.3.0 and list them",
      "list the contents of the artifacts zip from build 4410 in acme/web",
      "which files did job 3312 upload? our GitLab is 17.x so no artifacts tree",
      "dl the artifacts of job 90211",
      "fetch the artifacts archive from the test job on develop and show its entries",
      "get the artifacts zip of job 6621, just the file list",
      "downlaod artifacts of job 1402 and count the files",
      "download the release job's zip on main: does it contain dist/app.tar.gz?",
      "our GitLab is 16.11: pull job 3391's artifacts.zip and list its entries",
      "download job 70021's artifacts.zip and list what's in it (we run GitLab 17.5)",
      "pull the artifacts archive of the 'build' job on main in kestrel/api and show its entries with compressed sizes",
      "get the artifacts zip of job 55190 and tell me which entries are the biggest",
      "grab the whole artifact archive of job 31877 as a zip and list the entries",
    ],
  }),
  defineAction({
    id: "job.artifacts_keep",
    title: "Keep job artifacts",
    description:
      "Keep a job's artifacts so they are not deleted when they expire (clears their expiry date). Returns the job.",
    method: "POST",
    path: "/projects/{project_id}/jobs/{job_id}/artifacts/keep",
    params: () => jobParams,
    aliases: ["keep artifacts", "don't expire artifacts", "pin artifacts", "retain artifacts"],
    examples: [
      "keep the artifacts of job 8812",
      "stop job 55120's artifacts from expiring",
      "pin the release build artifacts of job 123 forever",
      "don't let the artifacts of job 90211 expire next week",
      "keep artifacts for build 4410 in acme/web",
      "prevent expiry of job 3312's coverage artifacts",
      "retain the artifacts of job 12009, we need them for the audit",
      "mark job 6621's artifacts as keep",
      "keep the artifacts of job 1402",
      "job 2291's artifacts expire tomorrow, keep them",
      "override expire_in for job 5531's artifacts so they never expire",
      "job 3391's artifacts expire tomorrow but legal needs them, make them permanent",
      "keep the artifacts of job 70021 in zinc/runbooks",
      "job 55190's artifacts expire in 2 days, keep them forever",
      "clear the artifacts expiry date of job 31877",
      "click 'Keep' on the artifacts of job 6402",
      "the release build job 88123's artifacts must not expire, keep 'em",
    ],
    summary: ["id", "name", "status", "artifacts_expire_at", "web_url"],
  }),
  defineAction({
    id: "job.artifacts_delete",
    title: "Delete job artifacts",
    description:
      "Delete all artifacts of one job; its log and the job stay. Cannot be undone. Maintainer role or higher. Use job.erase to also remove the log.",
    method: "DELETE",
    path: "/projects/{project_id}/jobs/{job_id}/artifacts",
    params: () => jobParams,
    destructive: true,
    aliases: ["remove artifacts", "delete build output", "free artifact storage"],
    examples: [
      "delete the artifacts of job 8812",
      "remove job 55120's artifacts but keep its log",
      "free up storage: delete the artifacts of build 123",
      "delete the artifacts zip of job 90211 in acme/web",
      "job 4410 uploaded a secret in its artifacts, delete those artifacts",
      "delete only the artifacts of job 3312, not the job log",
      "drop the artifacts from job 12009",
      "delete artifacts of job 6621",
      "get rid of the huge artifacts job 1402 produced",
      "remove the artifact files of job 2291",
      "delete artifacts for job 5531, leave the trace alone",
      "remove the artifacts of job 8080 to free up storage",
      "delete job 70021's artifacts in zinc/runbooks, keep the job log",
      "remove only the artifacts of job 55190",
      "purge the artifacts of build 31877 to reclaim storage",
      "job 6402's artifacts contain a .env file, delete those artifacts",
      "delete the 2GB of artifacts job 88123 left behind in northwind/portal",
    ],
  }),
];
