/** GitLab's pagination headers, read once into the shape every list result carries. */

export interface Pagination {
  page: number;
  per_page: number;
  total_items: number | null;
  total_pages: number | null;
  next_page: number | null;
  prev_page: number | null;
  has_more: boolean;
}

function num(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads X-Page, X-Per-Page, X-Total, X-Total-Pages, X-Next-Page, X-Prev-Page.
 * GitLab omits X-Total and X-Total-Pages above 10,000 rows (and on keyset
 * pagination), so those stay null and has_more falls back to X-Next-Page or
 * a full page.
 */
export function readPagination(
  headers: Headers,
  requested: { page: number; per_page: number },
  count: number,
): Pagination {
  const page = num(headers, "x-page") ?? requested.page;
  const perPage = num(headers, "x-per-page") ?? requested.per_page;
  const totalPages = num(headers, "x-total-pages");
  const next = num(headers, "x-next-page");
  const hasNextHeader = headers.has("x-next-page");
  const hasMore = next !== null
    ? true
    : hasNextHeader
    ? false
    : totalPages !== null
    ? page < totalPages
    : count >= perPage;
  return {
    page,
    per_page: perPage,
    total_items: num(headers, "x-total"),
    total_pages: totalPages,
    next_page: next ?? (hasMore && !hasNextHeader ? page + 1 : null),
    prev_page: num(headers, "x-prev-page"),
    has_more: hasMore,
  };
}

/** A GraphQL list's page: GitLab pages by cursor, so there is one page number (1) and the cursor that follows. */
export function cursorPagination(next: string | null, perPage: number): Pagination & { next_cursor: string | null } {
  return {
    page: 1,
    per_page: perPage,
    total_items: null,
    total_pages: null,
    next_page: null,
    prev_page: null,
    has_more: next !== null,
    next_cursor: next,
  };
}

/** What to send for the next page: its cursor, or its number. */
export function nextOf(p: Pagination & { next_cursor?: string | null }): string | number | null {
  return p.next_cursor ?? p.next_page;
}
