/**
 * Runs the real server factory in-process behind serveStdio over an
 * in-memory pipe, with the official client on the other end: legacy
 * (initialize) or 2026-07-28 (pinned), with or without elicitation.
 */
import assert from "node:assert/strict";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { Client } from "@modelcontextprotocol/client";
import { parseConfig } from "../../src/config/mod.ts";
import { createApp } from "../../src/server/app.ts";
import type { FactoryDeps } from "../../src/server/factory.ts";
import { setLogSink } from "../../src/log/mod.ts";

/** Server logs stay out of test output unless TEST_LOGS=1. */
if (!Deno.env.get("TEST_LOGS")) setLogSink(() => {});

export type ElicitReply = { action: "accept"; content?: Record<string, unknown> } | { action: "decline" } | {
  action: "cancel";
};

export interface HarnessOptions {
  gitlabUrl: string;
  env?: Record<string, string>;
  args?: string[];
  era?: "legacy" | "modern";
  /** When given, the client declares form elicitation and answers with this. */
  elicit?: (
    params: { message: string; requestedSchema: Record<string, unknown> },
  ) => ElicitReply | Promise<ElicitReply>;
  overrides?: Partial<FactoryDeps>;
}

export interface Harness {
  client: Client;
  close(): Promise<void>;
}

/** Starts server and client; the caller closes it. */
export async function startHarness(opts: HarnessOptions): Promise<Harness> {
  const config = parseConfig(opts.args ?? [], {
    GITLAB_URL: opts.gitlabUrl,
    GITLAB_TOKEN: "glpat-test-token-123",
    ...opts.env,
  });
  const { factory } = createApp(config, opts.overrides);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(factory, { transport: serverSide });
  const client = new Client(
    { name: "harness", version: "1.0.0" },
    {
      capabilities: opts.elicit ? { elicitation: { form: {} } } : {},
      ...(opts.era === "modern" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {}),
    } as never,
  );
  if (opts.elicit) {
    const elicit = opts.elicit;
    client.setRequestHandler("elicitation/create", (req) => elicit(req.params as never) as never);
  }
  await client.connect(clientSide);
  return {
    client,
    async close() {
      await client.close();
      await handle.close();
    },
  };
}

/** The text of a tool result's first content block. */
export function textOf(result: unknown): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content ?? [];
  return content.map((c) => c.text ?? "").join("\n");
}

/** Every non-empty line of a server's stderr is one JSON log object (nothing else may write there). */
export function assertJsonLines(stderr: string): void {
  for (const line of stderr.split("\n").filter((l) => l.trim() !== "")) {
    assert.doesNotThrow(() => JSON.parse(line), `not a JSON log line: ${line.slice(0, 120)}`);
  }
}
