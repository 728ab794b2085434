/** The layer rule: every import under src/ points down, and none comes back round. */
import assert from "node:assert/strict";
import { cycles, importsOf, layerProblems, LAYERS, type Module } from "../../scripts/check_layers.ts";

async function srcModules(dir = "src", prefix = ""): Promise<Module[]> {
  const out: Module[] = [];
  for await (const e of Deno.readDir(new URL(`../../${dir}`, import.meta.url))) {
    const path = prefix + e.name;
    if (e.isDirectory && e.name !== "generated") out.push(...await srcModules(`${dir}/${e.name}`, `${path}/`));
    if (e.isFile && e.name.endsWith(".ts")) {
      const text = await Deno.readTextFile(new URL(`../../${dir}/${e.name}`, import.meta.url));
      out.push({ path, imports: importsOf(text) });
    }
  }
  return out;
}

Deno.test("layers: src/ has no upward or sideways import and no cycle, with no exceptions list", async () => {
  const modules = await srcModules();
  assert(modules.length > 100, `only ${modules.length} modules found`);
  assert.deepEqual(layerProblems(modules), []);
  assert.deepEqual(cycles(modules), []);
});

Deno.test("layers: the check catches an upward import, a sideways one, an unknown folder and a cycle", () => {
  const modules: Module[] = [
    { path: "gitlab/client.ts", imports: ["../surfaces/view.ts"] },
    { path: "http/handler.ts", imports: ["../stdio/transport.ts", "./jsonrpc.ts"] },
    { path: "http/jsonrpc.ts", imports: ["./handler.ts"] },
    { path: "newfolder/x.ts", imports: [] },
    { path: "surfaces/view.ts", imports: ["../engine/action.ts"] },
  ];
  const problems = layerProblems(modules);
  assert(problems.some((p) => p.startsWith("gitlab/client.ts imports surfaces/view.ts")), problems.join("\n"));
  assert(problems.some((p) => p.startsWith("http/handler.ts imports stdio/transport.ts")), problems.join("\n"));
  assert(problems.some((p) => p.includes("newfolder is in no layer")), problems.join("\n"));
  assert(!problems.some((p) => p.startsWith("surfaces/view.ts")), "a downward import is fine");
  assert.deepEqual(cycles(modules), ["http/handler.ts → http/jsonrpc.ts → http/handler.ts"]);
});

Deno.test("layers: import forms the check reads", () => {
  const text = `import { a } from "./a.ts";\nimport type { B } from "../b/b.ts";\nexport { c } from "./c.ts";\n` +
    `const d = await import("./d.ts");\nimport x from "npm:zod";`;
  assert.deepEqual(importsOf(text), ["./a.ts", "../b/b.ts", "./c.ts", "./d.ts"]);
  assert(LAYERS.flat().includes("engine"));
});
