/** Params the job rows share. */
import { intId } from "../fields.ts";

export const jobId = intId("Job ID: the number in the job's URL (/-/jobs/8 → 8).");

/** Job statuses GitLab filters by. */
export const JOB_STATUSES = [
  "created",
  "pending",
  "running",
  "failed",
  "success",
  "canceled",
  "skipped",
  "waiting_for_resource",
  "manual",
] as const;
