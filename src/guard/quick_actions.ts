/**
 * Quick actions: GitLab runs a line such as `/merge` or `/approve` found in a
 * note or an issue/MR/epic description as a command of its own. Text a model
 * writes may carry such lines from content written by strangers, so a write
 * whose text holds one is refused unless the call says `allow_quick_actions`
 * (and is then confirmed like a destructive action).
 *
 * Detection follows GitLab's extractor (lib/gitlab/quick_actions/extractor.rb):
 * a known command name, any case, at the start of a line and followed by a
 * space or the line's end; carriage returns are dropped first, as GitLab does.
 * It is stricter where that is cheap: up to three leading spaces still count.
 * Only GitLab's own code blocks are skipped: a line starting with ``` up to
 * the next line that is exactly ``` (not ~~~ fences, which GitLab does not
 * skip), and lines indented four or more (GitLab only runs column-0 lines).
 */
import type { Action } from "../engine/action.ts";
import { quickFieldsOf } from "../engine/quick_action_fields.ts";
import { clip } from "../text/bounds.ts";

/** GitLab's quick-action names and aliases (CE and EE, issues, MRs, epics, work items, commits). */
export const QUICK_ACTION_NAMES: ReadonlySet<string> = new Set(
  `add_child add_contacts add_email approve assign assign_reviewer award blocked_by blocks board_move cc
  checkin_reminder child_epic clear_health_status clear_weight clone close confidential convert_to_ticket
  copy_metadata create_merge_request done draft due duplicate epic estimate estimate_time health_status
  invite_email iteration label labels link lock merge milestone move page parent_epic promote promote_to
  promote_to_incident publish react ready reassign reassign_reviewer rebase relabel relate remove_child
  remove_child_epic remove_contacts remove_due_date remove_email remove_epic remove_estimate remove_health_status
  remove_iteration remove_label remove_milestone remove_parent remove_parent_epic remove_reviewer remove_time_estimate
  remove_time_spent remove_weight remove_zoom reopen request_changes request_review reviewer set_parent severity
  shrug spend spend_time spent status submit_review subscribe tableflip tag target_branch timeline title todo type
  unapprove unassign unassign_reviewer unlabel unlink unlock unsubscribe weight wip zoom`.split(/\s+/),
);

/** One quick-action line: 1-based line number and the line as written. */
export interface QuickActionLine {
  line: number;
  text: string;
}

const COMMAND = /^ {0,3}\/([A-Za-z0-9_]+)(?:[ \t\f\v]|$)/;

/** For each line, the index of the first line from there on that is exactly ``` (or -1): one pass, so linear. */
function fenceLinesFrom(lines: string[]): Int32Array {
  const next = new Int32Array(lines.length + 2).fill(-1);
  for (let i = lines.length - 1; i >= 0; i--) next[i] = lines[i] === "```" ? i : next[i + 1]!;
  return next;
}

/**
 * Every line GitLab could run as a quick action. A ``` block closes at the
 * first later line that is exactly ``` (GitLab's `^```.+?\n```$`: a bare ```
 * cannot be closed by the very next line). Once a line starts an HTML block
 * or a `>>>` quote (which GitLab's extractor consumes in its own way), later
 * fences are no longer trusted, so nothing after it is skipped.
 */
export function findQuickActions(text: string): QuickActionLine[] {
  const lines = text.replace(/\r/g, "").split("\n");
  const closes = fenceLinesFrom(lines);
  const found: QuickActionLine[] = [];
  let trustFences = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("<") || line.startsWith(">>>")) trustFences = false;
    const close = trustFences && line.startsWith("```") ? closes[line.length > 3 ? i + 1 : i + 2]! : -1;
    if (close !== -1) {
      i = close;
      continue;
    }
    const name = COMMAND.exec(line)?.[1]?.toLowerCase();
    if (name && QUICK_ACTION_NAMES.has(name)) found.push({ line: i + 1, text: line.trim() });
  }
  return found;
}

/** The first quick-action line in a field of `action` that GitLab reads them in, with the field's name. */
export function firstQuickAction(
  action: Action,
  params: Record<string, unknown>,
): { field: string; hit: QuickActionLine } | null {
  for (const field of quickFieldsOf(action)) {
    const value = params[field];
    if (typeof value !== "string" || !value.includes("/")) continue;
    const [hit] = findQuickActions(value);
    if (hit) return { field, hit };
  }
  return null;
}

/** The line as shown in an error: clipped, control characters made visible. */
export function shownLine(hit: QuickActionLine): string {
  return JSON.stringify(clip(hit.text));
}
