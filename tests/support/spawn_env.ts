/** The few variables a spawned deno needs to find itself and its cache, plus the test's own. */
export function childEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const k of ["PATH", "HOME", "DENO_DIR", "XDG_CACHE_HOME"]) {
    const v = Deno.env.get(k);
    if (v) env[k] = v;
  }
  return { ...env, ...extra };
}
