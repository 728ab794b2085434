/** Pieces every work item mutation shares: the payload it selects and the input fields params map to. */
import { z } from "zod";
import { globalId, globalIds } from "../../engine/graphql_ids.ts";
import { assigneeIds, CORE, isoDate, labelIds, LIST_WIDGETS } from "./fields.ts";

type Params = Record<string, unknown>;

/** The work item a mutation answers with, flattened by workItemNode. */
export const PAYLOAD = `workItem { ${CORE} ${LIST_WIDGETS} } errors`;

/** A mutation of one input object whose payload has the work item. */
export function workItemMutation(name: string, field: string, input: string): string {
  return `mutation ${name}($input: ${input}!) {\n  ${field}(input: $input) { ${PAYLOAD} }\n}`;
}

/** Widget params create and update both take. */
export const widgetParams = {
  description: z.string().max(1_048_576).optional().describe("Description (Markdown)."),
  confidential: z.boolean().optional().describe("Only project members can see it."),
  assignee_ids: assigneeIds,
  milestone_id: z.number().int().min(1).optional().describe("Numeric milestone ID."),
  start_date: isoDate("Start date"),
  due_date: isoDate("Due date"),
  weight: z.number().int().min(0).max(10000).optional().describe("Weight (Premium)."),
};

const optionalId = (model: string, v: unknown) => v === undefined ? undefined : globalId(model, v as number);

/** GitLab's widget inputs for the widget params given; none for those left out. */
export function widgetInput(p: Params): Params {
  const out: Params = {
    title: p.title,
    confidential: p.confidential,
    descriptionWidget: p.description === undefined ? undefined : { description: p.description },
    assigneesWidget: p.assignee_ids === undefined ? undefined : { assigneeIds: globalIds("User", p.assignee_ids) },
    milestoneWidget: p.milestone_id === undefined
      ? undefined
      : { milestoneId: optionalId("Milestone", p.milestone_id) },
    weightWidget: p.weight === undefined ? undefined : { weight: p.weight },
  };
  if (p.start_date !== undefined || p.due_date !== undefined) {
    out.startAndDueDateWidget = { startDate: p.start_date, dueDate: p.due_date, isFixed: true };
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** Update's extra widgets: labels added and removed, health, progress. */
export function updateInput(p: Params): Params {
  const labels = p.add_label_ids !== undefined || p.remove_label_ids !== undefined
    ? { addLabelIds: globalIds("Label", p.add_label_ids), removeLabelIds: globalIds("Label", p.remove_label_ids) }
    : undefined;
  const extra: Params = {
    labelsWidget: labels,
    healthStatusWidget: p.health_status === undefined ? undefined : { healthStatus: p.health_status },
    progressWidget: p.progress === undefined ? undefined : { currentValue: p.progress },
  };
  return { ...widgetInput(p), ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)) };
}

export { labelIds };
