/** A work item's place among others: its parent and children, its links, its comments and reactions. */
import { z } from "zod";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { ITEM_SUMMARY, target, TARGET_REF, targetCheck } from "./fields.ts";
import { updateOp } from "./write.ts";
import { PAYLOAD } from "./mutation.ts";
import { workItemNode } from "./node.ts";

const LINK_TYPES = { relates_to: "RELATED", blocks: "BLOCKS", is_blocked_by: "BLOCKED_BY" } as const;

const others = {
  linked_iids: z.array(z.number().int().min(1)).min(1).max(10).optional().describe(
    "IIDs of the other work items (in full_path).",
  ),
  linked_ids: z.array(z.union([z.number().int().min(1), z.string().regex(/^gid:\/\/gitlab\/WorkItem\/\d+$/)])).max(10)
    .optional().describe("Or their global or numeric IDs."),
};

function othersCheck(p: Record<string, unknown>): string | undefined {
  return targetCheck(p) ??
    (p.linked_iids === undefined && p.linked_ids === undefined ? "send linked_iids or linked_ids" : undefined);
}

const OTHERS_REF = { iid: "linked_iids", to: "linked_ids" };

const ADD_LINKS = `mutation workItemAddLinkedItems($input: WorkItemAddLinkedItemsInput!) {
  workItemAddLinkedItems(input: $input) { ${PAYLOAD} message }
}`;
const REMOVE_LINKS = `mutation workItemRemoveLinkedItems($input: WorkItemRemoveLinkedItemsInput!) {
  workItemRemoveLinkedItems(input: $input) { ${PAYLOAD} message }
}`;
const NOTE = `mutation workItemNoteCreate($input: CreateNoteInput!) {
  createNote(input: $input) { note { id body internal createdAt author { username } } errors }
}`;
const EMOJI = `mutation workItemEmojiAdd($input: AwardEmojiAddInput!) {
  awardEmojiAdd(input: $input) { awardEmoji { name emoji user { username } } errors }
}`;
const UNEMOJI = `mutation workItemEmojiRemove($input: AwardEmojiRemoveInput!) {
  awardEmojiRemove(input: $input) { errors }
}`;
const emojiName = z.string().min(1).max(255).describe('Emoji name without colons, e.g. "thumbsup".');

