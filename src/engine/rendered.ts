/** What an action's answer becomes: the Markdown a model reads and the structured copy a client may use. */
export interface Rendered {
  text: string;
  structured: Record<string, unknown>;
  /** Says what hidden characters were removed from GitLab's answer, when any were. */
  removed?: string;
}
