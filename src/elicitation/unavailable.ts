/** Why the user cannot be asked in this request, worded for the refusals that follow from it. */

/**
 * `undeclared`: the client did not declare form elicitation. `sessionless`: a 2025-era request on
 * sessionless HTTP, where no server-to-client request can reach the client, whatever it declared.
 */
export type AskBlocker = "undeclared" | "sessionless";

/** The transport's reason and the two set-ups in which the user can be asked. */
export const SESSIONLESS_REASON =
  "On sessionless HTTP (this server's default) a 2025-era client cannot be asked anything, even one that declared elicitation: a question is a server-to-client elicitation/create request, which sessionless 2025 HTTP cannot carry. Two ways work: a client speaking the 2026-07-28 revision (questions travel as multi-round-trip input requests), or this server started with --stateless=false (session mode).";
