/** Params the job rows share. */
import { intId } from "../fields.ts";

export const jobId = intId("Job ID: the number in the job's URL (/-/jobs/8 → 8).");
