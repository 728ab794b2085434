/** Epics as work items (GraphQL; the REST epics API is deprecated): Premium, group-level. */
import { z } from "zod";
import { defineDomain } from "../../engine/domain.ts";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { groupPath, iid, ITEM_SUMMARY, target, TARGET_REF, targetCheck } from "../work_item/fields.ts";
import { GET, getVars, listDocument, listFilters, listVars } from "../work_item/read.ts";
import { CREATE, createInput, UPDATE, updateResult } from "../work_item/write.ts";
import { widgetInput, widgetParams } from "../work_item/mutation.ts";
import { workItemNode } from "../work_item/node.ts";

const PREMIUM = "Epics need GitLab Premium; on other tiers GitLab answers that the group has no epic type.";

export const epicDomain = defineDomain({
  name: "epic",
  title: "Epics (GraphQL work items, Premium)",
  short: "epic",
  actions: [
    defineGraphqlAction({
      id: "epic.list",
      title: "List epics",
      description: `List a group's epics (work items of type Epic), filtered like work_item.list. ${PREMIUM}`,
      kind: "list",
      params: () => z.object({ full_path: groupPath, ...listFilters }),
      graphql: {
        document: listDocument("epicList", "group", "", ", includeDescendants: true"),
        operationName: "epicList",
        mutation: false,
        variables: (p) => ({ ...listVars(p), types: ["EPIC"] }),
        result: ["group", "workItems"],
        node: workItemNode,
      },
      aliases: ["epics", "roadmap", "initiatives"],
      examples: [
        "list the epics of group data",
        "open epics in platform",
        "which epics mention billing in acme",
        "epics labelled roadmap in group mobile",
        "closed epics in acme updated this quarter",
        "show all epics created after 2027-01-01 in data",
        "list epics authored by @lee",
        "epics in milestone Q2 of group acme",
      ],
    }),
    defineGraphqlAction({
      id: "epic.get",
      title: "Get an epic with children and progress",
      description:
        `Get one epic by group path and IID (&N) with its children (issues, sub-epics) and how many of them are closed, dates, health, status and labels. ${PREMIUM}`,
      params: () => z.object({ full_path: groupPath, iid }),
      graphql: {
        document: GET,
        operationName: "workItemGet",
        mutation: false,
        variables: getVars,
        result: ["namespace", "workItem"],
        node: workItemNode,
      },
      summary: ITEM_SUMMARY,
      aliases: ["epic progress", "epic children", "roadmap item"],
      examples: [
        "show epic &5 in group data",
        "how far along is epic &9: children closed vs open",
        "which issues are still open under epic &2 in acme",
        "epic &14 progress report",
        "get the child items of epic &3",
        "dates and health of epic &8 in platform",
        "what remains in epic &11",
        "details of epic acme&6",
      ],
    }),
    defineGraphqlAction({
      id: "epic.create",
      title: "Create an epic",
      description: `Create an epic in a group, optionally under a parent epic (parent_iid). ${PREMIUM}`,
      params: () =>
        z.object({
          full_path: groupPath,
          title: z.string().min(1).max(255).describe("Title."),
          ...widgetParams,
          parent_iid: z.number().int().min(1).optional().describe("IID of a parent epic in the same group."),
        }),
      graphql: {
        document: CREATE,
        operationName: "workItemCreate",
        mutation: true,
        refs: [{ iid: "parent_iid", to: "parent_id" }],
        typeRef: { param: "type", to: "type_id" },
        variables: (p) => ({ input: createInput(p) }),
        result: ["workItemCreate", "workItem"],
        node: workItemNode,
      },
      fixed: { type: "epic" },
      summary: ITEM_SUMMARY,
      aliases: ["new epic", "start epic"],
      examples: [
        "create an epic 'Mobile v2' in group mobile",
        "new epic in data for the warehouse move",
        "open a sub-epic under &4 called 'API phase'",
        "add an epic starting 2027-04-01 due 2027-06-30 in acme",
        "make an epic for the accessibility audit",
        "create a confidential epic in platform",
        "new epic 'Q4 hardening' in group ops",
        "start an epic to track the SSO rollout",
      ],
    }),
    defineGraphqlAction({
      id: "epic.update",
      title: "Update an epic",
      description:
        `Change an epic's title, description, dates, assignees, milestone or weight; by group path and IID or ID. ${PREMIUM}`,
      params: () =>
        z.object({ ...target, title: z.string().min(1).max(255).optional().describe("New title."), ...widgetParams }),
      check: targetCheck,
      graphql: {
        document: UPDATE,
        operationName: "workItemUpdate",
        mutation: true,
        refs: [TARGET_REF],
        variables: (p) => ({ input: { id: p.id, ...widgetInput(p) } }),
        ...updateResult,
      },
      summary: ITEM_SUMMARY,
      aliases: ["edit epic", "epic dates"],
      examples: [
        "rename epic &5 in data to 'Warehouse 2.0'",
        "move the due date of epic &9 to 2027-09-30",
        "update the description of epic &2",
        "set epic &14 start date to next monday",
        "change epic &3's title",
        "make epic &8 confidential",
        "edit epic acme&6 dates",
        "assign epic &11 to user 5",
      ],
    }),
    defineGraphqlAction({
      id: "epic.close",
      title: "Close an epic",
      description: `Close an epic by group path and IID or ID; its children stay as they are. ${PREMIUM}`,
      params: () => z.object(target),
      check: targetCheck,
      graphql: {
        document: UPDATE,
        operationName: "workItemUpdate",
        mutation: true,
        refs: [TARGET_REF],
        variables: (p) => ({ input: { id: p.id, stateEvent: "CLOSE" } }),
        ...updateResult,
      },
      summary: ITEM_SUMMARY,
      aliases: ["finish epic", "epic done"],
      examples: [
        "close epic &5 in group data",
        "epic &9 is complete, close it",
        "close the epic acme&6",
        "mark epic &2 as closed",
        "shut down epic &14, we dropped it",
        "close epic &3 in platform",
        "close out the roadmap epic &8",
        "close epic gid://gitlab/WorkItem/5531",
      ],
    }),
  ],
});
