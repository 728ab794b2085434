/** The per-call param that asks a writing action for a dry run (name fixed by the interface spec; guard/dry_run.ts). */
import { z } from "zod";

export const DRY_RUN = "dry_run";

/** Added to every writing row that has no GitLab param of that name. */
export const dryRunParam = {
  [DRY_RUN]: z.boolean().optional().describe(
    "true: answer with the request it would send and what it would change; nothing is written.",
  ),
};
