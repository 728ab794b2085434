/** Which address a request is counted under (src/http/client_address.ts), and the CIDR parsing it rests on. */
import assert from "node:assert/strict";
import { clientAddressOf } from "../../src/http/client_address.ts";
import { inCidr, parseCidr, parseIp } from "../../src/config/cidr.ts";
import { parseConfig } from "../../src/config/mod.ts";
import { checkTogether } from "../../src/config/mod.ts";

const xff = (v: string) => new Headers({ "x-forwarded-for": v });

Deno.test("client address: without trusted proxies the peer counts, whatever the header says", () => {
  const of = clientAddressOf([], undefined);
  assert.equal(of("127.0.0.1", xff("203.0.113.9")), "127.0.0.1");
  assert.equal(of("::ffff:127.0.0.1", new Headers()), "127.0.0.1", "a mapped address is its IPv4 address");
});

Deno.test("client address: a peer outside --trusted-proxies cannot name another address", () => {
  const of = clientAddressOf(["10.0.0.0/8"], "x-forwarded-for");
  assert.equal(of("127.0.0.1", xff("203.0.113.9")), "127.0.0.1");
  assert.equal(of("192.0.2.1", xff("10.0.0.5")), "192.0.2.1");
});

Deno.test("client address: behind a trusted proxy the right-most untrusted hop is the client", () => {
  const of = clientAddressOf(["10.0.0.0/8", "fd00::/8"], "x-forwarded-for");
  assert.equal(of("10.1.2.3", xff("203.0.113.9")), "203.0.113.9");
  // The left part was written by the caller: only the hop the proxies saw counts.
  assert.equal(of("10.1.2.3", xff("198.51.100.1, 203.0.113.9, 10.9.9.9")), "203.0.113.9");
  assert.equal(of("fd00::1", xff("2001:db8::1")), "2001:db8:0:0:0:0:0:1");
  assert.equal(of("10.1.2.3", xff("10.0.0.7, 10.0.0.8")), "10.0.0.7", "only proxies: the first one");
  assert.equal(of("10.1.2.3", xff("not-an-ip")), "10.1.2.3", "a malformed hop leaves the peer");
  assert.equal(of("10.1.2.3", new Headers()), "10.1.2.3", "no header: the peer");
  const cf = clientAddressOf(["10.0.0.0/8"], "cf-connecting-ip");
  assert.equal(cf("10.1.2.3", new Headers({ "cf-connecting-ip": "2001:db8::7" })), "2001:db8:0:0:0:0:0:7");
});

Deno.test("cidr: IPv4 and IPv6 ranges, single hosts, and what is refused", () => {
  assert.ok(inCidr(parseIp("10.255.0.1")!, parseCidr("10.0.0.0/8")!));
  assert.ok(!inCidr(parseIp("11.0.0.1")!, parseCidr("10.0.0.0/8")!));
  assert.ok(inCidr(parseIp("2001:db8::ff")!, parseCidr("2001:db8::/32")!));
  assert.ok(!inCidr(parseIp("2001:db9::1")!, parseCidr("2001:db8::/32")!));
  assert.ok(inCidr(parseIp("127.0.0.1")!, parseCidr("127.0.0.1")!));
  assert.ok(inCidr(parseIp("[::1]")!, parseCidr("::1/128")!));
  assert.ok(inCidr(parseIp("1.2.3.4")!, parseCidr("0.0.0.0/0")!));
  assert.ok(!inCidr(parseIp("::1")!, parseCidr("0.0.0.0/0")!), "families never match");
  for (const bad of ["10.0.0.0/33", "10.0.0/8", "300.1.1.1", "::1::2", "fe80::/129", "10.0.0.0/8/1", "host"]) {
    assert.equal(parseCidr(bad), undefined, bad);
  }
});

Deno.test("settings: --trusted-proxies is checked at start, and needs --trusted-proxy-header", () => {
  assert.throws(
    () => parseConfig(["--http", "--trusted-proxies=10.0.0.0/40"], {}),
    /Cannot use --trusted-proxies: "10.0.0.0\/40" is not a CIDR/,
  );
  assert.throws(() => parseConfig(["--trusted-proxy-header=X Forwarded"], {}), /expected a header name/);
  const alone = parseConfig(["--http", "--trusted-proxies=10.0.0.0/8"], {});
  assert.throws(() => checkTogether(alone), /Cannot use --trusted-proxies or --trusted-proxy-header alone/);
  const both = parseConfig(["--http"], {
    GITLAB_MCP_TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8",
    GITLAB_MCP_TRUSTED_PROXY_HEADER: "CF-Connecting-IP",
  });
  checkTogether(both);
  assert.deepEqual(both.trustedProxies, ["10.0.0.0/8", "fd00::/8"]);
  assert.equal(both.trustedProxyHeader, "cf-connecting-ip");
  assert.throws(() => checkTogether(parseConfig(["--http", "--metrics-addr=127.0.0.1:9100"], {})), /without --metrics/);
});
