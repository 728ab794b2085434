/** Planning widgets of one work item: its status, custom field values and iteration. */
import { z } from "zod";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { globalId, globalIds } from "../../engine/graphql_ids.ts";
import { ITEM_SUMMARY, target, targetCheck } from "./fields.ts";
import { updateOp } from "./write.ts";

type Params = Record<string, unknown>;

const gid = (model: string) =>
  z.union([z.number().int().min(1), z.string().regex(new RegExp(`^gid://gitlab/${model}/\\d+$`))]);

function update(p: Params, widgets: Params): Params {
  return { input: { id: p.id, ...widgets } };
}

/** The one value of a custom field, by the kind the caller sent. */
function fieldValue(p: Params): Params {
  const value: Params = { customFieldId: globalId("Issuables::CustomField", p.field_id as number) };
  if (p.text_value !== undefined) value.textValue = p.text_value;
  if (p.number_value !== undefined) value.numberValue = p.number_value;
  if (p.option_ids !== undefined) {
    value.selectedOptionIds = globalIds("Issuables::CustomFieldSelectOption", p.option_ids);
  }
  return value;
}

const VALUE_KINDS = ["text_value", "number_value", "option_ids"];

export const workItemPlanningActions = [
  defineGraphqlAction({
    id: "work_item.status_set",
    tier: "premium",
    title: "Set a work item's status",
    description:
      "Move a work item to a status such as In progress, In review or Done, by the status ID from work_item.status_list (configurable statuses, Premium/Ultimate).",
    params: () =>
      z.object({
        ...target,
        status_id: gid("WorkItems::Statuses::\\w+::Status").describe("Status global ID from work_item.status_list."),
      }),
    check: targetCheck,
    graphql: updateOp((p) => update(p, { statusWidget: { status: p.status_id } })),
    summary: ITEM_SUMMARY,
    aliases: ["move to in review", "set status", "change status", "mark in progress"],
    examples: [
      "set the status of work item #88 to In review",
      "move task #31 to the In progress status",
      "set objective #2 status to Done",
      "change key result #21 status to Blocked",
      "status of work item #44 should be To do",
      "set incident work item #5 to status Won't do",
      "set task #7 in mobile/app to In progress",
      "move work item #23 to the Done status",
      "change the status of objective #3 to In review",
      "put key result #15 in status Blocked",
      "status of incident #4 should be Won't do",
      "update work item #90 status to To do",
      "task #12 is in review now, set its status",
      "mark the status of #61 as In progress",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.custom_field_set",
    tier: "premium",
    title: "Set a custom field value",
    description:
      "Set one custom field on a work item: text_value, number_value or option_ids (select fields), the field by its ID from work_item.custom_field_list (Premium).",
    params: () =>
      z.object({
        ...target,
        field_id: z.number().int().min(1).describe("Numeric custom field ID from work_item.custom_field_list."),
        text_value: z.string().max(1024).optional().describe("For a text field."),
        number_value: z.number().optional().describe("For a number field."),
        option_ids: z.array(z.number().int().min(1)).max(50).optional().describe("Option IDs for a select field."),
      }),
    check: (p) =>
      targetCheck(p) ??
        (VALUE_KINDS.filter((k) => p[k] !== undefined).length === 1
          ? undefined
          : "send exactly one of text_value, number_value, option_ids"),
    graphql: updateOp((p) => update(p, { customFieldsWidget: [fieldValue(p)] })),
    summary: ITEM_SUMMARY,
    aliases: ["custom field", "set field value", "story points", "team field"],
    examples: [
      "set the Team custom field of work item #88 to Search",
      "set custom field 5 to 13 on task #31",
      "fill the Customer custom field on key result #21",
      "set the Priority custom field on objective #2 to option 7",
      "custom field Story points = 3 on work item #44",
      "set text custom field 8 on incident #5",
      "set custom field 4 to 'Payments' on task #7",
      "story points = 8 on work item #23",
      "choose option 12 in the Team field of #61",
      "fill the Customer custom field on incident #4 with ACME Corp",
      "set the number field Risk to 3 on objective #3",
      "update custom field 9 of key result #15",
      "select options 2 and 3 in field 6 on task #12",
      "change the Area custom field on work item #90",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.iteration_set",
    tier: "premium",
    title: "Assign a work item to an iteration",
    description:
      "Put a work item in an iteration (sprint) by the iteration's ID from iteration.list, or take it out with iteration_id null (Premium).",
    params: () =>
      z.object({
        ...target,
        iteration_id: gid("Iteration").nullable().describe("Iteration ID from iteration.list; null removes it."),
      }),
    check: targetCheck,
    graphql: updateOp((p) =>
      update(p, {
        iterationWidget: {
          iterationId: p.iteration_id === null ? null : globalId("Iteration", p.iteration_id as number),
        },
      })
    ),
    summary: ITEM_SUMMARY,
    aliases: ["sprint", "iteration", "schedule in sprint", "cadence"],
    examples: [
      "assign work item #88 to iteration 55",
      "put task #31 in the current iteration 812",
      "move key result #21 to iteration 91",
      "remove work item #44 from its iteration",
      "schedule objective #2 in iteration 4410",
      "set the iteration of incident #5 to 77",
      "put task #7 in iteration 55",
      "schedule work item #23 for the next sprint, iteration 812",
      "move #61 into sprint 9 (iteration id 4410)",
      "take task #12 out of its iteration",
      "assign incident #4 to iteration gid://gitlab/Iteration/77",
      "plan key result #15 in iteration 91",
      "add work item #90 to this sprint",
      "remove #33 from the sprint",
    ],
  }),
];
