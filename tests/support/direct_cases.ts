/**
 * The tools/call requests both direct paths (sessionless HTTP, an initialized stdio connection) must answer as
 * the SDK does, those they must leave to the SDK, and the GitLab both are checked against.
 */
import { FakeGitLab, type Recorded } from "./fake_gitlab.ts";
import { loadFixture } from "./fixtures.ts";

export const TOKEN = "glpat-direct-0123456789";

export type Body = Record<string, unknown>;

/** "Ignore" in tag characters and "hi" in supplementary variation selectors: invisible, and never in an answer. */
const HIDDEN = "\u{E0049}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}\u{E0158}\u{E0159}";
/** What no answer may carry, in the JSON line as written (JSON.stringify leaves these characters as they are). */
export const NOT_SHOWN = /[\u200B-\u200F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;

/** A GitLab answering by path, whatever order the two sides' calls come in. */
export async function directGitLab(): Promise<FakeGitLab> {
  const project = (await loadFixture("project.get")).exchanges[0]!.response;
  const tags = (await loadFixture("tag.list")).exchanges[0]!.response;
  const g = new FakeGitLab();
  g.fallback = (req: Recorded) => {
    if (req.path.endsWith("/repository/tags")) return tags;
    if (req.path.includes("leaky")) return { status: 500, body: { message: `token ${TOKEN} rejected upstream` } };
    if (req.path.includes("hidden")) return { status: 404, body: { message: `404 Project Not Found${HIDDEN}` } };
    if (req.path.includes("split")) {
      return { status: 500, body: { message: `token ${TOKEN.slice(0, 6)}\u200B${TOKEN.slice(6)} rejected` } };
    }
    if (req.path === "/api/v4/projects/my-group%2Fmy-project") return project;
    return { status: 404, body: { message: "404 Project Not Found" } };
  };
  return g;
}

export function call(name: string, args?: unknown, extra: Record<string, unknown> = {}, id: unknown = 7): Body {
  return {
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name, ...(args === undefined ? {} : { arguments: args }), ...extra },
  };
}

export const execute = (action: string, params: Record<string, unknown>) =>
  call("gitlab_execute_action", { action, params });

/** Calls a direct path serves, on the default surface (a client that cannot be asked). */
export const SERVED_CALLS: [string, Body][] = [
  ["a read", execute("project.get", { project_id: "my-group/my-project" })],
  ["a list", execute("tag.list", { project_id: "my-group/my-project", search: "^v1" })],
  ["GitLab's 404", execute("project.get", { project_id: "nobody/nothing" })],
  ["a GitLab error that carries the caller's token", execute("project.get", { project_id: "leaky" })],
  ["GitLab's 404 with hidden text", execute("project.get", { project_id: "hidden" })],
  ["a GitLab error with the token split by a hidden character", execute("project.get", { project_id: "split" })],
  ["an unknown action", execute("project.teleport", {})],
  ["params that fail validation", execute("tag.list", { project_id: 5, search: 1 })],
  ["hidden text in an echoed param name", execute("tag.list", { project_id: 5, [`sea${HIDDEN}rch`]: "v1" })],
  ["a write that would ask", execute("project.delete", { project_id: "my-group/my-project" })],
  ["find_action", call("gitlab_find_action", { query: "list the tags of a project" })],
  ["no arguments", call("gitlab_execute_action")],
  // JSON.parse makes `__proto__` an own key, as it is on the wire; an object literal would set the prototype.
  [
    "a __proto__ key in an action's params",
    execute("project.get", JSON.parse('{"project_id": "my-group/my-project", "__proto__": {"a": 1}}')),
  ],
  [
    "a __proto__ key in _meta",
    call("gitlab_find_action", { query: "tags" }, JSON.parse('{"_meta": {"__proto__": {"progressToken": "p"}}}')),
  ],
  [
    "a string id and a progress token",
    call("gitlab_find_action", { query: "tags" }, {
      _meta: { progressToken: "p-1", "client/x": 1 },
    }, "id-9"),
  ],
];

/** Calls the SDK must keep serving (or refusing) itself, whatever the transport. */
export const UNSERVED_CALLS: [string, Body][] = [
  ["an unknown tool", call("gitlab_teleport", {})],
  ["arguments that are an array", call("gitlab_execute_action", [])],
  ["arguments null", call("gitlab_execute_action", null)],
  [
    "arguments with a __proto__ key",
    call(
      "gitlab_execute_action",
      JSON.parse(
        '{"action": "project.get", "params": {"project_id": "my-group/my-project"}, "__proto__": {"action": "project.delete"}}',
      ),
    ),
  ],
  [
    "arguments that are only a __proto__ key",
    call("gitlab_find_action", JSON.parse('{"__proto__": {"query": "delete the project"}}')),
  ],
  ["a params key beyond name, arguments, _meta", call("gitlab_find_action", { query: "x" }, { task: {} })],
  [
    "a related-task _meta key",
    call("gitlab_find_action", { query: "x" }, {
      _meta: { "io.modelcontextprotocol/related-task": { taskId: "t" } },
    }),
  ],
  ["a progress token that is an object", call("gitlab_find_action", { query: "x" }, { _meta: { progressToken: {} } })],
  ["id null", call("gitlab_find_action", { query: "x" }, {}, null)],
  ["id 1.5", call("gitlab_find_action", { query: "x" }, {}, 1.5)],
  ["jsonrpc 1.0", { ...call("gitlab_find_action", { query: "x" }), jsonrpc: "1.0" }],
  ["tools/list", { jsonrpc: "2.0", id: 1, method: "tools/list" }],
];
