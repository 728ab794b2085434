/**
 * The README's client snippets read the way each client reads them: VS Code's `servers` (with `${input:…}`
 * prompts), Cursor's and Claude Desktop's `mcpServers`, the `claude mcp add` command line, and `mcp-remote`'s
 * arguments. Each gives what the client would start (stdio) or send (HTTP).
 */
import { type Block, readmeBlocks, shellWords } from "./readme.ts";

export const CLIENTS = ["VS Code", "Cursor", "Claude Code", "Claude Desktop"] as const;
export type ClientName = typeof CLIENTS[number];

export interface StdioLaunch {
  command: string;
  args: string[];
  env: Record<string, string>;
}

export interface HttpTarget {
  url: string;
  headers: Record<string, string>;
}

/** The client's snippet in README.md: its stdio form (names src/main.ts) or its HTTP form (names /mcp). */
export function snippet(client: ClientName, form: "stdio" | "http"): Block {
  const found = readmeBlocks().filter((b) =>
    b.caption.startsWith(`**${client}**`) && (form === "stdio" ? /src\/main\.ts/ : /\/mcp\b/).test(b.body)
  );
  if (found.length !== 1) throw new Error(`Cannot find the ${form} snippet for ${client}: found ${found.length}`);
  return found[0]!;
}

/** VS Code's `${input:id}` placeholders, each checked against `inputs` and replaced by `answer`. */
function answerInputs(value: string, inputs: Array<{ id: string }> = [], answer: string): string {
  return value.replace(/\$\{input:([^}]+)\}/g, (_, id: string) => {
    if (!inputs.some((i) => i.id === id)) throw new Error(`Cannot resolve \${input:${id}}: no such input`);
    return answer;
  });
}

/** The JSON snippet's one server entry, with VS Code's inputs answered by `token`. */
function jsonEntry(client: ClientName, body: string, token: string): Record<string, unknown> {
  const parsed = JSON.parse(body);
  const entry = client === "VS Code" ? parsed.servers?.gitlab : parsed.mcpServers?.gitlab;
  if (!entry) throw new Error(`Cannot read the ${client} snippet: no "gitlab" server`);
  return JSON.parse(answerInputs(JSON.stringify(entry), parsed.inputs, token));
}

/** `claude mcp add [options] <name> [url] [-- command args…]`, as Claude Code reads it. */
export function claudeMcpAdd(line: string) {
  const words = shellWords(line);
  if (words.slice(0, 3).join(" ") !== "claude mcp add") throw new Error(`Cannot read ${line}: not claude mcp add`);
  const dash = words.indexOf("--");
  const opts = words.slice(3, dash < 0 ? undefined : dash);
  const out = { transport: "stdio", env: {} as Record<string, string>, headers: {} as Record<string, string> };
  const positional: string[] = [];
  for (let i = 0; i < opts.length; i++) {
    const [word, value] = [opts[i]!, opts[i + 1] ?? ""];
    if (word === "--env" || word === "-e") out.env[value.split("=")[0]!] = value.slice(value.indexOf("=") + 1);
    else if (word === "--header" || word === "-H") out.headers[value.split(":")[0]!] = value.split(/:(.*)/)[1]!.trim();
    else if (word === "--transport" || word === "-t") out.transport = value;
    else if (word.startsWith("-")) throw new Error(`Cannot read ${line}: unknown option ${word}`);
    else {
      positional.push(word);
      continue;
    }
    i++;
  }
  const [name, url] = positional;
  return { ...out, name, url, argv: dash < 0 ? [] : words.slice(dash + 1) };
}

/** What the client starts for its stdio snippet. */
export function stdioLaunch(client: ClientName, token: string): StdioLaunch {
  const { body } = snippet(client, "stdio");
  if (client === "Claude Code") {
    const add = claudeMcpAdd(body);
    return { command: add.argv[0]!, args: add.argv.slice(1), env: add.env };
  }
  const entry = jsonEntry(client, body, token) as Partial<StdioLaunch> & { type?: string };
  if (client === "VS Code" && entry.type !== "stdio") {
    throw new Error(`Cannot read VS Code's snippet: type ${entry.type}`);
  }
  return { command: entry.command!, args: entry.args ?? [], env: entry.env ?? {} };
}

/** `mcp-remote <url> --header Name:value`, values with `${VAR}` taken from the entry's env, as mcp-remote does. */
function mcpRemote(entry: { args?: string[]; env?: Record<string, string> }): HttpTarget {
  const args = entry.args ?? [];
  if (!args.some((a) => /^mcp-remote@\d/.test(a))) throw new Error("Cannot read the snippet: no pinned mcp-remote");
  const headers: Record<string, string> = {};
  args.forEach((a, i) => {
    if (a !== "--header") return;
    const [name, value] = args[i + 1]!.split(/:(.*)/);
    headers[name!.trim()] = value!.trim().replace(/\$\{([^}]+)\}/g, (m, v: string) => entry.env?.[v] ?? m);
  });
  return { url: args.find((a) => /^https?:\/\//.test(a))!, headers };
}

/** Where the client sends its requests for its HTTP snippet, and with which headers. */
export function httpTarget(client: ClientName, token: string): HttpTarget {
  const { body } = snippet(client, "http");
  if (client === "Claude Code") {
    const add = claudeMcpAdd(body);
    if (add.transport !== "http") throw new Error(`Cannot read Claude Code's snippet: transport ${add.transport}`);
    return { url: add.url!, headers: add.headers };
  }
  const entry = jsonEntry(client, body, token) as Partial<HttpTarget> & { type?: string; args?: string[] };
  if (client === "Claude Desktop") return mcpRemote(entry);
  if (client === "VS Code" && entry.type !== "http") {
    throw new Error(`Cannot read VS Code's snippet: type ${entry.type}`);
  }
  return { url: entry.url!, headers: entry.headers ?? {} };
}
