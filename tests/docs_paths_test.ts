/**
 * Every repository path the docs and the source comments name exists. Docs (README.md, docs/*.md) name paths in code
 * spans, links and shell blocks; a comment names them in its text (a quoted string there is example text, not a
 * reference). A path from a root folder (src/…, tests/…) is checked from the checkout; one without (the comments'
 * habit: "http/credential_gate.ts") from src/, tests/, the file's folder or its parent. A file as it was at a commit
 * is written git's way, <commit>:<path>, and GitLab's own documentation by its path there, doc/…: neither is ours.
 */
import assert from "node:assert/strict";
import { ROOT } from "./support/paths.ts";

const ROOTS = "src|tests|docs|bench|scripts|fixtures|deploy|npm|mcpb|\\.ci|\\.github";
const FROM_ROOT = new RegExp(`(?<![\\w./:-])((?:${ROOTS})/[\\w./-]*[\\w/])`, "g");
const RELATIVE = /(?<![\w./:-])((?:[a-z_]+\/)+[a-z_0-9]+\.(?:ts|json|md))\b/g;

/** Folders that hold no file of ours worth reading: installed packages, build output, generated and recorded data. */
const SKIPPED = new Set([".git", "dist", ".coverage", "tests/.npm_cache", "src/generated", "fixtures"]);

/** The checkout's files, by path from the root. */
async function listed(dir = ""): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(`${ROOT}${dir}`)) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory && entry.name !== "node_modules" && !SKIPPED.has(path)) out.push(...await listed(`${path}/`));
    else if (entry.isFile) out.push(path);
  }
  return out;
}

function exists(path: string): boolean {
  try {
    Deno.statSync(`${ROOT}${path}`);
    return true;
  } catch {
    return false;
  }
}

function normal(path: string): string {
  const parts: string[] = [];
  for (const p of path.split("/")) p === ".." ? parts.pop() : p !== "." && parts.push(p);
  return parts.join("/");
}

/** The text of a doc that names paths: code spans, link targets and shell blocks. */
function docText(text: string): string {
  const shell = [...text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].map((m) => m[1]);
  const prose = text.replace(/```[\s\S]*?```/g, "");
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  const links = [...prose.matchAll(/\]\(([^)#\s]+)/g)].map((m) => m[1]);
  return [...shell, ...spans, ...links].join("\n");
}

/** A source file's comment lines, quoted example text taken out. */
function commentText(text: string): string {
  return text.split("\n").filter((l) => /^\s*(\/\/|\*|\/\*\*)/.test(l)).map((l) => l.replace(/"[^"]*"/g, ""))
    .join("\n");
}

function missingIn(file: string, text: string): string[] {
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  const out: string[] = [];
  for (const [, path] of text.matchAll(FROM_ROOT)) {
    const p = path!.replace(/[/.]+$/, "");
    if (!exists(p)) out.push(`${file}: ${p}`);
  }
  for (const [, path] of text.matchAll(RELATIVE)) {
    if (new RegExp(`^(${ROOTS}|doc)/`).test(path!)) continue;
    const tries = [`src/${path}`, `tests/${path}`, normal(`${dir}/${path}`), normal(`${dir}/../${path}`), path!];
    if (!tries.some(exists)) out.push(`${file}: ${path}`);
  }
  return out;
}

Deno.test("docs: every repository path named in the docs and in source comments exists", async () => {
  const missing: string[] = [];
  for (const file of await listed()) {
    const isDoc = file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md"));
    if (!isDoc && !file.endsWith(".ts")) continue;
    const text = await Deno.readTextFile(`${ROOT}${file}`);
    missing.push(...missingIn(file, isDoc ? docText(text) : commentText(text)));
  }
  assert.deepEqual(missing, []);
});
