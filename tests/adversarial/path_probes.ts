/** A YOLO stdio server against a recording GitLab, and what GitLab received during a call. */
import type { Client } from "@modelcontextprotocol/client";
import type { FakeGitLab, Recorded } from "../support/fake_gitlab.ts";
import { recordingGitLab, stdioClient } from "./support.ts";

/** `{x}` and `{+x}` placeholders of a path or URI template: [whole, "+" or "", name]. */
export const placeholders = (template: string) => [...template.matchAll(/\{(\+?)(\w+)\}/g)];

export function text(result: unknown): string {
  return ((result as { content?: Array<{ text?: string }> }).content ?? []).map((c) => c.text ?? "").join("\n");
}

export function shown(rs: Recorded[]): string {
  return rs.map((r) => `${r.method} ${r.path}`).join(", ") || "nothing";
}

/** Runs `fn` and returns what GitLab received meanwhile. */
export async function received(gitlab: FakeGitLab, fn: () => Promise<unknown>): Promise<Recorded[]> {
  const before = gitlab.requests.length;
  await fn().catch(() => {});
  return gitlab.requests.slice(before);
}

export async function withServer(
  fn: (client: Client, gitlab: FakeGitLab) => Promise<void>,
  args: string[] = [],
): Promise<void> {
  const gitlab = recordingGitLab(() => ({ status: 200, body: [] }));
  const client = await stdioClient({ GITLAB_URL: gitlab.url, GITLAB_MCP_YOLO_MODE: "true" }, args);
  try {
    await fn(client, gitlab);
  } finally {
    await client.close();
    await gitlab.close();
  }
}
