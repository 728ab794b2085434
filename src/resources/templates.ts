/**
 * The GitLab resource templates: each URI shape maps onto one catalog action,
 * so a template exists only while its action is visible (exclusions and
 * read-only mode apply) and a read is exactly that action's GitLab call.
 */
import { type McpServer, ResourceTemplate, type Variables } from "@modelcontextprotocol/server";
import type { Caller } from "../caller/caller.ts";
import { admit, readAction, readFile } from "./read.ts";
import { intVar, textVar } from "./uri.ts";

interface TemplateDef {
  name: string;
  uriTemplate: string;
  title: string;
  description: string;
  action: string;
  /** The action's params from the URI's variables (decoded, IDs as numbers). */
  params(uri: URL, vars: Variables): Record<string, unknown>;
  /** Text instead of JSON: the file template. */
  file?: boolean;
}

/** Lists read one page of this size: as much as one GitLab call returns; `pagination` says whether there is more. */
export const RESOURCE_PAGE = 100;

const project = (uri: URL, v: Variables) => ({ project_id: textVar(uri, v, "project_id") });
const group = (uri: URL, v: Variables) => ({ group_id: textVar(uri, v, "group_id") });
const mr = (uri: URL, v: Variables) => ({ ...project(uri, v), merge_request_iid: intVar(uri, v, "merge_request_iid") });
const ENCODED = "project_id and group_id are numeric IDs or URL-encoded full paths (my-group%2Fmy-project).";

/** The templates in the order resources/templates/list shows them, after gitlab://tools/{id}. */
export const TEMPLATES: TemplateDef[] = [
  {
    name: "project",
    uriTemplate: "gitlab://project/{project_id}",
    title: "GitLab project",
    description: `A project's settings and counts (project.get). ${ENCODED}`,
    action: "project.get",
    params: project,
  },
  {
    name: "project_issue",
    uriTemplate: "gitlab://project/{project_id}/issue/{issue_iid}",
    title: "GitLab issue",
    description: "One issue by its IID (issue.get).",
    action: "issue.get",
    params: (uri, v) => ({ ...project(uri, v), issue_iid: intVar(uri, v, "issue_iid") }),
  },
  {
    name: "project_mr",
    uriTemplate: "gitlab://project/{project_id}/mr/{merge_request_iid}",
    title: "GitLab merge request",
    description: "One merge request by its IID (merge_request.get).",
    action: "merge_request.get",
    params: mr,
  },
  {
    name: "project_mr_discussions",
    uriTemplate: "gitlab://project/{project_id}/mr/{merge_request_iid}/discussions",
    title: "Merge request discussions",
    description: `A merge request's threads, first ${RESOURCE_PAGE} (mr_review.discussion_list).`,
    action: "mr_review.discussion_list",
    params: (uri, v) => ({ ...mr(uri, v), per_page: RESOURCE_PAGE }),
  },
  {
    name: "project_work_item",
    uriTemplate: "gitlab://project/{project_id}/work_item/{iid}",
    title: "GitLab work item",
    description:
      "One work item (task, incident, objective, key result…) with its widgets (work_item.get, GraphQL). project_id is the URL-encoded full path here.",
    action: "work_item.get",
    params: (uri, v) => ({ full_path: textVar(uri, v, "project_id"), iid: intVar(uri, v, "iid") }),
  },
  {
    name: "project_pipeline",
    uriTemplate: "gitlab://project/{project_id}/pipeline/{pipeline_id}",
    title: "GitLab pipeline",
    description: "One pipeline by its ID (pipeline.get).",
    action: "pipeline.get",
    params: (uri, v) => ({ ...project(uri, v), pipeline_id: intVar(uri, v, "pipeline_id") }),
  },
  {
    name: "project_branches",
    uriTemplate: "gitlab://project/{project_id}/branches",
    title: "Project branches",
    description: `A project's branches, first ${RESOURCE_PAGE} (branch.list).`,
    action: "branch.list",
    params: (uri, v) => ({ ...project(uri, v), per_page: RESOURCE_PAGE }),
  },
  {
    name: "project_file",
    uriTemplate: "gitlab://project/{project_id}/file/{ref}/{+path}",
    title: "Repository file",
    description:
      "A file's text at a ref (repository.file_raw); a URL-encoded ref (feature%2Flogin) may contain slashes. A large file comes back as metadata with truncated: true, then its first part.",
    action: "repository.file_raw",
    params: (uri, v) => ({ ...project(uri, v), ref: textVar(uri, v, "ref"), file_path: textVar(uri, v, "path") }),
    file: true,
  },
  {
    name: "group",
    uriTemplate: "gitlab://group/{group_id}",
    title: "GitLab group",
    description: `A group (group.get). ${ENCODED}`,
    action: "group.get",
    params: group,
  },
  {
    name: "group_projects",
    uriTemplate: "gitlab://group/{group_id}/projects",
    title: "Group projects",
    description: `A group's projects, first ${RESOURCE_PAGE} (group.projects).`,
    action: "group.projects",
    params: (uri, v) => ({ ...group(uri, v), per_page: RESOURCE_PAGE }),
  },
];

/** Registers the templates whose action this deployment can see. */
export function registerTemplates(server: McpServer, caller: Caller): void {
  for (const def of TEMPLATES) {
    const action = caller.view.get(def.action);
    if (!action) continue;
    server.registerResource(
      def.name,
      new ResourceTemplate(def.uriTemplate, { list: undefined }),
      { title: def.title, description: def.description, mimeType: def.file ? "text/plain" : "application/json" },
      async (uri, vars, sctx) => {
        await admit(caller, uri);
        const params = def.params(uri, vars);
        return def.file ? readFile(caller, action, params, uri, sctx) : readAction(caller, action, params, uri, sctx);
      },
    );
  }
}
