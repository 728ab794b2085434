/**
 * A wizard written once as data: its questions in order, how answers become
 * the params of the catalog action that creates the resource, and its
 * summary. The engine (engine.ts) runs it the same way on every transport.
 */
import type { Question } from "../elicitation/questions.ts";

export interface Step {
  question: Question;
  /** Label in the summary. */
  label: string;
  /** An accepted empty answer still counts (release name: GitLab then uses the tag). */
  keepEmpty?: boolean;
}

export interface WizardFlow {
  /** Catalog ID, e.g. `interactive.issue_create`. */
  id: string;
  title: string;
  description: string;
  /** Catalog action doing the same work in one call, e.g. `issue.create`. */
  fallback: string;
  /** "Issue" → "Issue creation cancelled by user." */
  noun: string;
  /** Whether the tool takes project_id. */
  takesProject: boolean;
  steps: Step[];
  /** First line of the final question, e.g. "Create the issue?". */
  confirm: string;
  /** Requests as users phrase them, for find_action (see ActionSpec.examples). */
  examples?: string[];
}
