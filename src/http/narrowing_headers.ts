/**
 * Headers a request may send to narrow what the operator configured, for itself only; none can widen it.
 * `X-GitLab-MCP-Lockdown: true` turns lockdown on for the request (false or absent leaves the operator's choice);
 * `X-GitLab-MCP-Toolsets`, `X-GitLab-MCP-Tools` and `X-GitLab-MCP-Read-Only` read like --toolsets, --tools and
 * --read-only and keep only what the operator's view also serves (surfaces/view.ts narrowView).
 */
import type { Narrowing } from "../server/auth_info.ts";
import type { ViewNarrowing } from "../surfaces/view.ts";
import { parseToolsets } from "../config/toolsets.ts";
import { ConfigError } from "../config/error.ts";

const LOCKDOWN_HEADER = "X-GitLab-MCP-Lockdown";
const TOOLSETS_HEADER = "X-GitLab-MCP-Toolsets";
const TOOLS_HEADER = "X-GitLab-MCP-Tools";
const READ_ONLY_HEADER = "X-GitLab-MCP-Read-Only";

const ON = ["1", "true", "yes", "on"];
const OFF = ["0", "false", "no", "off"];
/** More names than any catalog needs: past it a header is refused rather than matched entry by entry. */
const MAX_TOOLS = 100;
const MAX_TOOL = 120;

/** true when the header turns its narrowing on, false when absent or off; throws for anything else. */
function switchOn(req: Request, header: string, what: string): boolean {
  const raw = req.headers.get(header);
  const value = raw?.trim().toLowerCase() ?? "";
  if (raw === null || OFF.includes(value)) return false;
  if (ON.includes(value)) return true;
  throw new ConfigError(
    `Cannot use the ${header} header "${
      raw.slice(0, 40)
    }": send true to ${what} (it cannot turn off what the operator turned on)`,
  );
}

function toolsOf(req: Request): string[] | undefined {
  const raw = req.headers.get(TOOLS_HEADER);
  if (raw === null) return undefined;
  const names = raw.split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (names.length === 0 || names.length > MAX_TOOLS || names.some((n) => n.length > MAX_TOOL)) {
    throw new ConfigError(
      `Cannot use the ${TOOLS_HEADER} header "${
        raw.slice(0, 40)
      }": send 1 to ${MAX_TOOLS} comma-separated action IDs, tool names or domains, each at most ${MAX_TOOL} characters`,
    );
  }
  return names;
}

function viewOf(req: Request): ViewNarrowing | undefined {
  const toolsets = parseToolsets({
    setting: `the ${TOOLSETS_HEADER} header`,
    value: req.headers.get(TOOLSETS_HEADER) ?? undefined,
  });
  const tools = toolsOf(req);
  const readOnly = switchOn(req, READ_ONLY_HEADER, "serve this request read actions only");
  if (!toolsets && !tools && !readOnly) return undefined;
  return { ...(toolsets && { toolsets }), ...(tools && { tools }), ...(readOnly && { readOnly }) };
}

/** What the request's headers narrow, or why one cannot be read. */
export function readNarrowing(req: Request): { narrowing: Narrowing; error?: undefined } | { error: string } {
  try {
    const lockdown = switchOn(req, LOCKDOWN_HEADER, "turn lockdown on for this request");
    const view = viewOf(req);
    return { narrowing: { lockdown, ...(view && { view }) } };
  } catch (err) {
    if (err instanceof ConfigError) return { error: err.message };
    throw err;
  }
}
