/**
 * The protections that depend on the arguments (and, for some, on GitLab's
 * current state). Each returns why a call is dangerous, or null; the guard then asks
 * (on every surface) or refuses. Safe calls are decided without a GitLab read
 * where the arguments alone settle it.
 */
import { escapeValue } from "../elicitation/escape.ts";

/** Reads one GitLab object for the check (a GET below /api/v4, params filled in). */
export type Reader = (pathTemplate: string) => Promise<Record<string, unknown>>;

export type RiskCheck = (params: Record<string, unknown>, read: Reader) => Promise<string | null>;

/** A URL without user:password@, defanged for display. */
export function shownUrl(url: unknown): string {
  const text = String(url ?? "").replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, "$1");
  return escapeValue(text, 200);
}

/** Pull mirror: asks only when the call leaves a running mirror that overwrites diverged branches. */
const pullMirror: RiskCheck = async (p, read) => {
  if (p.enabled === false || p.mirror_overwrites_diverged_branches === false) return null;
  const armsNow = p.mirror_overwrites_diverged_branches === true;
  if (!armsNow && p.enabled !== true && p.url === undefined) return null;
  const stored = await read("/projects/{project_id}/mirror/pull");
  const enabled = p.enabled ?? stored.enabled === true;
  const overwrites = p.mirror_overwrites_diverged_branches ?? stored.mirror_overwrites_diverged_branches === true;
  if (!enabled || !overwrites) return null;
  const arming = armsNow && stored.mirror_overwrites_diverged_branches !== true;
  const enabling = p.enabled === true && stored.enabled !== true;
  const repointing = p.url !== undefined && shownUrl(p.url) !== shownUrl(stored.url);
  if (!arming && !enabling && !repointing) return null;
  const source = shownUrl(p.url ?? stored.url);
  return `This leaves a running pull mirror from ${source} that overwrites diverged branches: commits on this project's branches that differ from the source will be lost`;
};

/** Visibility: raising a project to public cannot be undone by making it private again. */
const publicVisibility: RiskCheck = async (p, read) => {
  if (p.visibility !== "public") return null;
  const current = await read("/projects/{project_id}");
  if (current.visibility === "public") return null;
  return `This makes ${escapeValue(current.path_with_namespace ?? p.project_id)} public (now ${
    escapeValue(current.visibility ?? "unknown")
  }): everyone can then read and clone its code and history, and making it private again cannot undo that`;
};

/** A forced commit replaces the branch with one commit on top of start_branch/start_sha: what was on it is lost. */
const forcedCommit: RiskCheck = (p) => {
  if (p.force !== true) return Promise.resolve(null);
  return Promise.resolve(
    `force: true replaces branch ${
      escapeValue(p.branch)
    } with a new commit on top of the start point: commits only on that branch are lost`,
  );
};

/** A forced stop skips the on_stop job: what the environment deployed is left running, and nothing tears it down later. */
const forcedStop: RiskCheck = (p) => {
  if (p.force !== true) return Promise.resolve(null);
  return Promise.resolve(
    `force: true stops environment ${
      escapeValue(p.environment_id)
    } without running its on_stop job: what it deployed (a review app, cloud resources) keeps running and GitLab will not tear it down`,
  );
};

/** Catalog IDs with an argument-dependent protection besides credentials (credential_risks.ts derives those). */
export const RISKS: Record<string, RiskCheck> = {
  "project.pull_mirror_configure": pullMirror,
  "project.update": publicVisibility,
  "repository.commit_create": forcedCommit,
  "environment.stop": forcedStop,
};
