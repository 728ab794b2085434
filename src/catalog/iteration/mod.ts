/** Iterations (sprints) and their cadences in a group, and the work items planned in one (Premium). */
import { z } from "zod";
import { defineDomain } from "../../engine/domain.ts";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { groupPath, pageVars } from "../work_item/fields.ts";
import { iterationItemsAction } from "./items.ts";

const PREMIUM = "Iterations need GitLab Premium.";

const ITERATIONS =
  `query iterationList($fullPath: ID!, $state: IterationState, $search: String, $first: Int, $after: String) {
  group(fullPath: $fullPath) {
    iterations(state: $state, search: $search, includeAncestors: true, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id iid title state startDate dueDate webUrl iterationCadence { id title } }
    }
  }
}`;

const CADENCES = `query iterationCadences($fullPath: ID!, $first: Int, $after: String) {
  group(fullPath: $fullPath) {
    iterationCadences(includeAncestorGroups: true, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id title active automatic durationInWeeks iterationsInAdvance startDate rollOver }
    }
  }
}`;

/** Iterations' states: "current" is the one running today. */
const STATES = ["current", "upcoming", "opened", "closed", "all"] as const;

const page = (p: Record<string, unknown>) => ({ fullPath: p.full_path, ...pageVars(p) });

export const iterationDomain = defineDomain({
  name: "iteration",
  toolset: "planning",
  title: "Iterations and cadences (GraphQL, Premium)",
  short: "iteration",
  actions: [
    defineGraphqlAction({
      id: "iteration.list",
      tier: "premium",
      title: "List iterations",
      description:
        `List a group's iterations (sprints): current, upcoming, opened, closed or all, with dates and cadence. ${PREMIUM}`,
      kind: "list",
      params: () =>
        z.object({
          full_path: groupPath,
          state: z.enum(STATES).optional().describe("current, upcoming, opened, closed or all (default all)."),
          search: z.string().max(255).optional().describe("Words in the iteration's title."),
        }),
      graphql: {
        document: ITERATIONS,
        operationName: "iterationList",
        mutation: false,
        variables: (p) => ({ ...page(p), state: p.state ?? null, search: p.search ?? null }),
        result: ["group", "iterations"],
      },
      aliases: ["sprints", "iterations", "current sprint", "next sprint"],
      examples: [
        "list iterations of group data",
        "current iteration of group acme",
        "upcoming iterations in group platform",
        "closed iterations of group mobile",
        "search iterations named 'Sprint 14'",
        "list all iterations with start and due dates",
        "list sprints in group mobile",
        "which iteration is running now in data",
        "next iterations planned in acme",
        "closed sprints of group platform",
        "iteration ids for group ops",
        "when does the current sprint end in acme",
        "find the iteration called Sprint 40",
        "all iterations of group data with their dates",
      ],
    }),
    defineGraphqlAction({
      id: "iteration.cadence_list",
      tier: "premium",
      title: "List iteration cadences",
      description:
        `List a group's iteration cadences: how sprints are scheduled (length in weeks, automatic, roll-over). ${PREMIUM}`,
      kind: "list",
      params: () => z.object({ full_path: groupPath }),
      graphql: {
        document: CADENCES,
        operationName: "iterationCadences",
        mutation: false,
        variables: page,
        result: ["group", "iterationCadences"],
      },
      aliases: ["cadence", "sprint schedule", "sprint length"],
      examples: [
        "list iteration cadences of group data",
        "show the cadence settings of group acme",
        "which iteration cadences are active in platform",
        "iteration cadence length in weeks for group mobile",
        "does the cadence roll over unfinished work",
        "list automatic iteration cadences",
        "list iteration cadences of group mobile",
        "how long are our sprints in data",
        "is the sprint cadence automatic in acme",
        "which cadences does platform use",
        "do unfinished items roll over to the next sprint",
        "show cadence settings for group ops",
        "sprint cadence and duration for acme/mobile",
        "list the iteration schedules",
      ],
    }),
    iterationItemsAction,
  ],
});
