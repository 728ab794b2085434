/** A work item as GitLab's GraphQL answers it (widgets in a list), flattened into one object per item. */

type Obj = Record<string, unknown>;

function names(conn: unknown, key: string): unknown[] | undefined {
  const nodes = (conn as { nodes?: Obj[] } | null)?.nodes;
  return Array.isArray(nodes) ? nodes.map((n) => n?.[key]) : undefined;
}

function brief(item: unknown): Obj | undefined {
  if (!item || typeof item !== "object") return undefined;
  const o = item as Obj;
  return { iid: o.iid, title: o.title, state: o.state, type: (o.workItemType as Obj | null)?.name, id: o.id };
}

/** One widget's fields, under snake_case names. */
function widgetFields(w: Obj): Obj {
  switch (w.type) {
    case "DESCRIPTION":
      return { description: w.description };
    case "ASSIGNEES":
      return { assignees: names(w.assignees, "username") };
    case "LABELS":
      return { labels: names(w.labels, "title") };
    case "MILESTONE":
      return { milestone: (w.milestone as Obj | null)?.title };
    case "ITERATION":
      return { iteration: (w.iteration as Obj | null)?.title, iteration_id: (w.iteration as Obj | null)?.id };
    case "START_AND_DUE_DATE":
      return { start_date: w.startDate, due_date: w.dueDate };
    case "STATUS":
      return { status: (w.status as Obj | null)?.name, status_id: (w.status as Obj | null)?.id };
    case "WEIGHT":
      return { weight: w.weight };
    case "HEALTH_STATUS":
      return { health_status: w.healthStatus };
    case "PROGRESS":
      return { progress: w.progress };
    case "TIME_TRACKING":
      return { time_estimate: w.timeEstimate, total_time_spent: w.totalTimeSpent };
    default:
      return relationFields(w);
  }
}

function relationFields(w: Obj): Obj {
  if (w.type === "HIERARCHY") {
    const children = ((w.children as { nodes?: unknown[] } | null)?.nodes ?? []).map(brief);
    return { parent: brief(w.parent), children, ...progressOf(children) };
  }
  if (w.type === "LINKED_ITEMS") {
    const nodes = (w.linkedItems as { nodes?: Obj[] } | null)?.nodes ?? [];
    return { linked_items: nodes.map((n) => ({ link_type: n.linkType, ...brief(n.workItem) })) };
  }
  if (w.type === "CUSTOM_FIELDS") return { custom_fields: customFields(w.customFieldValues) };
  return {};
}

/** Children closed of children listed: what an epic's or parent's progress report counts. */
function progressOf(children: Array<Obj | undefined>): Obj {
  if (!children.length) return {};
  const closed = children.filter((c) => c?.state === "CLOSED").length;
  return { children_closed: closed, children_open: children.length - closed };
}

function customFields(values: unknown): Obj[] | undefined {
  if (!Array.isArray(values)) return undefined;
  return (values as Obj[]).map((v) => ({
    name: (v.customField as Obj | null)?.name,
    id: (v.customField as Obj | null)?.id,
    value: v.numberValue ?? v.textValue ?? names(v.selectedOptions, "value"),
  }));
}

/** The flat form of one work item: core fields, then each widget's. */
export function workItemNode(node: Obj): Obj {
  const out: Obj = {
    iid: node.iid,
    title: node.title,
    state: node.state,
    type: (node.workItemType as Obj | null)?.name,
    id: node.id,
    web_url: node.webUrl,
    author: (node.author as Obj | null)?.username,
    confidential: node.confidential,
    created_at: node.createdAt,
    updated_at: node.updatedAt,
    closed_at: node.closedAt,
  };
  for (const w of (node.widgets as Obj[] | undefined) ?? []) Object.assign(out, widgetFields(w));
  return out;
}
