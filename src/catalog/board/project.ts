/** A project's issue boards and their lists (Project issue boards API), read-only. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, projectId } from "../fields.ts";

const BOARDS = "/projects/{project_id}/boards";
const boardId = intId("Board ID: the number in the board's URL (/-/boards/3 → 3).");

type List = {
  label?: { name?: unknown } | null;
  assignee?: { username?: unknown } | null;
  milestone?: { title?: unknown } | null;
  iteration?: { title?: unknown } | null;
  position?: unknown;
  max_issue_count?: unknown;
};
type Board = { name?: unknown; milestone?: { title?: unknown } | null; lists?: List[] };

/** What a list collects: a label, an assignee, a milestone or an iteration. */
function listLine(list: List): string {
  const by = list.label?.name !== undefined
    ? `~${list.label.name}`
    : list.assignee?.username !== undefined
    ? `@${list.assignee.username}`
    : list.milestone?.title !== undefined
    ? `%${list.milestone.title}`
    : `iteration ${list.iteration?.title ?? "?"}`;
  const limit = Number(list.max_issue_count) > 0 ? ` (WIP limit ${list.max_issue_count})` : "";
  return `${list.position ?? "?"}. ${by}${limit}`;
}

/** A board's columns, left to right, which its `lists` array holds nested. */
function boardColumns(board: Board): string {
  const lists = Array.isArray(board.lists) ? board.lists.map(listLine) : [];
  const scope = board.milestone?.title ? ` (milestone %${board.milestone.title})` : "";
  return `${board.name ?? "?"}${scope}: ${lists.length ? lists.join(" · ") : "Open and Closed lists only"}`;
}

export const boardActions = [
  defineAction({
    id: "board.list",
    title: "List issue boards",
    description:
      "List a project's issue boards with their columns (label, assignee or milestone lists) in order. Use board.lists for one board's lists with their IDs.",
    method: "GET",
    path: BOARDS,
    kind: "list",
    params: () => z.object({ project_id: projectId }),
    summary: ["id", "name", "hide_backlog_list", "hide_closed_list"],
    notes: (data) => Array.isArray(data) ? data.map((b) => `Board ${boardColumns(b as Board)}`) : [],
    aliases: ["kanban", "issue boards", "project board", "scrum board"],
    examples: [
      "list the issue boards of zinc/runbooks",
      "what kanban boards does sable/design-tokens have?",
      "which boards exist in cobalt/notifications?",
      "which boards exist in orbit/android?",
      "do we have a scrum board in nova/platform?",
      "what boards are there in onyx/gateway?",
      "show me the project boards of garnet/admin-panel (like GitHub Projects)",
      "how many issue boards does velvet/marketing have?",
      "list kanban boards for project 2612",
      "boards in saffron/checkout",
      "hey, is there already a board for the sprint in acme/mobile, or do I need one?",
      "all boards in https://gitlab.example.com/acme/web/-/boards",
      "what are the names and IDs of the boards in platform/core?",
      "list every board of the repo topaz/reporting",
      "list all issue boards in retail/pos-sync",
      "which boards does zinc/runbooks have? just their names",
      "does velvet/marketing have more than one kanban board?",
      "list the issue boards in orbit/android",
      "what boards does quartz/backend have?",
      "show all kanban boards in project ridge/tf-modules with their ids",
    ],
  }),
  defineAction({
    id: "board.get",
    title: "Get issue board",
    description:
      "Get one issue board of a project: its name, scope (milestone, labels, assignee) and its lists in order.",
    method: "GET",
    path: `${BOARDS}/{board_id}`,
    params: () => z.object({ project_id: projectId, board_id: boardId }),
    summary: ["id", "name", "hide_backlog_list", "hide_closed_list", "weight"],
    notes: (data) => data && typeof data === "object" ? [`Columns of ${boardColumns(data as Board)}`] : [],
    examples: [
      "show board 1 of brick/monorepo",
      "which milestone is board 7 scoped to?",
      "get kanban board 2 in yarrow/analytics-sdk",
      "details of issue board 5 in media/transcoder",
      "show the sprint board 9 in aurora/frontend",
      "borad 6 in kestrel/api",
      "what does board 12 in quartz/backend look like?",
      "get project board 8",
      "what's the scope of board 3: which labels, assignee and weight does it filter on?",
      "board 11's configuration in quill/docs",
      "who is board 10 in platform/core filtered to?",
      "is the backlog hidden on board 2 of tundra/auth-service?",
      "does board 4 hide the Closed list? show that board's settings",
      "name and settings of board 3 (the Development board)",
      "show board 6 in kestrel/api: its scope and filters",
      "which label filter and weight does issue board 13 in quill/docs use?",
      "get board 4 in orbit/android: name, milestone scope and label filter",
      "show me issue board 2 of quartz/backend and how it's configured",
      "which assignee and labels is board 7 in ridge/tf-modules scoped to?",
      "does board 1 of zinc/runbooks hide the backlog? show its settings",
    ],
  }),
  defineAction({
    id: "board.lists",
    title: "List board lists",
    description:
      "List the lists (columns) of one issue board in order, with their IDs, labels and WIP limits; the Open and Closed lists are not included.",
    method: "GET",
    path: `${BOARDS}/{board_id}/lists`,
    kind: "list",
    params: () => z.object({ project_id: projectId, board_id: boardId }),
    summary: ["id", "position", "max_issue_count", "max_issue_weight", "limit_metric"],
    notes: (data) =>
      Array.isArray(data) ? data.map((l) => `List ${(l as { id?: unknown }).id}: ${listLine(l as List)}`) : [],
    aliases: ["board columns", "kanban columns", "swimlanes"],
    examples: [
      "list the columns of board 1 in helios/web",
      "what lists are on board 3?",
      "show the board lists of board 2 in ridge/tf-modules with their WIP limits",
      "which labels are columns on kanban board 5?",
      "get the list IDs of board 4 in delta/warehouse",
      "columns of the sprint board 9 in acme/platform/auth",
      "lists on boad 6 in heron/mailer",
      "in which order are the columns of board 12?",
      "show the ~Doing and ~Review lists of board 8",
      "board 7 lists",
      "what columns does the Development board (3) have?",
      "which swimlanes are on board 11, and what's each one's position?",
      "kanban columns of board 2 in sierra/infra-live, with their labels",
      "is there a list for ~QA on board 10?",
      "list the lists of board 13 in lotus/payments-api with their ids",
      "board 4 columns: label, position and WIP limit of each list",
      "list the columns on board 4 in orbit/android",
      "what lists (columns) does issue board 2 of quartz/backend have, with their list ids?",
      "show the WIP limits of each column on board 7 in ridge/tf-modules",
      "which label lists are on board 1 of zinc/runbooks, in order?",
    ],
  }),
];
