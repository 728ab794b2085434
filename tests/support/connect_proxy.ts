/** An HTTPS proxy on loopback (HTTP CONNECT tunnels), to check that HTTPS_PROXY carries a GitLab call. */

export interface ConnectProxy {
  port: number;
  /** Each tunnel's `host:port`, in order. */
  targets: string[];
  close(): void;
}

async function readHead(conn: Deno.Conn): Promise<string | undefined> {
  const buf = new Uint8Array(4096);
  let head = "";
  while (!head.includes("\r\n\r\n")) {
    const n = await conn.read(buf);
    if (n === null) return undefined;
    head += new TextDecoder().decode(buf.subarray(0, n));
  }
  return head;
}

async function tunnel(conn: Deno.Conn, targets: string[]): Promise<void> {
  const target = /^CONNECT (\S+):(\d+) HTTP\/1\.1\r\n/.exec(await readHead(conn) ?? "");
  if (!target) {
    await conn.write(new TextEncoder().encode("HTTP/1.1 400 Bad Request\r\n\r\n"));
    return conn.close();
  }
  targets.push(`${target[1]}:${target[2]}`);
  const upstream = await Deno.connect({ hostname: target[1], port: Number(target[2]) });
  await conn.write(new TextEncoder().encode("HTTP/1.1 200 Connection Established\r\n\r\n"));
  await Promise.allSettled([conn.readable.pipeTo(upstream.writable), upstream.readable.pipeTo(conn.writable)]);
}

/** Starts the proxy; `close()` stops accepting (open tunnels end with their connections). */
export function connectProxy(): ConnectProxy {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const targets: string[] = [];
  (async () => {
    for await (const conn of listener) void tunnel(conn, targets).catch(() => {});
  })().catch(() => {});
  return { port: listener.addr.port, targets, close: () => listener.close() };
}
