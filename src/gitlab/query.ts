/** Query strings built only through URLSearchParams, so no value can inject another parameter. */

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

/** Arrays become `key[]=a&key[]=b` as GitLab expects; null/undefined are dropped. */
export function buildQuery(params: Record<string, QueryValue>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) { for (const v of value) q.append(`${key}[]`, String(v)); }
    else q.append(key, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * A path segment: `group/sub/proj` → `group%2Fsub%2Fproj`, numeric IDs unchanged. It leaves "." and
 * ".." as they are, which URL parsing would resolve: values are checked first (engine/path_values.ts)
 * and the client checks the final URL (url_guard.ts).
 */
export function encodeSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}
