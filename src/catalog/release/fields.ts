/** Params the release rows share. */
import { z } from "zod";

export const tagName = z.string().min(1).describe('Tag the release belongs to, e.g. "v1.2.0".');

export const linkType = z.enum(["other", "runbook", "image", "package"]).optional().describe(
  "Kind of asset (default other).",
);

export const directAssetPath = z.string().optional().describe(
  'Path for a permanent download URL under the release, e.g. "/bin/app-linux-amd64".',
);
