/** A group's epics: work items of type Epic in the group and its subgroups. */
export const LIST = `query epicList($fullPath: ID!, $types: [IssueType!], $state: IssuableState, $search: String,
  $authorUsername: String, $assigneeUsernames: [String!], $labelName: [String], $milestoneTitle: [String],
  $createdAfter: Time, $createdBefore: Time, $updatedAfter: Time, $updatedBefore: Time,
  $sort: WorkItemSort, $first: Int, $after: String) {
  group(fullPath: $fullPath) {
    workItems(types: $types, state: $state, search: $search, authorUsername: $authorUsername,
      assigneeUsernames: $assigneeUsernames, labelName: $labelName, milestoneTitle: $milestoneTitle,
      createdAfter: $createdAfter, createdBefore: $createdBefore, updatedAfter: $updatedAfter,
      updatedBefore: $updatedBefore, sort: $sort, includeDescendants: true, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id iid title state confidential webUrl createdAt updatedAt closedAt
        workItemType { id name }
        author { username }
        widgets {
          type
          ... on WorkItemWidgetLabels { labels { nodes { title } } }
          ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
          ... on WorkItemWidgetHealthStatus { healthStatus }
        }
      }
    }
  }
}`;
