/** The local params of log rows (job.trace): never sent to GitLab; log_view.ts applies them. */
import { z } from "zod";

/** Local params of log rows (never sent to GitLab). */
export const LOG_VIEW = {
  section: z.string().min(1).max(200).optional().describe(
    'Only this collapsible section, e.g. "step_script" (the job\'s own script), "prepare_executor", "upload_artifacts_on_failure".',
  ),
  errors_only: z.boolean().optional().describe("Only lines that look like errors, each with the line after it."),
  grep: z.string().min(1).max(200).optional().describe(
    "Only lines containing this text (case-insensitive, plain text).",
  ),
  head: z.number().int().min(1).max(5000).optional().describe("The first N lines (of the view)."),
  tail: z.number().int().min(1).max(5000).optional().describe("The last N lines (of the view)."),
};

export const LOG_VIEW_PARAMS = Object.keys(LOG_VIEW);
