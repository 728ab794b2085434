/** One read-only GraphQL query for what no row covers. */
import { z } from "zod";
import { defineDomain } from "../../engine/domain.ts";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { MAX_DOCUMENT, ownDocument, readOnlyRefusal } from "./read_only.ts";

/** The answer's JSON shown in text, up to this many characters; the structured result has all of it. */
const MAX_SHOWN = 4_000;

/** A query variable: a scalar, a list of scalars or an object of scalars (typed, as strict clients require). */
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const jsonValue = z.union([scalar, z.array(scalar), z.record(z.string(), scalar)]);

export const graphqlDomain = defineDomain({
  name: "graphql",
  toolset: "graphql",
  title: "GitLab GraphQL (read-only query)",
  short: "graphql",
  actions: [
    defineGraphqlAction({
      id: "graphql.query",
      title: "Run a read-only GraphQL query",
      description:
        "Send one read-only GraphQL query to GitLab's /api/graphql for data no other action reads (prefer a dedicated action when one exists). Mutations and subscriptions are refused; the answer is size-capped.",
      params: () =>
        z.object({
          query: z.string().min(1).max(MAX_DOCUMENT).describe(
            "A GraphQL query document (no mutation, no subscription).",
          ),
          variables: z.record(z.string().max(64), jsonValue).optional().describe("The query's variables."),
          operation_name: z.string().max(255).optional().describe(
            "Which operation to run, when the document has several.",
          ),
        }),
      check: readOnlyRefusal,
      graphql: {
        document: "",
        operationName: "",
        mutation: false,
        variables: (p) => (p.variables ?? {}) as Record<string, unknown>,
        result: [],
        own: ownDocument,
      },
      notes: (data) => [`data: ${JSON.stringify(data).slice(0, MAX_SHOWN)}`],
      aliases: ["graphql", "gql", "raw query", "graph api"],
      examples: [
        "run a graphql query against GitLab",
        "send a GraphQL query with variables",
        "query the GitLab GraphQL API for a project's name",
        "graphql: { currentUser { username } }",
        "read-only graphql query for data no other action reads",
        "run this gql query on gitlab",
        'run graphql { project(fullPath: "acme/api") { name } }',
        "graphql query for the current user's groups",
        "use the GitLab GraphQL API to read a project's storage size",
        "gql: vulnerabilities of project data/etl",
        "raw graphql read of a pipeline's job artifacts",
        "query GitLab graphql for the instance's metadata version",
        "graph api: count merge requests of group acme",
        "send this read-only graphql document with variables",
      ],
    }),
  ],
});
