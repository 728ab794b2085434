/**
 * What a write sent to GitLab came to, for the audit line (server/audit.ts writes it): a call is a write unless it
 * is a GET or a POST that only reads (a GraphQL query).
 */

/** The parts of a GitLab call (client.ts) an audit line names. */
export interface WriteCall {
  action: string;
  method: string;
  path: string;
  api?: "graphql";
  safe?: true;
}

export interface WriteOutcome {
  call: WriteCall;
  /** GitLab's status; undefined when no answer came (a timeout, a refused connection). */
  status?: number;
  ok: boolean;
}

export type WriteSink = (outcome: WriteOutcome) => void;

/** Runs `send`, telling `sink` how a write ended; reads pass straight through. */
export async function observeWrite<T extends { status: number }>(
  call: WriteCall,
  sink: WriteSink | undefined,
  send: () => Promise<T>,
): Promise<T> {
  if (!sink || call.method === "GET" || call.safe) return send();
  try {
    const reply = await send();
    sink({ call, status: reply.status, ok: true });
    return reply;
  } catch (err) {
    sink({ call, status: (err as { status?: number }).status, ok: false });
    throw err;
  }
}
