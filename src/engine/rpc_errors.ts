/**
 * The JSON-RPC errors prompts/get and resources/read answer with: a caller's
 * mistake is -32602 (the code the SDK uses for an unknown prompt or resource),
 * a refusal by this server's own rate limiter a server error asking to wait,
 * and a GitLab failure its own one-sentence message, never a token.
 */
import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError } from "@modelcontextprotocol/server";
import { GitLabError } from "../gitlab/errors.ts";
import { ParamError } from "./validate.ts";
import { INTERNAL_ERROR, log, redact } from "../log/mod.ts";

/** Implementation-defined server error (JSON-RPC -32000..-32099): refused by this server's rate limiter. */
export const RATE_LIMITED = -32000;

/** A request the caller must change: bad arguments, a malformed URI. */
export function invalidParams(message: string): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InvalidParams, redact(message));
}

/** A resource URI that names nothing this server serves; data echoes the URI as the SDK's own miss does. */
export function notFound(uri: string, detail: string): ProtocolError {
  return new ResourceNotFoundError(uri, redact(`Cannot read resource "${uri}": ${detail}`));
}

/** A refusal by this server's rate limiter (limits/mod.ts callRefusal's sentence), as a JSON-RPC error. */
export function rateLimited(message: string): ProtocolError {
  return new ProtocolError(RATE_LIMITED, message);
}

/**
 * A failed resource read as a JSON-RPC error: GitLab's 404 means the resource
 * does not exist (-32602 with data.uri), bad values are the caller's (-32602),
 * other GitLab failures keep their message; anything else goes to the log only.
 */
export function readFailure(err: unknown, uri: string): ProtocolError {
  if (err instanceof ProtocolError) return err;
  if (err instanceof GitLabError && err.kind === "not_found") return new ResourceNotFoundError(uri, err.message);
  if (err instanceof GitLabError) return new ProtocolError(ProtocolErrorCode.InternalError, err.message);
  if (err instanceof ParamError) return invalidParams(err.message);
  log("error", "unexpected resource failure", { uri, error: String((err as Error)?.stack ?? err) });
  return new ProtocolError(
    ProtocolErrorCode.InternalError,
    `Cannot read resource "${uri}": ${INTERNAL_ERROR}.`,
  );
}
