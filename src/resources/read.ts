/**
 * Reading one resource: charge the caller's calls bucket, run the catalog
 * action with the caller's client, and hand back GitLab's data as JSON (or a
 * file's text), with failures turned into clear JSON-RPC errors.
 */
import type { ReadResourceResult, ServerContext } from "@modelcontextprotocol/server";
import type { Unit } from "../server/unit.ts";
import type { Action } from "../catalog/types.ts";
import { executeAction } from "../catalog/execute.ts";
import { callFor } from "./manifest.ts";
import { rateLimited, readFailure } from "./errors.ts";
import { checkPlainUri } from "./uri.ts";

/** Most lines of a file one read returns; beyond this (or 64 KiB) the file comes back cut, marked `truncated`. */
export const FILE_MAX_LINES = 5000;

/** Takes one token from the calls bucket and rejects URIs no template produces. */
export function admit(unit: Unit, uri: URL): void {
  if (!unit.limits.calls.allow(unit.credentialHash)) {
    throw rateLimited(`read resource "${uri.href}"`, unit.limits.calls);
  }
  checkPlainUri(uri);
}

/** One JSON document as the resource's only content. */
export function jsonContents(uri: URL, data: unknown): ReadResourceResult {
  return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(data) }] };
}

/** Runs a visible action and returns its structured result as JSON. */
export async function readAction(
  unit: Unit,
  action: Action,
  params: Record<string, unknown>,
  uri: URL,
  sctx: ServerContext,
): Promise<ReadResourceResult> {
  try {
    const result = await executeAction(action, params, unit.client, sctx.mcpReq.signal);
    return jsonContents(uri, result.structured);
  } catch (err) {
    throw readFailure(err, uri.href);
  }
}

interface FileWindow {
  content: string;
  total_lines: number;
  start_line: number;
  end_line: number;
  truncated: boolean;
  bytes: number;
}

/**
 * A file's text. A file longer than one window comes back as its metadata
 * (path, ref, line counts, `truncated: true`, how to read the rest) followed
 * by the text of its first window.
 */
export async function readFile(
  unit: Unit,
  action: Action,
  params: Record<string, unknown>,
  uri: URL,
  sctx: ServerContext,
): Promise<ReadResourceResult> {
  let file: FileWindow;
  try {
    const r = await executeAction(action, { ...params, max_lines: FILE_MAX_LINES }, unit.client, sctx.mcpReq.signal);
    file = r.structured as unknown as FileWindow;
  } catch (err) {
    throw readFailure(err, uri.href);
  }
  const text = { uri: uri.href, mimeType: "text/plain", text: file.content };
  if (!file.truncated) return { contents: [text] };
  const meta = {
    file_path: params.file_path,
    ref: params.ref,
    truncated: true,
    total_lines: file.total_lines,
    shown_lines: { start: file.start_line, end: file.end_line },
    shown_bytes: new TextEncoder().encode(file.content).length,
    next: callFor(action, unit.config.toolSurface, {
      ...params,
      start_line: file.end_line + 1,
      max_lines: FILE_MAX_LINES,
    }),
  };
  return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(meta) }, text] };
}
