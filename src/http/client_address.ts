/**
 * Which address a request comes from, for every per-address rule (limits/auth_failures.ts): the socket's peer,
 * unless the peer is one of --trusted-proxies, in which case --trusted-proxy-header names the client. A header
 * from anyone else is ignored, so a caller cannot pick the address it is counted against. In a list
 * (X-Forwarded-For: client, proxy1, proxy2) the right-most address that is not a trusted proxy is the client:
 * the left part was written by whoever sent the request and proves nothing.
 */
import { type Cidr, inCidr, type Ip, parseCidr, parseIp } from "../config/cidr.ts";

export type ClientAddress = (peer: string, headers: Headers) => string;

/** The text an address is counted under: one spelling per address (mapped IPv4 and IPv6 zero runs folded). */
function canonical(ip: Ip): string {
  if (ip.v === 4) return [24n, 16n, 8n, 0n].map((s) => String((ip.bits >> s) & 0xffn)).join(".");
  const groups = Array.from({ length: 8 }, (_, i) => ((ip.bits >> BigInt(112 - 16 * i)) & 0xffffn).toString(16));
  return groups.join(":");
}

/** The resolver for a configuration; without trusted proxies it is the peer address, always. */
export function clientAddressOf(proxies: readonly string[], header: string | undefined): ClientAddress {
  const ranges = proxies.map((p) => parseCidr(p)).filter((c): c is Cidr => c !== undefined);
  const trusted = (ip: Ip) => ranges.some((r) => inCidr(ip, r));
  return (peer, headers) => {
    const peerIp = parseIp(peer);
    const own = peerIp ? canonical(peerIp) : peer;
    const value = header && peerIp && trusted(peerIp) ? headers.get(header) : null;
    if (!value) return own;
    const hops = value.split(",").map((h) => parseIp(h));
    // A malformed entry ends the trust: whatever sits left of it is unverifiable.
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i];
      if (!hop) return own;
      if (!trusted(hop) || i === 0) return canonical(hop);
    }
    return own;
  };
}
