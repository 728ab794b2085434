/**
 * The README's commands and client snippets as the tests run them: code blocks found by what they hold, shell
 * command lines split into words as a POSIX shell splits them (quotes, backslash-newline), so the README and
 * the tests that run it cannot drift apart.
 */
import { ROOT } from "./paths.ts";

export interface Block {
  lang: string;
  body: string;
  /** The paragraph just above the block (e.g. "**VS Code** (`.vscode/mcp.json` …):"). */
  caption: string;
}

/** Every fenced code block of README.md, in order. */
export function readmeBlocks(text = Deno.readTextFileSync(`${ROOT}README.md`)): Block[] {
  const blocks: Block[] = [];
  for (const m of text.matchAll(/(?:^|\n\n)([^\n]*(?:\n[^\n]+)*)\n\n```(\w*)\n([\s\S]*?)\n```/g)) {
    blocks.push({ caption: m[1]!, lang: m[2]!, body: m[3]! });
  }
  return blocks;
}

/** The one block whose text matches `pattern`. */
export function readmeBlock(pattern: RegExp, lang?: string): Block {
  const found = readmeBlocks().filter((b) => pattern.test(b.body) && (!lang || b.lang === lang));
  if (found.length !== 1) throw new Error(`Cannot find one README block matching ${pattern}: found ${found.length}`);
  return found[0]!;
}

/** Splits one shell command line into words: single and double quotes, backslash escapes and continuations. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
      else if (c === "\\" && quote === '"' && /["\\$`]/.test(line[i + 1] ?? "")) word += line[++i]!;
      else word += c;
    } else if (c === "\\") {
      if (line[i + 1] !== "\n") word = (word ?? "") + (line[i + 1] ?? "");
      i++;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= "";
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? "") + c;
  }
  if (quote) throw new Error(`Cannot split the command: unclosed ${quote} in ${line}`);
  if (word !== null) words.push(word);
  return words;
}

/** A command's leading `NAME=value` words as its environment, and the program with its arguments. */
export function splitCommand(words: string[]): { env: Record<string, string>; argv: string[] } {
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i]!); i++) {
    const [name, ...value] = words[i]!.split("=");
    env[name!] = value.join("=");
  }
  return { env, argv: words.slice(i) };
}
