/**
 * `server/discover` advertises every revision this process serves. The SDK (2.4.0) lists only the
 * 2026-era ones there, though the same process negotiates the 2025 ones through `initialize`; a
 * client reading the list would wrongly conclude it cannot fall back. The SDK builds the answer in
 * the instance's `_ondiscover`, which its discover handler looks up on every call, so it is wrapped
 * per instance (tests/stdio and tests/http protocol_edges_test notice when an upgrade moves it).
 */
import type { DiscoverResult, McpServer } from "@modelcontextprotocol/server";
import { SERVED_REVISIONS } from "../protocol/revisions.ts";

interface Discovering {
  _ondiscover?: () => DiscoverResult;
}

export function advertiseServedRevisions(server: McpServer): void {
  const inner = server.server as unknown as Discovering;
  const discover = inner._ondiscover?.bind(inner);
  if (!discover) return;
  inner._ondiscover = () => ({ ...discover(), supportedVersions: [...SERVED_REVISIONS] });
}
