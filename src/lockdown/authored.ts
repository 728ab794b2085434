/**
 * Where text someone wrote sits in a GitLab answer: every object with an `author` and a title, description or
 * body (an issue, a merge request, a note in a discussion, a work item and its notes), with the project or group it
 * belongs to, so lockdown can ask GitLab who wrote it. REST answers name their project in `project_id` (or
 * `group_id`); GraphQL nodes in `project`/`namespace`; otherwise the request's own place counts.
 */

/** The fields an author wrote; lockdown withholds these and leaves the rest (IDs, state, dates, URLs). */
export const CONTENT_FIELDS = ["title", "description", "body"] as const;

/** A project or group, by numeric ID or full path; "namespace" is a GraphQL full path that may be either. */
export interface Place {
  kind: "projects" | "groups" | "namespace";
  id: string;
}

export interface Authored {
  item: Record<string, unknown>;
  username: string;
  place?: Place;
}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function usernameOf(item: Obj): string | undefined {
  const author = item.author;
  return isObj(author) && typeof author.username === "string" ? author.username : undefined;
}

function hasContent(item: Obj): boolean {
  return CONTENT_FIELDS.some((f) => typeof item[f] === "string" && item[f] !== "");
}

function fullPathOf(v: unknown): string | undefined {
  return isObj(v) && typeof v.fullPath === "string" ? v.fullPath : undefined;
}

/** The place an object names for itself, if it names one. */
function ownPlace(item: Obj): Place | undefined {
  if (typeof item.project_id === "number") return { kind: "projects", id: String(item.project_id) };
  if (typeof item.group_id === "number") return { kind: "groups", id: String(item.group_id) };
  const project = fullPathOf(item.project);
  if (project) return { kind: "projects", id: project };
  const namespace = fullPathOf(item.namespace);
  return namespace ? { kind: "namespace", id: namespace } : undefined;
}

/** Every authored object in `data`, outermost first; each inherits the nearest place above it. */
export function findAuthored(data: unknown, requestPlace?: Place): Authored[] {
  const found: Authored[] = [];
  const stack: Array<[unknown, Place | undefined]> = [[data, requestPlace]];
  while (stack.length) {
    const [value, inherited] = stack.pop()!;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], inherited]);
      continue;
    }
    if (!isObj(value)) continue;
    const place = ownPlace(value) ?? inherited;
    const username = usernameOf(value);
    if (username !== undefined && hasContent(value)) found.push({ item: value, username, place });
    for (const child of Object.values(value)) if (typeof child === "object" && child) stack.push([child, place]);
  }
  return found;
}

/** The project or group a REST path is about (`/projects/:id/…`, `/groups/:id/…`), or a GraphQL call's `fullPath`. */
export function requestPlace(path: string, variables?: unknown): Place | undefined {
  const m = /^\/(projects|groups)\/([^/?]+)/.exec(path);
  if (m) return { kind: m[1] as Place["kind"], id: decodeURIComponent(m[2]!) };
  const fullPath = isObj(variables) ? variables.fullPath ?? variables.projectPath ?? variables.groupPath : undefined;
  return typeof fullPath === "string" && fullPath ? { kind: "namespace", id: fullPath } : undefined;
}
