/**
 * Runs a prompt's prefetch steps through the catalog with the caller's
 * client and turns each answer into a short Markdown section. A step whose
 * action is not visible is skipped; a GitLab failure becomes a line saying
 * what could not be fetched, so the prompt is still returned.
 */
import { validateAndExecute } from "../engine/execute.ts";
import { ParamError } from "../engine/validate.ts";
import type { Rendered } from "../engine/rendered.ts";
import type { Action } from "../engine/action.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { INTERNAL_ERROR, log } from "../log/mod.ts";
import type { Caller } from "../caller/caller.ts";
import { invalidParams } from "../engine/rpc_errors.ts";
import type { PromptArgs } from "./prompt_spec.ts";
import { boundLines, listLines, objectLines, textBlock } from "./data_lines.ts";
import { fenced } from "../text/sanitize.ts";
import type { Params, Step } from "./prompt_spec.ts";

/** Most characters one step may embed. */
export const STEP_MAX = 1800;
/** Most characters all steps of one prompt may embed together. */
export const FACTS_MAX = 6000;
/** Below this much room left, a step is not worth fetching. */
const MIN_ROOM = 200;

/** What the prefetch produced: Markdown sections, failure lines, skipped actions, and each call made. */
export interface Facts {
  /** One per embedded answer, each with the action it came from. */
  sections: { action: string; text: string }[];
  failures: string[];
  /** Visible steps left out because the size budget ran out. */
  skipped: string[];
  /** The params of every call made, answered or not. */
  fetched: Map<string, Params>;
  /** Actions whose answer is embedded. */
  embedded: Set<string>;
}

function section(action: Action, step: Step, r: Rendered, room: number): string {
  const body = sectionBody(action, step, r, room);
  return r.removed ? `${body}\n${r.removed}` : body;
}

function sectionBody(action: Action, step: Step, r: Rendered, room: number): string {
  const s = r.raw;
  if (action.kind === "text") {
    const text = textBlock(String(s.content ?? ""), room, action.log);
    return `### ${action.id}: ${action.title} (lines ${s.start_line}-${s.end_line} of ${s.total_lines})\n${
      fenced(text)
    }`;
  }
  const [head, ...lines] = r.text.split("\n");
  if (!step.fields) return [`### ${action.id}: ${head}`, ...boundLines(lines, room)].join("\n");
  if (Array.isArray(s.items)) {
    const total = (s.pagination as { total_items?: number } | undefined)?.total_items;
    const head = `### ${action.id}: ${action.title} (${s.items.length} shown${total ? ` of ${total}` : ""})`;
    const lines = s.items.length ? listLines(s.items, step.fields) : ["- none"];
    return [head, ...boundLines(lines, room)].join("\n");
  }
  return [`### ${action.id}: ${action.title}`, ...boundLines(objectLines(s, step.fields), room)].join("\n");
}

function failureLine(action: Action, err: unknown): string {
  if (err instanceof ParamError) throw invalidParams(err.message);
  if (err instanceof GitLabError) return `- ${action.id}: ${err.message}`;
  log("error", "unexpected prompt fetch failure", { action: action.id, error: String((err as Error)?.stack ?? err) });
  return `- ${action.id}: ${INTERNAL_ERROR}.`;
}

/** Runs the visible steps in order (one GitLab call each), within the size budget. */
export async function gatherFacts(
  caller: Caller,
  steps: Step[],
  args: PromptArgs,
  signal?: AbortSignal,
): Promise<Facts> {
  const facts: Facts = { sections: [], failures: [], skipped: [], fetched: new Map(), embedded: new Set() };
  let room = FACTS_MAX;
  for (const step of steps) {
    const action = caller.view.get(step.action);
    if (!action) continue;
    if (room < MIN_ROOM) {
      facts.skipped.push(action.id);
      continue;
    }
    const params = step.params(args);
    facts.fetched.set(action.id, params);
    try {
      const text = section(
        action,
        step,
        await validateAndExecute(action, params, caller.client, signal),
        Math.min(room, STEP_MAX),
      );
      facts.sections.push({ action: action.id, text });
      facts.embedded.add(action.id);
      room -= text.length;
    } catch (err) {
      facts.failures.push(failureLine(action, err));
    }
  }
  return facts;
}
