/**
 * Reads GitLab's answers with a byte cap per kind, so one huge file, log or page costs bounded memory:
 * text keeps a window (the first or the last TEXT_WINDOW_BYTES), a zip archive as much of its end as its
 * directory needs (ARCHIVE_FIRST_BYTES, growing up to ARCHIVE_TAIL_BYTES), JSON over JSON_MAX_BYTES is refused,
 * and an error body is read only as far as an error message needs.
 */
import { GitLabError } from "./errors.ts";
import { joinBytes } from "../text/bytes.ts";
import { TailRing } from "./tail_ring.ts";
import { holdsDirectoryHeader } from "./zip_directory.ts";

/** The most of a zip archive's end kept (its directory is there); the rest streams past. */
export const ARCHIVE_TAIL_BYTES = 4 * 1024 * 1024;
/**
 * What an archive's read starts with: the end records with the longest comment (64 KiB) and a directory of
 * about a thousand entries; a longer directory grows the kept tail toward ARCHIVE_TAIL_BYTES.
 */
export const ARCHIVE_FIRST_BYTES = 128 * 1024;
/** Text read per call (files, job logs, raw diffs); the model is shown at most 64 KiB of it. */
const TEXT_WINDOW_BYTES = 1024 * 1024;
/** The largest JSON answer read; GitLab pages of at most 100 items stay well below it. */
const JSON_MAX_BYTES = 8 * 1024 * 1024;
/** An error body only feeds a one-line message. */
const ERROR_MAX_BYTES = 64 * 1024;

/** How a text body was cut: which end was kept, and how large the whole was when known. */
export interface BodyCut {
  kept: "head" | "tail";
  /** Bytes kept at most. */
  limit: number;
  /** The whole body's size: counted while streaming (tail) or its Content-Length (head); null when unknown. */
  total: number | null;
}

/** A body's last bytes and the whole body's size in bytes. */
export interface BodyTail {
  bytes: Uint8Array;
  total: number;
}

export interface BodyText {
  text: string;
  cut?: BodyCut;
}

type Body = ReadableStream<Uint8Array> | null;

type Head = { bytes: Uint8Array; more: boolean };

/** The first bytes read into: small answers (most of them) need no more. */
const FIRST_READ_BYTES = 16 * 1024;

/** Reads at most `limit` bytes and cancels the rest; `more` says whether the body went on. */
async function readHead(body: Body, limit: number): Promise<Head> {
  if (!body) return { bytes: new Uint8Array(), more: false };
  let reader: ReadableStreamBYOBReader;
  try {
    reader = body.getReader({ mode: "byob" });
  } catch {
    return await readHeadChunks(body, limit); // not a byte stream (a Response built from a string)
  }
  try {
    return await readHeadInto(reader, limit);
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * Reads into one buffer that doubles as needed, up to limit + 1 bytes (the one past the limit says the body
 * went on). Fetch bodies are byte streams: reading into our own buffer skips the 64 KiB chunk a default reader
 * allocates per read, which made reading a small answer cost twice as much CPU as the rest of fetching it.
 */
async function readHeadInto(reader: ReadableStreamBYOBReader, limit: number): Promise<Head> {
  let buffer = new Uint8Array(Math.min(limit + 1, FIRST_READ_BYTES));
  let size = 0;
  for (;;) {
    if (size === buffer.length) {
      if (size > limit) return { bytes: buffer.subarray(0, limit), more: true };
      const grown = new Uint8Array(Math.min(limit + 1, buffer.length * 2));
      grown.set(buffer);
      buffer = grown;
    }
    const { done, value } = await reader.read(new Uint8Array(buffer.buffer, size, buffer.length - size));
    // The read took the buffer over and hands it back, an empty view of it at the end.
    if (value) buffer = new Uint8Array(value.buffer);
    if (done) return { bytes: buffer.subarray(0, size), more: false };
    size += value.byteLength;
  }
}

async function readHeadChunks(body: ReadableStream<Uint8Array>, limit: number): Promise<Head> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: joinBytes(chunks, size), more: false };
      chunks.push(value);
      size += value.byteLength;
      if (size > limit) return { bytes: joinBytes(chunks, size).subarray(0, limit), more: true };
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** Streams the whole body into `ring`, straight into its memory when the body is a byte stream. */
async function readTail(body: Body, ring: TailRing): Promise<BodyTail> {
  if (!body) return { bytes: new Uint8Array(), total: 0 };
  let reader: ReadableStreamBYOBReader;
  try {
    reader = body.getReader({ mode: "byob" });
  } catch {
    for await (const chunk of body) ring.push(chunk); // not a byte stream (a Response built from a string)
    return { bytes: ring.bytes(), total: ring.total };
  }
  try {
    for (;;) {
      const { done, value } = await reader.read(ring.space());
      // The read took the ring's memory over and hands it back in `value`, empty at the end.
      if (value) ring.took(value.byteLength, value.buffer);
      if (done) return { bytes: ring.bytes(), total: ring.total };
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** UTF-8 text, without the replacement character a cut through a multi-byte character leaves at the end. */
function decode(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes).replace(/\uFFFD$/, "");
}

function contentLength(res: Response): number | null {
  const n = Number(res.headers.get("content-length") ?? NaN);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * A text body: its first TEXT_WINDOW_BYTES, or (fromEnd, for a job log's tail) its last ones, starting at
 * a line boundary; `cut` says what was left out.
 */
export async function readText(res: Response, fromEnd: boolean, limit = TEXT_WINDOW_BYTES): Promise<BodyText> {
  if (fromEnd) {
    const { bytes, total } = await readTail(res.body, new TailRing(limit, limit));
    if (total <= limit) return { text: decode(bytes) };
    const text = decode(bytes);
    return { text: text.slice(text.indexOf("\n") + 1), cut: { kept: "tail", limit, total } };
  }
  const { bytes, more } = await readHead(res.body, limit);
  return more
    ? { text: decode(bytes), cut: { kept: "head", limit, total: contentLength(res) } }
    : { text: decode(bytes) };
}

/**
 * A zip archive's body: its last ARCHIVE_FIRST_BYTES are kept, more (up to `limit`) only while its central
 * directory needs them, however large the archive is.
 */
export function readBinaryTail(res: Response, limit = ARCHIVE_TAIL_BYTES): Promise<BodyTail> {
  return readTail(res.body, new TailRing(ARCHIVE_FIRST_BYTES, limit, holdsDirectoryHeader));
}

/** A JSON (or error) body's text, with how many bytes were read and whether the body went on. */
export interface RawBody {
  text: string;
  size: number;
  more: boolean;
}

/** A JSON (or error) body as text; a success over JSON_MAX_BYTES is refused rather than half-parsed. */
export async function readCapped(res: Response, action: string, limit = JSON_MAX_BYTES): Promise<RawBody> {
  const failed = res.status >= 400;
  const { bytes, more } = await readHead(res.body, failed ? ERROR_MAX_BYTES : limit);
  if (more && !failed) {
    const mib = Math.round(limit / (1024 * 1024));
    throw new GitLabError(
      "http",
      `Cannot ${action}: GitLab's answer is larger than ${mib} MiB, the most this server reads; ask for less: a smaller per_page, a narrower filter, or an action that reads text in windows`,
      res.status,
    );
  }
  return { text: decode(bytes), size: bytes.byteLength, more };
}