export const workItemRelationActions = [
  defineGraphqlAction({
    id: "work_item.child_add",
    title: "Add a child work item",
    description:
      "Put an existing work item under a parent: a task under an issue, an issue under an epic, a key result under an objective. The child is named by full_path + iid (or id), the parent by parent_iid (in parent_path, default full_path) or parent_id.",
    params: () =>
      z.object({
        ...target,
        parent_iid: z.number().int().min(1).optional().describe("IID of the new parent."),
        parent_path: z.string().min(1).max(255).optional().describe("Path holding the parent (an epic's group)."),
        parent_id: target.id.describe("Or the parent's global or numeric ID."),
      }),
    check: (p) =>
      targetCheck(p) ??
        (p.parent_iid === undefined && p.parent_id === undefined ? "send parent_iid or parent_id" : undefined),
    graphql: updateOp((p) => ({ input: { id: p.id, hierarchyWidget: { parentId: p.parent_id } } }), [TARGET_REF, {
      iid: "parent_iid",
      path: "parent_path",
      to: "parent_id",
    }]),
    summary: ITEM_SUMMARY,
    aliases: ["set parent", "subtask", "add to epic", "child item", "hierarchy"],
    examples: [
      "add task #31 as a child of work item #88",
      "make work item #44 a child of objective #2",
      "set the parent of key result #21 to objective #2",
      "put work item #17 under epic &3 in group data",
      "add existing task #9 under issue #88 as its child",
      "nest work item #5 under parent #1",
      "put task #7 under issue #3 in mobile/app",
      "set the parent of work item #23 to epic 5 in group data",
      "add issue #61 to epic &9",
      "make key result #15 a child of objective #3",
      "nest task #12 beneath #2",
      "move work item #90 under parent #44",
      "attach existing task #8 to issue #1 as a child",
      "link #33 as child item of epic &2 in acme",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.child_remove",
    title: "Remove a child work item",
    description:
      "Take a work item out from under its parent (the child stays, with no parent): by the child's full_path + iid or id.",
    params: () => z.object(target),
    check: targetCheck,
    graphql: updateOp((p) => ({ input: { id: p.id, hierarchyWidget: { parentId: null } } })),
    summary: ITEM_SUMMARY,
    aliases: ["remove parent", "unparent", "detach child", "remove from epic"],
    examples: [
      "remove task #31 from its parent work item",
      "detach work item #44 from objective #2",
      "remove key result #21 from its parent",
      "take work item #17 out of epic &3",
      "unset the parent of task #9",
      "work item #5 should not be a child anymore",
      "take task #7 out of its parent in mobile/app",
      "remove work item #61 from its epic",
      "unset the parent of key result #15",
      "detach #12 from the issue it sits under",
      "work item #90 should have no parent",
      "remove child task #8 from issue #1",
      "pull issue #33 out of epic &2",
      "clear the parent of task #23",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.link_add",
    title: "Link work items",
    description:
      "Link a work item to others as relates_to, blocks or is_blocked_by; the others by IID in the same path (linked_iids) or by ID.",
    params: () =>
      z.object({
        ...target,
        ...others,
        link_type: z.enum(["relates_to", "blocks", "is_blocked_by"]).optional().describe("Default relates_to."),
      }),
    check: othersCheck,
    graphql: {
      document: ADD_LINKS,
      operationName: "workItemAddLinkedItems",
      mutation: true,
      refs: [TARGET_REF, OTHERS_REF],
      variables: (p) => ({
        input: {
          id: p.id,
          workItemsIds: p.linked_ids,
          linkType: LINK_TYPES[(p.link_type ?? "relates_to") as keyof typeof LINK_TYPES],
        },
      }),
      result: ["workItemAddLinkedItems", "workItem"],
      node: workItemNode,
    },
    summary: ITEM_SUMMARY,
    aliases: ["blocks", "blocked by", "related items", "dependency"],
    examples: [
      "link work item #88 to #89 as related",
      "work item #44 blocks #45",
      "task #31 is blocked by task #30",
      "link key result #21 and #22",
      "mark work item #17 as blocking #18 and #19",
      "relate incident work item #5 to #6",
      "task #7 blocks #8 in mobile/app",
      "work item #23 is blocked by #24 and #25",
      "relate #61 to #62",
      "add a dependency: #12 can't start before #11 is done",
      "link work items #90 and #91 as related",
      "mark incident #4 as related to #5",
      "key result #15 blocks key result #16",
      "record that task #30 depends on #29",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.link_remove",
    title: "Unlink work items",
    description: "Remove the links between a work item and others (any link type), the others by IID or ID.",
    params: () => z.object({ ...target, ...others }),
    check: othersCheck,
    graphql: {
      document: REMOVE_LINKS,
      operationName: "workItemRemoveLinkedItems",
      mutation: true,
      refs: [TARGET_REF, OTHERS_REF],
      variables: (p) => ({ input: { id: p.id, workItemsIds: p.linked_ids } }),
      result: ["workItemRemoveLinkedItems", "workItem"],
      node: workItemNode,
    },
    summary: ITEM_SUMMARY,
    aliases: ["remove link", "unblock", "remove dependency"],
    examples: [
      "unlink work items #88 and #89",
      "remove the link between task #31 and #30",
      "work item #44 no longer blocks #45",
      "unlink key result #21 from #22",
      "remove linked items #18 and #19 from work item #17",
      "remove the relation between incident #5 and #6",
      "remove the link between task #7 and #8",
      "#23 isn't blocked by #24 anymore",
      "unrelate work items #61 and #62",
      "drop the dependency of #12 on #11",
      "delete the relation from incident #4 to #5",
      "unlink key result #15 from #16",
      "task #30 no longer depends on #29",
      "clear linked item #91 from work item #90",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.note_create",
    title: "Comment on a work item",
    description: "Add a comment (note) to a work item, optionally internal (visible to members only).",
    params: () =>
      z.object({
        ...target,
        body: z.string().min(1).max(1_048_576).describe("Comment text (Markdown)."),
        internal: z.boolean().optional().describe("Internal note, members only."),
      }),
    check: targetCheck,
    graphql: {
      document: NOTE,
      operationName: "workItemNoteCreate",
      mutation: true,
      refs: [TARGET_REF],
      variables: (p) => ({
        input: { noteableId: p.id, body: p.body, ...(p.internal !== undefined && { internal: p.internal }) },
      }),
      result: ["createNote", "note"],
      node: (n) => ({ ...n, author: (n.author as Record<string, unknown> | null)?.username }),
    },
    aliases: ["comment", "note", "reply"],
    examples: [
      "comment on work item #88: needs design review",
      "add a comment to task #31 in mobile/app",
      "post a note on key result #21 with this week's numbers",
      "comment on incident work item #5: mitigated",
      "add an internal comment on objective #2",
      "reply on work item #44 that it is blocked",
      "comment on task #7 in mobile/app: done on android",
      "add a note to objective #3 that we are behind",
      "write an internal note on incident #4",
      "post 'ready for review' on work item #23",
      "reply on key result #15 with the latest numbers",
      "add comment to work item gid://gitlab/WorkItem/991",
      "leave a remark on task #12 asking for logs",
      "note on ticket work item #80: customer called back",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.emoji_add",
    title: "Award emoji on a work item",
    description: "React to a work item with an emoji (thumbsup, tada, eyes…) as the token's user.",
    params: () => z.object({ ...target, name: emojiName }),
    check: targetCheck,
    graphql: {
      document: EMOJI,
      operationName: "workItemEmojiAdd",
      mutation: true,
      refs: [TARGET_REF],
      variables: (p) => ({ input: { awardableId: p.id, name: p.name } }),
      result: ["awardEmojiAdd", "awardEmoji"],
      node: (a) => ({ name: a.name, emoji: a.emoji, user: (a.user as Record<string, unknown> | null)?.username }),
    },
    aliases: ["react", "upvote work item", "award emoji"],
    examples: [
      "add a thumbsup to work item #88",
      "react with :eyes: to task #31",
      "award a rocket to key result #21",
      "add a :tada: reaction to objective #2",
      "thumbs up incident work item #5",
      "react with heart on work item #44",
      "react with :tada: on task #7 in mobile/app",
      "upvote objective #3",
      "add an eyes emoji to incident #4",
      "give key result #15 a heart",
      "award thumbsdown to work item #23",
      "+1 the ticket work item #80",
      "put a :100: on task #12",
      "react to work item gid://gitlab/WorkItem/991 with rocket",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.emoji_remove",
    title: "Remove emoji from a work item",
    description: "Take back an emoji reaction the token's user gave a work item; work_item.emoji_add gives it again.",
    params: () => z.object({ ...target, name: emojiName }),
    check: targetCheck,
    kind: "none",
    graphql: {
      document: UNEMOJI,
      operationName: "workItemEmojiRemove",
      mutation: true,
      refs: [TARGET_REF],
      variables: (p) => ({ input: { awardableId: p.id, name: p.name } }),
      result: ["awardEmojiRemove"],
    },
    aliases: ["unreact", "remove reaction", "take back upvote"],
    examples: [
      "remove my thumbsup from work item #88",
      "remove the :eyes: reaction from task #31",
      "take back my rocket on key result #21",
      "remove my :tada: from objective #2",
      "unreact on incident work item #5",
      "remove my heart reaction from work item #44",
      "remove my :tada: from task #7 in mobile/app",
      "undo my upvote on objective #3",
      "delete the eyes reaction I left on incident #4",
      "take my heart off key result #15",
      "unreact thumbsdown on work item #23",
      "remove the +1 I gave ticket #80",
      "withdraw my :100: on task #12",
      "drop my rocket reaction from work item gid://gitlab/WorkItem/991",
    ],
  }),
];
