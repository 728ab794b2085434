/** Git blame of one file (GitLab Repository files API, "Get file blame from repository"). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId, ref } from "../fields.ts";
import { filePath } from "./files.ts";

interface BlameRange {
  commit?: { id?: string; author_name?: string; authored_date?: string };
  lines?: unknown[];
}

/** One line per blame range: which commit wrote how many lines. */
function blameNotes(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  const ranges = data as BlameRange[];
  const total = ranges.reduce((n, r) => n + (Array.isArray(r.lines) ? r.lines.length : 0), 0);
  const shown = ranges.slice(0, 30).map((r) => {
    const c = r.commit ?? {};
    const lines = Array.isArray(r.lines) ? r.lines : [];
    const first = String(lines[0] ?? "").trim().slice(0, 60);
    return `${String(c.id ?? "").slice(0, 8)} ${c.author_name ?? "?"} ${
      String(c.authored_date ?? "").slice(0, 10)
    }: ${lines.length} line(s)${first ? `, from "${first}"` : ""}`;
  });
  const more = ranges.length > shown.length ? [`…and ${ranges.length - shown.length} more range(s)`] : [];
  return [`${ranges.length} blame range(s) covering ${total} line(s), in file order:`, ...shown, ...more];
}

/** GitLab takes a blame range only whole (range[start] and range[end]) and refuses one that ends before it starts. */
export function blameRangeProblem(params: Record<string, unknown>): string | undefined {
  const { range_start: start, range_end: end } = params;
  if ((start === undefined) !== (end === undefined)) {
    return "send range_start and range_end together (both line numbers), or neither for the whole file";
  }
  if (typeof start === "number" && typeof end === "number" && start > end) {
    return `range_start (${start}) is after range_end (${end}); send the first line, then the last`;
  }
  return undefined;
}

export const repositoryBlameActions = [
  defineAction({
    id: "repository.file_blame",
    title: "Get file blame",
    description:
      "Show which commit last changed each line of a file (git blame) at a ref, as ranges of consecutive lines with their commit. The whole file unless range_start and range_end pick lines.",
    method: "GET",
    path: "/projects/{project_id}/repository/files/{file_path}/blame",
    params: () =>
      z.object({
        project_id: projectId,
        file_path: filePath,
        ref: ref.describe('Branch, tag or commit SHA to blame at; "HEAD" means the default branch.'),
        range_start: z.number().int().min(1).optional().describe(
          "First line to blame, from 1; send with range_end (default: the whole file).",
        ),
        range_end: z.number().int().min(1).optional().describe(
          "Last line to blame, at least range_start; send with range_start (default: the whole file).",
        ),
      }),
    sentAs: { range_start: "range[start]", range_end: "range[end]" },
    check: blameRangeProblem,
    aliases: ["git blame", "annotate", "who changed line", "line history"],
    examples: [
      "blame src/app.ts",
      "who wrote line 42 of lib/auth.rb?",
      "git blame config/routes.rb on main",
      "who last changed the timeout setting in config/app.yml?",
      "show the blame for package.json at v2.0.0",
      "which commits wrote the lines of src/db/pool.go?",
      "annotate the Makefile with authors",
      "who touched each line of .gitlab-ci.yml?",
      "find out who added the TODO in src/utils/date.ts",
      "balme for README.md",
      "line-by-line authorship of docs/api.md in the docs repo",
      "who wrote line 88 in src/app.ts?",
      "blame src/app.ts: who changed each line",
      "git blame lines 10-40 of lib/auth.ts",
      "blame src/mailer.py in kelp/ingest",
      "who is responsible for lines 120-160 of pico/sdk/client.py in larch/auth? run git blame",
      "show per-line authorship of App/AppDelegate.swift in moss/billing-v2",
      "which commit introduced each line of tokens/colors.json in nettle/scheduler? blame it",
    ],
    notes: blameNotes,
  }),
];
