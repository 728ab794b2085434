/**
 * Reading one resource: charge the caller's calls bucket, run the catalog
 * action with the caller's client, and hand back GitLab's data as JSON (or a
 * file's text), with failures turned into clear JSON-RPC errors.
 */
import type { ReadResourceResult, ServerContext } from "@modelcontextprotocol/server";
import type { Caller } from "../caller/caller.ts";
import type { Action } from "../engine/action.ts";
import type { TextWindow } from "../engine/text_window.ts";
import { validateAndExecute } from "../engine/execute.ts";
import { rateLimited, readFailure } from "../engine/rpc_errors.ts";
import { callRefusal } from "../store/mod.ts";
import { checkPlainUri } from "./uri.ts";

/** Most lines of a file one read returns; beyond this (or 64 KiB) the file comes back cut, marked `truncated`. */
export const FILE_MAX_LINES = 5000;

/** Takes one token from the calls bucket and rejects URIs no template produces. */
export async function admit(caller: Caller, uri: URL): Promise<void> {
  const limited = await callRefusal(caller.limits, caller.credentialHash, `read resource "${uri.href}"`);
  if (limited) throw rateLimited(limited);
  checkPlainUri(uri);
}

/** One JSON document as the resource's only content. */
export function jsonContents(uri: URL, data: unknown): ReadResourceResult {
  return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(data) }] };
}

/** Runs a visible action and returns its structured result as JSON. */
export async function readAction(
  caller: Caller,
  action: Action,
  params: Record<string, unknown>,
  uri: URL,
  sctx: ServerContext,
): Promise<ReadResourceResult> {
  return jsonContents(uri, await structuredOf(caller, action, params, uri, sctx));
}

/** Runs the action; a failure becomes the JSON-RPC error for this URI. */
async function structuredOf(
  caller: Caller,
  action: Action,
  params: Record<string, unknown>,
  uri: URL,
  sctx: ServerContext,
) {
  try {
    return (await validateAndExecute(action, params, caller.client, sctx.mcpReq.signal)).raw;
  } catch (err) {
    throw readFailure(err, uri.href);
  }
}

/**
 * A file's text. A file longer than one window comes back as its metadata
 * (path, ref, line counts, `truncated: true`, how to read the rest) followed
 * by the text of its first window.
 */
export async function readFile(
  caller: Caller,
  action: Action,
  params: Record<string, unknown>,
  uri: URL,
  sctx: ServerContext,
): Promise<ReadResourceResult> {
  const file = await structuredOf(
    caller,
    action,
    { ...params, max_lines: FILE_MAX_LINES },
    uri,
    sctx,
  ) as unknown as TextWindow;
  const text = { uri: uri.href, mimeType: "text/plain", text: file.content };
  if (!file.truncated) return { contents: [text] };
  const meta = {
    file_path: params.file_path,
    ref: params.ref,
    truncated: true,
    total_lines: file.total_lines,
    shown_lines: { start: file.start_line, end: file.end_line },
    shown_bytes: new TextEncoder().encode(file.content).length,
    next: caller.surface.callFor(action, {
      ...params,
      start_line: file.end_line + 1,
      max_lines: FILE_MAX_LINES,
    }),
  };
  return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(meta) }, text] };
}
