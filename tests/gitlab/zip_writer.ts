/** A tiny zip writer for tests: stored entries, optional archive comment, optional ZIP64 records and sizes. */

export interface TestEntry {
  name: string;
  data?: Uint8Array;
  /** Sizes to claim instead of data's length (a huge entry without its bytes), written as ZIP64 when over 4 GiB. */
  size?: number;
}

const le = (n: number, width: 2 | 4 | 8): number[] => {
  const out: number[] = [];
  let v = BigInt(n);
  for (let i = 0; i < width; i++) {
    out.push(Number(v & 0xffn));
    v >>= 8n;
  }
  return out;
};

const FULL32 = 0xffffffff;

/** The parts one after another, as bytes (names and data are copied, not spread into number arrays). */
function cat(parts: (number[] | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The central directory header of one entry whose local header is at `offset`. */
function centralHeader(e: TestEntry, offset: number, zip64: boolean): Uint8Array<ArrayBuffer> {
  const name = new TextEncoder().encode(e.name);
  const size = e.size ?? e.data?.byteLength ?? 0;
  const big = zip64 || size >= FULL32;
  const extra = big ? [...le(1, 2), ...le(24, 2), ...le(size, 8), ...le(size, 8), ...le(offset, 8)] : [];
  const small = (n: number) => le(big ? FULL32 : n, 4);
  return cat([
    [
      ...le(0x02014b50, 4),
      ...le(45, 2),
      ...le(45, 2),
      ...le(0x800, 2),
      ...le(0, 2),
      ...le(0, 4),
      ...le(0, 4),
      ...small(size),
      ...small(size),
      ...le(name.length, 2),
      ...le(extra.length, 2),
      ...le(0, 2),
      ...le(0, 2),
      ...le(0, 2),
      ...le(0, 4),
      ...small(offset),
    ],
    name,
    extra,
  ]);
}

function localHeader(e: TestEntry): Uint8Array<ArrayBuffer> {
  const name = new TextEncoder().encode(e.name);
  const size = e.data?.byteLength ?? 0;
  return cat([
    [
      ...le(0x04034b50, 4),
      ...le(20, 2),
      ...le(0x800, 2),
      ...le(0, 2),
      ...le(0, 4),
      ...le(0, 4),
      ...le(size, 4),
      ...le(size, 4),
      ...le(name.length, 2),
      ...le(0, 2),
    ],
    name,
    e.data ?? [],
  ]);
}

/** The end records: ZIP64 end record and locator when asked, then the classic EOCD (with markers under ZIP64). */
function endRecords(count: number, dirSize: number, dirOffset: number, zip64: boolean, comment: string): number[] {
  const text = [...new TextEncoder().encode(comment)];
  const classic = (n: number, width: 2 | 4) => le(zip64 ? (width === 2 ? 0xffff : FULL32) : n, width);
  const records = zip64
    ? [
      ...le(0x06064b50, 4),
      ...le(44, 8),
      ...le(45, 2),
      ...le(45, 2),
      ...le(0, 4),
      ...le(0, 4),
      ...le(count, 8),
      ...le(count, 8),
      ...le(dirSize, 8),
      ...le(dirOffset, 8),
      ...le(0x07064b50, 4),
      ...le(0, 4),
      ...le(dirOffset + dirSize, 8),
      ...le(1, 4),
    ]
    : [];
  return [
    ...records,
    ...le(0x06054b50, 4),
    ...le(0, 2),
    ...le(0, 2),
    ...classic(count, 2),
    ...classic(count, 2),
    ...classic(dirSize, 4),
    ...classic(dirOffset, 4),
    ...le(text.length, 2),
    ...text,
  ];
}

/**
 * The bytes after the entries' data: central directory and end records, for an archive whose entries
 * start at `start` (local headers and data of `entries` already written, or streamed by the test).
 */
export function zipEnd(entries: TestEntry[], offsets: number[], dirOffset: number, zip64 = false, comment = "") {
  const dir = cat(entries.map((e, i) => centralHeader(e, offsets[i]!, zip64)));
  return cat([dir, endRecords(entries.length, dir.length, dirOffset, zip64, comment)]);
}

/** A whole archive of stored entries. */
export function zip(entries: TestEntry[], opts: { zip64?: boolean; comment?: string } = {}): Uint8Array<ArrayBuffer> {
  const offsets: number[] = [];
  const locals: Uint8Array[] = [];
  let size = 0;
  for (const e of entries) {
    offsets.push(size);
    locals.push(localHeader(e));
    size += locals.at(-1)!.length;
  }
  return cat([...locals, zipEnd(entries, offsets, size, opts.zip64, opts.comment)]);
}

/** The local header of an entry whose `size` bytes of data the caller streams after it. */
export function localHeaderOf(name: string): Uint8Array<ArrayBuffer> {
  return localHeader({ name });
}
