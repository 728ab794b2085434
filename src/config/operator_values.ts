/** Parsers for the team-service settings: trusted proxies, their header, the metrics listener. */
import { parseCidr } from "./cidr.ts";
import { ConfigError } from "./error.ts";
import { parseHttpAddr, parseList, type Raw } from "./values.ts";

/** Comma-separated CIDRs (IPv4 or IPv6; a bare address is one host), each checked now rather than at first use. */
export function parseCidrs(raw: Raw): string[] {
  const list = parseList(raw);
  const bad = list.find((c) => !parseCidr(c));
  if (bad !== undefined) {
    throw new ConfigError(
      `Cannot use ${raw.setting}: "${bad.slice(0, 60)}" is not a CIDR; expected a list such as 10.0.0.0/8,fd00::/8`,
    );
  }
  return list;
}

/** An HTTP header name (RFC 9110 token), kept lower-case as the fetch API reads headers. */
export function parseHeaderName(raw: Raw): string | undefined {
  const v = raw.value?.trim();
  if (!v) return undefined;
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/.test(v)) {
    throw new ConfigError(
      `Cannot use ${raw.setting}="${v.slice(0, 60)}": expected a header name such as X-Forwarded-For`,
    );
  }
  return v.toLowerCase();
}

/** host:port, or undefined when unset. */
export function parseOptionalAddr(raw: Raw): { hostname: string; port: number } | undefined {
  return raw.value === undefined || raw.value.trim() === "" ? undefined : parseHttpAddr(raw);
}

/** The team-service settings that only work together (main checks them with the others). */
export function checkOperatorSettings(c: {
  trustedProxies: string[];
  trustedProxyHeader?: string;
  metrics: boolean;
  metricsAddr?: unknown;
}): void {
  if (c.trustedProxies.length > 0 !== (c.trustedProxyHeader !== undefined)) {
    throw new ConfigError(
      "Cannot use --trusted-proxies or --trusted-proxy-header alone: set both, the proxies' CIDRs and the header they write the client address in (e.g. --trusted-proxies=10.0.0.0/8 --trusted-proxy-header=X-Forwarded-For)",
    );
  }
  if (c.metricsAddr !== undefined && !c.metrics) {
    throw new ConfigError("Cannot use --metrics-addr without --metrics: add --metrics to serve GET /metrics there");
  }
}
