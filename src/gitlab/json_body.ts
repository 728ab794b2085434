/**
 * Decides whether a JSON call's answer is the JSON it expects. A proxy's login page, a cut-off array
 * or an object where a list belongs is not data: it becomes an error that says what came back
 * (status, content type, size) and never relays the body, which strangers may have written.
 */
import { GitLabError } from "./errors.ts";
import type { RawBody } from "./body_reader.ts";

/** The JSON shape a call needs: a list action an array, an object action an object (or array). */
export type Expected = "list" | "object";

/** A parsed body, or (error statuses) a description of a body that was not JSON. */
export interface JsonBody {
  data: unknown;
  notJson?: string;
}

/** A media type as a plain token (a header is attacker-controlled text too), else a neutral phrase. */
function mediaType(res: Response): string {
  const raw = res.headers.get("content-type");
  if (!raw) return "no content type";
  const type = raw.split(";")[0]!.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]{1,40}\/[a-z0-9!#$&^_.+-]{1,60}$/.test(type) ? type : "an unreadable content type";
}

function sizeOf(raw: RawBody): string {
  return `${raw.more ? "over " : ""}${raw.size.toLocaleString("en-US")} bytes`;
}

/** "text/html (5,312 bytes)": what came back, told without its content. */
export function describeBody(res: Response, raw: RawBody): string {
  return `${mediaType(res)} (${sizeOf(raw)})`;
}

function shapeOf(data: unknown): string {
  if (Array.isArray(data)) return "list";
  return data === null ? "null" : typeof data === "object" ? "object" : typeof data;
}

function fits(data: unknown, expect: Expected | undefined): boolean {
  if (expect === "list") return Array.isArray(data);
  if (expect === "object") return data === null || typeof data === "object";
  return true;
}

function wanted(expect: Expected | undefined): string {
  return expect ? `JSON ${expect}` : "JSON";
}

/** An empty body is null; `ok` is false when the text is not JSON. */
function parse(text: string): { ok: boolean; data: unknown } {
  if (text === "") return { ok: true, data: null };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false, data: null };
  }
}

/**
 * GitLab's JSON, checked against `expect` on success. An empty success body is null (204, 304),
 * except where a list is expected: an empty list is `[]`. Error statuses never throw here: a
 * non-JSON error body comes back as `notJson`, for errorForStatus to describe.
 */
export function parseJson(res: Response, raw: RawBody, action: string, expect?: Expected): JsonBody {
  const { ok, data } = parse(raw.text);
  if (res.status >= 400) return ok ? { data } : { data: null, notJson: describeBody(res, raw) };
  const say = `Cannot ${action}: GitLab answered HTTP ${res.status} with`;
  if (!ok || (raw.text === "" && expect === "list")) {
    throw new GitLabError(
      "bad_answer",
      `${say} ${describeBody(res, raw)}, not the ${
        wanted(expect)
      } this action expects; a proxy or login page may be in the way: check GITLAB_URL (GitLab's own address), or retry if the answer was cut short.`,
      res.status,
    );
  }
  if (!fits(data, expect)) {
    throw new GitLabError(
      "bad_answer",
      `${say} a JSON ${shapeOf(data)} (${mediaType(res)}, ${sizeOf(raw)}), not the ${
        wanted(expect)
      } this action expects; check that GITLAB_URL is GitLab's own address and that this action reads what you meant.`,
      res.status,
    );
  }
  return { data };
}
