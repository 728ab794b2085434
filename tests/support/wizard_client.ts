/**
 * An SDK client that can be asked (form elicitation) and answers each question from `answers`, keyed by the one
 * property the wizard asks for; a question it has no answer for is declined.
 */
import { Client } from "@modelcontextprotocol/client";

export function wizardClient(name: string, answers: Record<string, unknown>, options: Record<string, unknown> = {}) {
  const client = new Client(
    { name, version: "1" },
    { capabilities: { elicitation: { form: {} } }, ...options } as never,
  );
  client.setRequestHandler(
    "elicitation/create",
    ((req: { params: { requestedSchema: { properties: object } } }) => {
      const key = Object.keys(req.params.requestedSchema.properties)[0]!;
      return key in answers ? { action: "accept", content: { [key]: answers[key] } } : { action: "decline" };
    }) as never,
  );
  return client;
}
