/**
 * Headers a request may send to narrow what the operator configured, for itself only; none can widen it.
 * `X-GitLab-MCP-Lockdown: true` turns lockdown on for the request (false or absent leaves the operator's choice).
 */
import type { Narrowing } from "../server/auth_info.ts";

export const LOCKDOWN_HEADER = "x-gitlab-mcp-lockdown";

const ON = ["1", "true", "yes", "on"];
const OFF = ["0", "false", "no", "off"];

/** What the request's headers narrow, or why one cannot be read. */
export function readNarrowing(req: Request): { narrowing: Narrowing; error?: undefined } | { error: string } {
  const raw = req.headers.get(LOCKDOWN_HEADER);
  const value = raw?.trim().toLowerCase() ?? "";
  if (raw === null || OFF.includes(value)) return { narrowing: { lockdown: false } };
  if (ON.includes(value)) return { narrowing: { lockdown: true } };
  return {
    error: `Cannot use the X-GitLab-MCP-Lockdown header "${
      raw.slice(0, 40)
    }": send true to turn lockdown on for this request (it cannot turn off what the operator turned on)`,
  };
}
