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
      "list the issue boards of acme/web",
      "what kanban boards does backend-api have?",
      "which boards exist in data-etl?",
      "which boards exist in infra/terraform?",
      "do we have a scrum board in mobile-app?",
      "what boards are there in payments?",
      "show me the project boards of acme/sdk (like GitHub Projects)",
      "how many issue boards does ops/ansible have?",
      "list kanban boards for project 2201",
      "boards in docs-site",
      "hey, is there already a board for the sprint in acme/mobile, or do I need one?",
      "all boards in https://gitlab.example.com/acme/web/-/boards",
      "what are the names and IDs of the boards in platform/core?",
      "list every board of the repo acme/api",
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
      "show board 1 of acme/web",
      "which milestone is board 7 scoped to?",
      "get kanban board 2 in backend-api",
      "details of issue board 5 in data-etl",
      "is the closed column hidden on board 4?",
      "show the sprint board 9 in mobile-app",
      "borad 6 in payments",
      "what does board 12 in infra/terraform look like?",
      "get project board 8",
      "what's the scope of board 3: which labels, assignee and weight does it filter on?",
      "board 11's configuration in acme/api",
      "who is board 10 in platform/core filtered to?",
      "name and settings of the Development board (id 3)",
      "is the backlog hidden on board 2 of acme/sdk?",
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
      "list the columns of board 1 in acme/web",
      "what lists are on board 3?",
      "show the board lists of board 2 in backend-api with their WIP limits",
      "which labels are columns on kanban board 5?",
      "get the list IDs of board 4 in data-etl",
      "columns of the sprint board 9 in mobile-app",
      "lists on boad 6 in payments",
      "in which order are the columns of board 12?",
      "show the ~Doing and ~Review lists of board 8",
      "board 7 lists",
      "what columns does the Development board (3) have?",
      "which swimlanes are on board 11, and what's each one's position?",
      "kanban columns of board 2 in acme/sdk, with their labels",
      "is there a list for ~QA on board 10?",
    ],
  }),
];
