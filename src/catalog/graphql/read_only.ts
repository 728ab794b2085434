/**
 * What graphql.query may send: one query, decided by parsing the document with the `graphql` library, never by
 * looking for words in it. A mutation or subscription anywhere in it is refused before anything is sent.
 */
import { Kind, type OperationDefinitionNode, parse } from "graphql/language";

/** The most document text one call may send. */
export const MAX_DOCUMENT = 20_000;

function operations(document: string): OperationDefinitionNode[] | string {
  try {
    const ast = parse(document, { noLocation: true, maxTokens: 5_000 });
    return ast.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch (err) {
    return `the query is not valid GraphQL (${String((err as Error).message).slice(0, 200)})`;
  }
}

/** Why the document may not be sent, or undefined for a read-only query. */
export function readOnlyRefusal(params: Record<string, unknown>): string | undefined {
  const ops = operations(String(params.query));
  if (typeof ops === "string") return ops;
  const writes = ops.filter((o) => o.operation !== "query");
  if (writes.length) {
    return `the document holds a ${
      writes[0]!.operation
    }; graphql.query only reads (use a work_item action to change things)`;
  }
  if (ops.length === 0) return "the document holds no query operation";
  if (ops.length > 1 && params.operation_name === undefined) {
    return "the document holds several operations: send operation_name";
  }
  const named = params.operation_name;
  if (named !== undefined && !ops.some((o) => o.name?.value === named)) {
    return `the document has no operation "${named}"`;
  }
  return undefined;
}

export function ownDocument(params: Record<string, unknown>): { document: string; operationName: string | null } {
  return { document: String(params.query), operationName: (params.operation_name as string | undefined) ?? null };
}
