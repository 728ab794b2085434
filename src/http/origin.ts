/**
 * DNS-rebinding protection: a present Origin must be trusted (or loopback
 * while we listen on loopback), and on loopback the Host must be loopback too.
 */
import { localhostAllowedHostnames, validateHostHeader } from "@modelcontextprotocol/server";
import { rpcError } from "./jsonrpc.ts";

const LOOPBACK_NAMES = new Set(["localhost", "[::1]", "::1"]);
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
/** A dotted quad in 127.0.0.0/8; `new URL` has already turned shorthand forms (127.1, 0x7f.1) into one. */
const LOOPBACK_V4 = new RegExp(`^127(\\.${OCTET}){3}$`);

/** Whether a hostname is a loopback address or `localhost`: a DNS name that starts with "127." is not. */
export function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname.toLowerCase()) || LOOPBACK_V4.test(hostname);
}

/** Returns the 403 to send, or undefined when the request may go on. */
export function checkOrigin(req: Request, trusted: string[], listenHost: string): Response | undefined {
  const onLoopback = isLoopback(listenHost);
  if (onLoopback) {
    // A Request made in-process may have no Host header at all: its URL's host stands in.
    const host = req.headers.get("host") ?? new URL(req.url).host;
    const check = validateHostHeader(host, localhostAllowedHostnames());
    if (!check.ok) {
      return rpcError(
        403,
        -32600,
        `Cannot accept Host "${host.slice(0, 100)}": this server listens on loopback and only answers loopback hosts`,
      );
    }
  }
  const origin = req.headers.get("origin");
  if (origin === null) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = undefined;
  }
  const ok = parsed !== undefined && (trusted.includes(parsed.origin) || (onLoopback && isLoopback(parsed.hostname)));
  if (ok) return undefined;
  return rpcError(
    403,
    -32600,
    `Cannot accept a request from origin "${
      origin.slice(0, 100)
    }": it is not trusted; an operator can allow it with --trusted-origins`,
  );
}
