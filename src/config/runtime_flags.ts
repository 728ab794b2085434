/**
 * The V8 flag the HTTP service runs with. When allocation is fast, as in a stateless service that builds a server
 * per request, V8 lets its heap grow to up to four times the live data before collecting: 20,000 calls left
 * 230–310 MiB more resident memory, 150–165 MiB with growth capped at 1.5×, at the same calls/s and p99 (measured
 * side by side, bench/RESULTS.md). A running program cannot set it, so it is passed at launch: by `deno task start`
 * with --http, by the README's HTTP command, and baked into the binary.
 */
export const HTTP_V8_FLAGS = "--v8-flags=--heap-growing-percent=50";
