/**
 * Session-based Streamable HTTP (`--stateless=false`): legacy revisions only,
 * one server instance per session, each bound to the credential that opened it.
 * A request naming 2026-07-28 is answered -32022 with the revisions we do serve.
 * Sessions hold memory, so opening one needs a credential, their number is
 * capped, and one that receives no request for a while is closed.
 */
import {
  type AuthInfo,
  isInitializeRequest,
  isLegacyRequest,
  type McpRequestContext,
  type McpServer,
  PROTOCOL_VERSION_META_KEY,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import { digest } from "../protocol/request_state.ts";
import { LEGACY_REVISIONS, MODERN_REVISION } from "../protocol/revisions.ts";
import { rpcError } from "./jsonrpc.ts";
import { missingCredential } from "./auth_refusals.ts";

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  owner: string;
  lastSeen: number;
}

export interface SessionLimits {
  /** Open sessions at most; 0 = no cap. */
  max: number;
  /** A session with no request for this long is closed; 0 = never. */
  idleMs: number;
  now?: () => number;
}

type Factory = (ctx: McpRequestContext) => McpServer | Promise<McpServer>;

function requestedRevision(req: Request, body: unknown): string {
  const meta = (body as { params?: { _meta?: Record<string, unknown> } } | undefined)?.params?._meta;
  return String(
    meta?.[PROTOCOL_VERSION_META_KEY] ?? req.headers.get("mcp-protocol-version") ?? MODERN_REVISION,
  );
}

export class SessionHandler {
  #sessions = new Map<string, Session>();
  /** Initializes under way, counted against the cap before their session exists. */
  #opening = 0;
  #sweeper?: ReturnType<typeof setInterval>;
  #now: () => number;

  constructor(private factory: Factory, private limits: SessionLimits) {
    this.#now = limits.now ?? Date.now;
  }

  get size(): number {
    return this.#sessions.size;
  }

  async handle(req: Request, body: unknown, auth: AuthInfo | undefined): Promise<Response> {
    const id = (body as { id?: unknown } | undefined)?.id;
    if (req.method === "POST" && !(await isLegacyRequest(req, body))) {
      const requested = requestedRevision(req, body);
      return rpcError(400, -32022, `Cannot serve protocol revision "${requested}" on this session-based deployment`, {
        id,
        data: { supported: LEGACY_REVISIONS, requested },
      });
    }
    // Only a session-bound credential may open or use a session, refused as a call that needs GitLab is.
    if (!auth) return missingCredential("use a session", id);
    const owner = digest(auth.token);
    const sid = req.headers.get("mcp-session-id");
    if (sid) {
      const session = this.#sessions.get(sid);
      if (!session) {
        return rpcError(
          404,
          -32001,
          `Cannot find session "${sid.slice(0, 64)}": it ended or never existed; initialize a new one`,
          { id },
        );
      }
      if (session.owner !== owner) {
        return rpcError(403, -32600, "Cannot use this session: it belongs to another credential", { id });
      }
      session.lastSeen = this.#now();
      return session.transport.handleRequest(req, { parsedBody: body, authInfo: auth });
    }
    if (req.method !== "POST" || !isInitializeRequest(body)) {
      return rpcError(
        400,
        -32600,
        "Cannot serve this request without a session: send initialize first, then the Mcp-Session-Id it returns",
        { id },
      );
    }
    return this.#open(req, body, auth, owner);
  }

  async #open(req: Request, body: unknown, auth: AuthInfo, owner: string): Promise<Response> {
    const { max } = this.limits;
    if (max > 0 && this.#sessions.size + this.#opening >= max) {
      const id = (body as { id?: unknown }).id;
      return rpcError(
        503,
        -32000,
        `Cannot open a session: ${max} are open, the most this server keeps (--max-sessions); end one with DELETE /mcp or retry once idle ones have expired`,
        { id, headers: { "retry-after": "30" } },
      );
    }
    this.#opening++;
    try {
      const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        onsessioninitialized: (sid) => this.#add(sid, { transport, owner, lastSeen: this.#now() }),
        onsessionclosed: (sid) => void this.#sessions.delete(sid),
      });
      const server = await this.factory({ era: "legacy", authInfo: auth, requestInfo: req });
      await server.connect(transport);
      return await transport.handleRequest(req, { parsedBody: body, authInfo: auth });
    } finally {
      this.#opening--;
    }
  }

  #add(sid: string, session: Session): void {
    this.#sessions.set(sid, session);
    const { idleMs } = this.limits;
    if (this.#sweeper !== undefined || idleMs <= 0) return;
    const sweeper = setInterval(() => this.#sweep(), Math.min(Math.max(idleMs / 4, 250), 30_000));
    // The sweep alone must not keep the process alive.
    Deno.unrefTimer(sweeper);
    this.#sweeper = sweeper;
  }

  /** Closes sessions idle for idleMs or more; stops sweeping once none are left. */
  #sweep(): void {
    const now = this.#now();
    for (const [sid, s] of this.#sessions) {
      if (now - s.lastSeen < this.limits.idleMs) continue;
      this.#sessions.delete(sid);
      s.transport.close().catch(() => {});
    }
    if (this.#sessions.size === 0) this.#stopSweeping();
  }

  #stopSweeping(): void {
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
  }

  /** Ends every session (shutdown). */
  async closeAll(): Promise<void> {
    this.#stopSweeping();
    for (const s of this.#sessions.values()) await s.transport.close();
    this.#sessions.clear();
  }
}
