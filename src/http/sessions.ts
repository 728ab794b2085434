/**
 * Session-based Streamable HTTP (`--stateless=false`): legacy revisions only,
 * one server instance per session, each bound to the credential that opened it.
 * A request naming 2026-07-28 is answered -32022 with the revisions we do serve.
 */
import {
  type AuthInfo,
  isInitializeRequest,
  isLegacyRequest,
  type McpRequestContext,
  type McpServer,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import { digest } from "../protocol/request_state.ts";
import { LEGACY_REVISIONS, rpcError } from "./jsonrpc.ts";

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  owner: string;
}

type Factory = (ctx: McpRequestContext) => Promise<McpServer>;

function requestedRevision(req: Request, body: unknown): string {
  const meta = (body as { params?: { _meta?: Record<string, unknown> } } | undefined)?.params?._meta;
  return String(
    meta?.["io.modelcontextprotocol/protocolVersion"] ?? req.headers.get("mcp-protocol-version") ?? "2026-07-28",
  );
}

export class SessionHandler {
  #sessions = new Map<string, Session>();

  constructor(private factory: Factory) {}

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
    const owner = auth ? await digest(auth.token) : "";
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

  async #open(req: Request, body: unknown, auth: AuthInfo | undefined, owner: string): Promise<Response> {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      onsessioninitialized: (sid) => void this.#sessions.set(sid, { transport, owner }),
      onsessionclosed: (sid) => void this.#sessions.delete(sid),
    });
    const server = await this.factory({ era: "legacy", authInfo: auth, requestInfo: req });
    await server.connect(transport);
    return transport.handleRequest(req, { parsedBody: body, authInfo: auth });
  }

  /** Ends every session (shutdown). */
  async closeAll(): Promise<void> {
    for (const s of this.#sessions.values()) await s.transport.close();
    this.#sessions.clear();
  }
}
