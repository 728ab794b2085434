/** CI Lint API (https://docs.gitlab.com/api/lint/): validate a YAML body or the project's current CI config. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";

type Rec = Record<string, unknown>;

const lines = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** One line per error and warning, so the model can fix them one by one; the merged YAML stays in the structured result. */
function lintNotes(data: unknown): string[] {
  const r = (data ?? {}) as Rec;
  const errors = lines(r.errors);
  const warnings = lines(r.warnings);
  const jobs = Array.isArray(r.jobs) ? r.jobs.map((j) => `${(j as Rec).stage}: ${(j as Rec).name}`) : [];
  return [
    r.valid ? "The CI/CD configuration is valid." : "The CI/CD configuration is NOT valid.",
    ...errors.map((e) => `error: ${e}`),
    ...warnings.map((w) => `warning: ${w}`),
    ...(jobs.length ? [`Jobs (${jobs.length}): ${jobs.join(", ")}`] : []),
  ];
}

const includeJobs = z.boolean().optional().describe(
  "Also return the jobs that would exist in the static check or pipeline simulation (default false).",
);
const dryRun = z.boolean().optional().describe(
  "Simulate pipeline creation (rules, needs, includes resolved for a ref) instead of only a static check (default false).",
);

const SUMMARY = ["valid"];

export const ciActions = [
  defineAction({
    id: "ci.lint",
    title: "Validate CI/CD YAML",
    description:
      "Validate a .gitlab-ci.yml you pass as text (content) in a project's context (its CI/CD variables and include:local files), without committing it or running anything. Returns valid, each error and warning, and the merged YAML. To check the config already in the repository, use ci.lint_current.",
    method: "POST",
    path: "/projects/{project_id}/ci/lint",
    // It only validates (dry_run simulates without creating anything): a read, served in read-only mode.
    readOnly: true,
    idempotent: true,
    params: () =>
      z.object({
        project_id: projectId,
        content: z.string().min(1).describe("The CI/CD configuration, as YAML text (the whole .gitlab-ci.yml)."),
        dry_run: dryRun,
        include_jobs: includeJobs,
        ref: z.string().optional().describe(
          "With dry_run, the branch or tag to simulate the pipeline for (default: the project's default branch).",
        ),
      }),
    aliases: ["CI lint", "lint gitlab-ci.yml", "validate pipeline config", "check YAML syntax", "pipeline editor"],
    examples: [
      "lint this .gitlab-ci.yml before I commit it",
      "is this pipeline YAML valid? stages: [build, test] ...",
      "validate my CI config draft against acme/web before pushing",
      "check this gitlab-ci snippet I pasted for syntax errors",
      "hey, can you run the CI linter on the YAML I pasted?",
      "does this workflow file work on GitLab? it's a GitHub Actions port",
      "simulate a pipeline for this new config on branch release/2.1 without committing",
      "which jobs would this draft YAML create in platform/api?",
      "dry run this uncommitted .gitlab-ci.yml against main, don't start a pipeline",
      "lint the edited CI yaml (not the committed one) in billing-service",
      "why is my includes/rules block invalid? here's the yaml",
      "valdiate this gitlab ci yaml for me",
      "here's my proposed pipeline config, will GitLab accept it?",
      "lint this YAML: build: { script: [make] }",
      "validate the following gitlab-ci content for acme/web",
      "here's a .gitlab-ci.yml I wrote, lint it before I push",
      "is the CI yaml I'm pasting below valid?",
      "lint the config I'm about to commit, content below",
      "lint the CI YAML content I give you in this message",
      "validate this CI config text for platform/api: include: local: ci/build.yml",
    ],
    summary: SUMMARY,
    notes: lintNotes,
  }),
  defineAction({
    id: "ci.lint_current",
    title: "Validate the project's CI/CD config",
    description:
      "Validate the .gitlab-ci.yml already committed in a project (HEAD of the default branch, or content_ref), with its variables and local includes. Returns valid, each error and warning, and the merged YAML. To check YAML that is not committed yet, use ci.lint.",
    method: "GET",
    path: "/projects/{project_id}/ci/lint",
    params: () =>
      z.object({
        project_id: projectId,
        content_ref: z.string().optional().describe(
          "Commit SHA, branch or tag to read the CI/CD configuration from (default: HEAD of the default branch).",
        ),
        dry_run: dryRun,
        dry_run_ref: z.string().optional().describe(
          "With dry_run, the branch or tag to simulate the pipeline for (default: the project's default branch).",
        ),
        include_jobs: includeJobs,
        ref: z.string().optional().describe(
          "Deprecated name of dry_run_ref (older GitLab versions): with dry_run, the branch or tag to simulate for.",
        ),
      }),
    aliases: ["CI lint", "is my pipeline config valid", "check .gitlab-ci.yml", "validate CI config"],
    examples: [
      "is the .gitlab-ci.yml in acme/web valid?",
      "lint the project's current CI config",
      "check the committed pipeline config on main in platform/api for errors",
      "validate the CI file already on branch feature/cache in mobile/ios",
      "why won't pipelines start in billing-service? check its gitlab-ci.yml",
      "any warnings in the committed CI configuration of infra/terraform?",
      "show the merged YAML of acme/web's existing pipeline config with all includes expanded",
      "dry run the current .gitlab-ci.yml for the release/3.0 branch",
      "which jobs does the existing CI config in the data/etl repo define?",
      "lint the repo's CI config at commit 3f2a9c1",
      "does our committed workflow config have syntax errors? repo acme/shop",
      "check teh gitlab-ci.yml on the default branch",
      "is the pipeline config in the repository of payments broken?",
      "lint the .gitlab-ci.yml that's already in acme/web",
      "validate the committed CI config of platform/api on the default branch",
      "is the CI config currently on main in payments valid?",
      "check the existing gitlab-ci.yml in data-etl for errors",
      "lint the committed .gitlab-ci.yml on branch feature/cache in zinc/runbooks",
      "is the pipeline config already in kestrel/api valid? run CI lint on it, I have no YAML to paste",
      "validate the CI config at ref v2.1.0 of ops/ansible",
    ],
    summary: SUMMARY,
    notes: lintNotes,
  }),
];
