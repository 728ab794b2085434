import { stdioLaunch } from "./side_by_side/servers.ts";
import { coldStart } from "./side_by_side/cold_start.ts";
import { fakeGitLab } from "./side_by_side/fake.ts";
import { CACHE_DIR } from "./side_by_side/peer_install.ts";
const g = fakeGitLab(0);
const entry = `${CACHE_DIR}/node_modules/@zereight/mcp-gitlab/build/index.js`;
const out: Record<string, number[][]> = {};
for (let r = 0; r < Number(Deno.args[0] ?? 5); r++) {
  for (const side of ["ours", "peer"] as const) for (const surface of (Deno.args[1] ?? "default,individual").split(",") as ("default"|"individual")[]) {
    const s = await coldStart(stdioLaunch(side, surface, g.url, entry));
    (out[`${side} ${surface}`] ??= []).push([Math.round(s.wallMs), s.cpuMs]);
  }
}
const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [k, v] of Object.entries(out)) console.log(k, "wall", med(v.map((x) => x[0]!)), "cpu", med(v.map((x) => x[1]!)));
await g.close();
