/**
 * Lists a zip archive's entries from the archive's last bytes only: the end-of-central-directory record
 * (and the ZIP64 one, for archives over 4 GiB or 65,535 entries) and the central directory both sit at
 * the end, so a multi-GB download never has to be held to say what is in it. Nothing is decompressed.
 */

/** One file or folder (path ending in "/") in the archive. */
export interface ZipEntry {
  /** The path, its first `nameMax` characters and "…" when longer. */
  path: string;
  /** The whole path's length in bytes, only when `path` was clipped. */
  path_bytes?: number;
  /** Uncompressed size in bytes. */
  size: number;
  compressed_size: number;
}

export interface ZipListing {
  /** The whole archive's size in bytes. */
  archive_bytes: number;
  entry_count: number;
  /** Uncompressed size of every entry together. */
  total_size: number;
  zip64: boolean;
  /** The first `max` entries, in directory order. */
  entries: ZipEntry[];
  entries_not_listed: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const MARK16 = 0xffff;
const MARK32 = 0xffffffff;

/** Why the tail could not be read as a zip archive's end. */
export class ZipProblem extends Error {}

/** Where the directory is, relative to the tail, and how many entries it holds. */
interface Directory {
  start: number;
  size: number;
  count: number;
  zip64: boolean;
}

function big(view: DataView, at: number): number {
  return Number(view.getBigUint64(at, true));
}

/** The last EOCD signature whose comment length reaches exactly the end of the archive. */
function findEocd(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) === EOCD && at + EOCD_SIZE + view.getUint16(at + 20, true) === view.byteLength) {
      return at;
    }
  }
  throw new ZipProblem("it is not a zip archive (no end-of-central-directory record at its end)");
}

/** The ZIP64 end record (located through its locator right before the EOCD), or null for a classic archive. */
function zip64Directory(view: DataView, eocd: number, tailStart: number): Directory | null {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
  const record = big(view, locator + 8) - tailStart;
  if (record < 0 || record + 56 > locator || view.getUint32(record, true) !== ZIP64_EOCD) {
    throw new ZipProblem("its ZIP64 end record is not where its locator points (the archive is damaged or cut)");
  }
  const size = big(view, record + 40);
  return { start: record - size, size, count: big(view, record + 32), zip64: true };
}

function directoryOf(view: DataView, tailStart: number): Directory {
  const eocd = findEocd(view);
  const zip64 = zip64Directory(view, eocd, tailStart);
  if (zip64) return zip64;
  const size = view.getUint32(eocd + 12, true);
  const count = view.getUint16(eocd + 10, true);
  if (count === MARK16 || size === MARK32) throw new ZipProblem("it needs a ZIP64 end record, which is missing");
  return { start: eocd - size, size, count, zip64: false };
}

/** Sizes a ZIP64 extra field overrides (each only when its 32-bit field is 0xFFFFFFFF, in this order). */
function zip64Sizes(view: DataView, at: number, end: number, size: number, compressed: number): [number, number] {
  while (at + 4 <= end) {
    const id = view.getUint16(at, true);
    const fieldsEnd = Math.min(at + 4 + view.getUint16(at + 2, true), end);
    if (id === 0x0001) {
      const fields: number[] = [];
      for (let f = at + 4; f + 8 <= fieldsEnd; f += 8) fields.push(big(view, f));
      let i = 0;
      const full = size === MARK32 ? fields[i++] ?? size : size;
      return [full, compressed === MARK32 ? fields[i] ?? compressed : compressed];
    }
    at = fieldsEnd;
  }
  return [size, compressed];
}

/** Whether a central directory header starts in `ring[at, at + length)` (its signature read with wrap-around). */
export function holdsDirectoryHeader(ring: Uint8Array, at: number, length: number): boolean {
  const region = ring.subarray(at, at + length);
  const byte = (i: number) => ring[(at + i) % ring.length];
  for (let i = region.indexOf(0x50); i !== -1; i = region.indexOf(0x50, i + 1)) {
    if (byte(i + 1) === 0x4b && byte(i + 2) === 0x01 && byte(i + 3) === 0x02) return true;
  }
  return false;
}

/** The name's first `max` characters and "…" when it is longer; only the bytes that can hold them are decoded. */
function clippedName(bytes: Uint8Array, max: number, decoder: TextDecoder): Pick<ZipEntry, "path" | "path_bytes"> {
  // A character takes at most 4 bytes, so 4 * max bytes hold more than max characters whenever the name has.
  const text = decoder.decode(bytes.subarray(0, 4 * max + 4));
  if (text.length <= max) return { path: text };
  const last = text.charCodeAt(max - 1);
  const cut = last >= 0xd800 && last <= 0xdbff ? max - 1 : max; // not between the halves of a surrogate pair
  return { path: `${text.slice(0, cut)}…`, path_bytes: bytes.byteLength };
}

/** One central directory header as read: sizes and the name's bytes, not yet decoded. */
interface Header {
  name: Uint8Array;
  size: number;
  compressed_size: number;
}

/** The central directory header at `at`, and where the next header starts. */
function readHeader(view: DataView, at: number): { header: Header; next: number } {
  if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER) {
    throw new ZipProblem("its central directory is damaged (an entry header is missing)");
  }
  const nameLength = view.getUint16(at + 28, true);
  const extraLength = view.getUint16(at + 30, true);
  const next = at + 46 + nameLength + extraLength + view.getUint16(at + 32, true);
  if (next > view.byteLength) throw new ZipProblem("its central directory is damaged (an entry runs past its end)");
  const name = new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength);
  const extra = at + 46 + nameLength;
  const [size, compressed] = zip64Sizes(
    view,
    extra,
    extra + extraLength,
    view.getUint32(at + 24, true),
    view.getUint32(at + 20, true),
  );
  return { header: { name, size, compressed_size: compressed }, next };
}

/**
 * The archive's entries, from its last bytes (`tail`) and its whole size (`total`); at most `max` are
 * listed, their names clipped to `nameMax` characters, all are counted. Throws ZipProblem saying what is
 * wrong, or that the directory does not fit.
 */
export function listZip(tail: Uint8Array, total: number, max: number, nameMax: number): ZipListing {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  if (view.byteLength < EOCD_SIZE) throw new ZipProblem("it is too short to be a zip archive");
  const dir = directoryOf(view, total - tail.byteLength);
  if (dir.start < 0) {
    throw new ZipProblem(
      `its central directory (${dir.size} bytes) does not fit in the last ${tail.byteLength} bytes this server keeps`,
    );
  }
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let totalSize = 0;
  let at = dir.start;
  for (let i = 0; i < dir.count; i++) {
    const { header: { name, size, compressed_size }, next } = readHeader(view, at);
    // Only listed names are decoded: a directory of 60,000 entries lists 200.
    if (i < max) entries.push({ ...clippedName(name, nameMax, decoder), size, compressed_size });
    totalSize += size;
    at = next;
  }
  return {
    archive_bytes: total,
    entry_count: dir.count,
    total_size: totalSize,
    zip64: dir.zip64,
    entries,
    entries_not_listed: dir.count - entries.length,
  };
}
