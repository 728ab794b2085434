/**
 * A zip download (kind "archive") becomes a bounded list of its entries: path, size and compressed size
 * for the first ARCHIVE_ENTRIES_SHOWN, a count of the rest, never the archive's bytes.
 */
import type { BodyTail } from "../gitlab/body_reader.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { listZip, type ZipListing, ZipProblem } from "../gitlab/zip_directory.ts";
import { showValue } from "../text/sanitize.ts";
import type { Action } from "./action.ts";
import type { Rendered } from "./rendered.ts";

/** Entries listed at most; the rest are counted. */
export const ARCHIVE_ENTRIES_SHOWN = 200;

/** The listing of a downloaded archive's tail; an answer that is not a readable zip is an error. */
export function archiveListing(action: Action, data: unknown): ZipListing {
  const tail = data as BodyTail;
  try {
    return listZip(tail.bytes, tail.total, ARCHIVE_ENTRIES_SHOWN);
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

/** One line per listed entry under a head line with the archive's totals. */
export function renderArchive(action: Action, listing: ZipListing): Rendered {
  const head = `${action.title}: zip archive of ${bytes(listing.archive_bytes)}, ${listing.entry_count} entr${
    listing.entry_count === 1 ? "y" : "ies"
  } (${bytes(listing.total_size)} uncompressed${listing.zip64 ? ", ZIP64" : ""})`;
  const lines = listing.entries.map((e) =>
    `- ${showValue(e.path)} | ${bytes(e.size)} | ${bytes(e.compressed_size)} compressed`
  );
  const rest = listing.entries_not_listed > 0
    ? [`> ${listing.entries_not_listed} more entries not listed (only the first ${ARCHIVE_ENTRIES_SHOWN} are).`]
    : [];
  return { text: [head, ...lines, ...rest].join("\n"), structured: { ...listing }, raw: { ...listing } };
}
