/**
 * Installs the peer server (`@zereight/mcp-gitlab`, pinned) and the o200k tokenizer into a cache dir outside
 * the repository, on demand, with npm. The tokenizer lives there too so tests/deno.lock stays untouched: it is
 * loaded at run time by file URL.
 */
export const PEER_PACKAGE = "@zereight/mcp-gitlab";
export const PEER_VERSION = "2.1.64";
export const TOKENIZER = "gpt-tokenizer@3.4.0";

const HOME = Deno.env.get("HOME") ?? "/tmp";
export const CACHE_DIR = Deno.env.get("BENCH_PEER_DIR") ?? `${HOME}/.cache/gitlab-mcp-bench/peer`;

export interface PeerInstall {
  /** The peer's entry point (package.json "bin"), run with `node`. */
  entry: string;
  version: string;
  /** The tokenizer's o200k module, as a file URL for a dynamic import. */
  o200k: string;
}

async function installedVersion(pkg: string): Promise<string | undefined> {
  try {
    const text = await Deno.readTextFile(`${CACHE_DIR}/node_modules/${pkg}/package.json`);
    return JSON.parse(text).version;
  } catch {
    return undefined;
  }
}

async function npmInstall(specs: string[]): Promise<void> {
  await Deno.mkdir(CACHE_DIR, { recursive: true });
  const out = await new Deno.Command("npm", {
    args: ["install", "--prefix", CACHE_DIR, "--no-audit", "--no-fund", ...specs],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!out.success) throw new Error(`Cannot install ${specs.join(" ")}: ${new TextDecoder().decode(out.stderr)}`);
}

/** Installs what is missing (or of another version) and returns the peer's entry and the tokenizer. */
export async function ensurePeer(): Promise<PeerInstall> {
  const [tokName, tokVersion] = TOKENIZER.split("@") as [string, string];
  const missing: string[] = [];
  if (await installedVersion(PEER_PACKAGE) !== PEER_VERSION) missing.push(`${PEER_PACKAGE}@${PEER_VERSION}`);
  if (await installedVersion(tokName) !== tokVersion) missing.push(TOKENIZER);
  if (missing.length) await npmInstall(missing);
  const dir = `${CACHE_DIR}/node_modules/${PEER_PACKAGE}`;
  const pkg = JSON.parse(await Deno.readTextFile(`${dir}/package.json`));
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin["mcp-gitlab"];
  return {
    entry: `${dir}/${bin}`,
    version: pkg.version,
    o200k: `file://${CACHE_DIR}/node_modules/${tokName}/esm/encoding/o200k_base.js`,
  };
}

if (import.meta.main) console.log(await ensurePeer());
