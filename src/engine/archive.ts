/**
 * A zip download (kind "archive") becomes a bounded list of its entries: path, size and compressed size
 * for the first ARCHIVE_ENTRIES_SHOWN that fit in TEXT_SHOWN_BYTES, a count of the rest, never the archive's
 * bytes. A path is GitLab's user's text: clipped, and shown on one line whatever it holds.
 */
import type { BodyTail } from "../gitlab/body_reader.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { listZip, type ZipEntry, type ZipListing, ZipProblem } from "../gitlab/zip_directory.ts";
import { flatLine, TEXT_SHOWN_BYTES } from "../text/bounds.ts";
import { showValue } from "../text/sanitize.ts";
import type { Action } from "./action.ts";
import type { Rendered } from "./rendered.ts";

/** Entries listed at most; the rest are counted. */
export const ARCHIVE_ENTRIES_SHOWN = 200;
/** Characters of an entry's path shown; a longer one ends in "…" and says its whole length. */
export const ARCHIVE_NAME_SHOWN = 256;
/** Bytes kept free under TEXT_SHOWN_BYTES for the note on entries not listed. */
const NOTE_ROOM = 512;

/** The listing of a downloaded archive's tail; an answer that is not a readable zip is an error. */
export function archiveListing(action: Action, data: unknown): ZipListing {
  const tail = data as BodyTail;
  try {
    return listZip(tail.bytes, tail.total, ARCHIVE_ENTRIES_SHOWN, ARCHIVE_NAME_SHOWN);
  } catch (err) {
    if (!(err instanceof ZipProblem || err instanceof RangeError)) throw err;
    const problem = err instanceof ZipProblem ? err.message : "its directory is damaged";
    throw new GitLabError(
      "bad_answer",
      `Cannot run "${action.id}": GitLab's answer (${bytes(tail.total)}) cannot be listed: ${problem}`,
    );
  }
}

function bytes(n: number): string {
  return `${n.toLocaleString("en-US")} bytes`;
}

function entryLine(e: ZipEntry): string {
  const clipped = e.path_bytes === undefined ? "" : ` (path of ${bytes(e.path_bytes)}, clipped)`;
  return `- ${showValue(flatLine(e.path))}${clipped} | ${bytes(e.size)} | ${bytes(e.compressed_size)} compressed`;
}

/** The entries' lines that fit under TEXT_SHOWN_BYTES with the head line and room for the closing note. */
function fittingLines(head: string, entries: ZipEntry[]): string[] {
  const encoder = new TextEncoder();
  let used = encoder.encode(head).byteLength + NOTE_ROOM;
  const lines: string[] = [];
  for (const entry of entries) {
    const line = entryLine(entry);
    used += encoder.encode(line).byteLength + 1;
    if (used > TEXT_SHOWN_BYTES) break;
    lines.push(line);
  }
  return lines;
}

/** How many entries are not listed, why, and where to see them. */
function restNote(shown: number, count: number, tooLong: boolean): string[] {
  const rest = count - shown;
  if (rest <= 0) return [];
  const why = tooLong ? `only the first ${shown} fit in ${TEXT_SHOWN_BYTES / 1024} KiB` : `only the first ${shown} are`;
  return [
    `> ${rest} more entr${rest === 1 ? "y" : "ies"} not listed (${why}). ` +
    "job.artifacts_tree lists every entry folder by folder (GitLab 18.8+); job.artifacts reads one file by its path.",
  ];
}

/** One line per listed entry under a head line with the archive's totals; structuredContent lists the same. */
export function renderArchive(action: Action, listing: ZipListing): Rendered {
  const head = `${action.title}: zip archive of ${bytes(listing.archive_bytes)}, ${listing.entry_count} entr${
    listing.entry_count === 1 ? "y" : "ies"
  } (${bytes(listing.total_size)} uncompressed${listing.zip64 ? ", ZIP64" : ""})`;
  const lines = fittingLines(head, listing.entries);
  const rest = restNote(lines.length, listing.entry_count, lines.length < listing.entries.length);
  const shown = {
    ...listing,
    entries: listing.entries.slice(0, lines.length),
    entries_not_listed: listing.entry_count - lines.length,
  };
  return { text: [head, ...lines, ...rest].join("\n"), structured: shown, raw: { ...shown } };
}
