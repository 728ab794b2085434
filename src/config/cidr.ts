/**
 * IPv4 and IPv6 addresses and CIDR ranges, parsed once here for both the settings (--trusted-proxies is checked
 * at start-up) and the HTTP endpoint (which address a request comes from, http/client_address.ts). An IPv4-mapped
 * IPv6 address (::ffff:10.0.0.1, what a dual-stack socket reports) is the IPv4 address it maps.
 */

export interface Ip {
  v: 4 | 6;
  bits: bigint;
}

export interface Cidr {
  v: 4 | 6;
  bits: bigint;
  prefix: number;
}

const V4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const MAPPED = 0xffffn << 32n;

function parseV4(text: string): bigint | undefined {
  const m = V4.exec(text);
  if (!m) return undefined;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return undefined;
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n);
}

/** The 16-bit groups of one side of "::" (an IPv4 tail counts as two); undefined when malformed. */
function groupsOf(side: string, last: boolean): bigint[] | undefined {
  if (side === "") return [];
  const out: bigint[] = [];
  const parts = side.split(":");
  for (const [i, part] of parts.entries()) {
    const v4 = last && i === parts.length - 1 && part.includes(".") ? parseV4(part) : undefined;
    if (v4 !== undefined) out.push(v4 >> 16n, v4 & 0xffffn);
    else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(BigInt(`0x${part}`));
    else return undefined;
  }
  return out;
}

function parseV6(text: string): bigint | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill(0n), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** An address as text (brackets and an IPv6 zone allowed), or undefined when it is not one. */
export function parseIp(text: string): Ip | undefined {
  const bare = text.trim().replace(/^\[(.*)\]$/, "$1").replace(/%[\w.-]+$/, "");
  const v4 = parseV4(bare);
  if (v4 !== undefined) return { v: 4, bits: v4 };
  const v6 = bare.includes(":") ? parseV6(bare) : undefined;
  if (v6 === undefined) return undefined;
  return (v6 >> 32n) === 0xffffn ? { v: 4, bits: v6 & ~MAPPED } : { v: 6, bits: v6 };
}

/** `10.0.0.0/8`, `fd00::/8`, or one address (a /32 or /128); undefined when malformed. */
export function parseCidr(text: string): Cidr | undefined {
  const [addr, prefixText, extra] = text.trim().split("/");
  if (extra !== undefined || !addr) return undefined;
  const ip = parseIp(addr);
  if (!ip) return undefined;
  const width = ip.v === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? width : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= width)) return undefined;
  return { v: ip.v, bits: ip.bits >> BigInt(width - prefix), prefix };
}

export function inCidr(ip: Ip, cidr: Cidr): boolean {
  const width = ip.v === 4 ? 32 : 128;
  return ip.v === cidr.v && (ip.bits >> BigInt(width - cidr.prefix)) === cidr.bits;
}
