/** Paths that child processes and file copies need as OS paths, on every OS the CI runs. */

/** A file URL as an OS path: a URL's pathname reads "/D:/…" on Windows, which no Windows API accepts. */
export function osPath(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return Deno.build.os === "windows" ? path.slice(1).replaceAll("/", "\\") : path;
}

/** The repository root, with a trailing separator (the cwd of every spawned `deno`). */
export const ROOT = osPath(new URL("../../", import.meta.url));
