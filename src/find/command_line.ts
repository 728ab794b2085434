/**
 * Requests typed the way a shell command is ("glab mr list --state=opened -R infra/tf", "issues -g acme -l p1",
 * "gh pr list --reviewer=@me --all-projects") reach find_action with the CLI's own spelling of scope and
 * filters. This writes the flags that say which object or scope is meant as words ("-g acme" is a group,
 * "--all-projects" any project), a `--name=value` flag as its name and value, and drops the command names.
 */

const FLAGS: Array<[RegExp, string]> = [
  // "glab", "gh": which tool the user has in mind, not what to do.
  [/(?<=^|\s)(?:glab|gh)(?=\s|$)/g, " "],
  [/(?<=^|\s)(?:-g|--group)(?:=|\s+)/g, " group "],
  // Only the long form: lowercased, glab's -A (all) is its -a (assignee), and its --all means every state.
  [/(?<=^|\s)--all-projects(?=\s|$)/g, " any project "],
  [/(?<=^|\s)--?([a-z][a-z-]*)=/g, " $1 "],
];

/** The request with its command-line flags written as words; lowercase text in, lowercase text out. */
export function uncommanded(text: string): string {
  if (!text.includes("-") && !text.includes("gh") && !text.includes("glab")) return text;
  return FLAGS.reduce((t, [pattern, words]) => t.replace(pattern, words), text);
}
