/** What an action's answer becomes: the Markdown a model reads and the structured copy a client may use. */
export interface Rendered {
  text: string;
  /** What the caller gets: compact by default, GitLab's JSON under `raw` when the call asked for it. */
  structured: Record<string, unknown>;
  /** GitLab's JSON (cleaned, secrets withheld) as items and pagination or one object: for prompts and resources. */
  raw: Record<string, unknown>;
  /** Says what hidden characters were removed from GitLab's answer, when any were. */
  removed?: string;
}
