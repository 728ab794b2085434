/**
 * One audit line per write sent to GitLab, on stderr through the log module at any log level: when, the GitLab user
 * the credential belongs to (as the credential's check learned it, http/credential_gate.ts: never the token, and no
 * extra call), the action, its target (the method and API path), the outcome and the request id (also the answer's
 * X-Request-Id header).
 */
import type { WriteOutcome, WriteSink } from "../gitlab/writes.ts";
import type { Redactor } from "../log/mod.ts";
import type { AuthMemory } from "../store/mod.ts";

/** The catalog action ID in a call's verb phrase (`run "issue.create"`), else the phrase itself. */
function actionOf(phrase: string): string {
  return /^run "([\w.]+)"$/.exec(phrase)?.[1] ?? phrase;
}

function targetOf(outcome: WriteOutcome): string {
  const { call } = outcome;
  return `${call.method} ${call.api === "graphql" ? "/api/graphql" : `/api/v4${call.path}`}`;
}

/** The sink for one serving unit's writes, by its credential's key; undefined without one (GitLab takes no anonymous write). */
export function auditSink(
  auth: Pick<AuthMemory, "userOf">,
  key: string,
  requestId: string | undefined,
  redactor: () => Redactor,
): WriteSink | undefined {
  if (!key) return undefined;
  return (outcome) => {
    void auth.userOf(key).then((user) =>
      redactor().audit("write", {
        user: user?.username ?? null,
        user_id: user?.id ?? null,
        action: actionOf(outcome.call.action),
        target: targetOf(outcome),
        outcome: outcome.ok ? "ok" : "error",
        status: outcome.status ?? null,
        request_id: requestId ?? null,
      })
    );
  };
}
