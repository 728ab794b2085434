/**
 * Renders a kustomization the way `kustomize build` does for what deploy/ uses (resources: files and
 * directories, nothing else; anything else is refused, so a new feature cannot pass unrendered), and
 * reads the Dockerfile's stages. No cluster, container daemon or kustomize binary needed.
 */
import { parse, parseAllDocuments } from "yaml";

export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string }; [k: string]: unknown };

export async function render(dir: URL): Promise<K8sObject[]> {
  const file = new URL("kustomization.yaml", dir);
  const kustomization = parse(await Deno.readTextFile(file)) as Record<string, unknown>;
  const unknown = Object.keys(kustomization).filter((k) => !["apiVersion", "kind", "resources"].includes(k));
  if (unknown.length) throw new Error(`Cannot render ${file.pathname}: ${unknown.join(", ")} is not rendered here`);
  const out: K8sObject[] = [];
  for (const entry of kustomization.resources as string[]) {
    const target = new URL(entry, dir);
    const isDir = (await Deno.stat(target)).isDirectory;
    if (isDir) out.push(...await render(new URL(`${entry}/`, dir)));
    else {
      for (const doc of parseAllDocuments(await Deno.readTextFile(target))) {
        if (doc.errors.length) throw new Error(`Cannot parse ${target.pathname}: ${doc.errors[0]!.message}`);
        out.push(doc.toJS() as K8sObject);
      }
    }
  }
  return out;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: { op: string; args: string }[];
}

/** The Dockerfile's stages, with continuation lines joined and comments dropped. */
export function dockerStages(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, " ").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (op!.toUpperCase() === "FROM") {
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args)!;
      stages.push({ from: m[1]!, name: m[2], instructions: [] });
    } else stages.at(-1)?.instructions.push({ op: op!.toUpperCase(), args });
  }
  return stages;
}
