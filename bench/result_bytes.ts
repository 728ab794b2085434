/**
 * Bytes a model receives per result, raw GitLab JSON against the compact structured content and the text, for
 * every served action with a fixture, summed per result kind (the row's shape, or "unshaped"). The fixtures are
 * full-size documented responses; a list fixture holds one to three items, so a 20-item page scales linearly.
 *
 *   deno task bench:bytes            table per kind
 *   deno task bench:bytes <id>...    the text and structured content of these actions
 */
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { render } from "../src/engine/render.ts";
import type { Action } from "../src/engine/action.ts";
import { loadFixture } from "../tests/support/fixtures.ts";

const enc = new TextEncoder();
const size = (v: unknown) => enc.encode(typeof v === "string" ? v : JSON.stringify(v)).length;

interface Sizes {
  raw: number;
  compact: number;
  text: number;
}

async function measure(action: Action): Promise<Sizes | undefined> {
  const fx = await loadFixture(action.id).catch(() => undefined);
  if (!fx) return undefined;
  const main = fx.exchanges[fx.exchanges.length - 1 - action.also.length]!;
  const reply = { status: main.response.status ?? 200, headers: new Headers(), data: main.response.body };
  const compact = render(action, reply, fx.call.params);
  const raw = render(action, reply, { ...fx.call.params, raw: true });
  if (Deno.args.includes(action.id)) {
    console.log(`## ${action.id}\n${compact.text}\n\n${JSON.stringify(compact.structured, null, 1)}\n`);
  }
  return {
    raw: size(raw.structured.raw ?? raw.structured),
    compact: size(compact.structured),
    text: size(compact.text),
  };
}

const perKind = new Map<string, Sizes & { actions: number }>();
for (const action of SERVED_ACTIONS.filter((a) => !a.run && (a.kind === "list" || a.kind === "object"))) {
  const s = await measure(action);
  if (!s) continue;
  const kind = action.shape?.name ?? "unshaped";
  const t = perKind.get(kind) ?? { raw: 0, compact: 0, text: 0, actions: 0 };
  perKind.set(kind, {
    raw: t.raw + s.raw,
    compact: t.compact + s.compact,
    text: t.text + s.text,
    actions: t.actions + 1,
  });
}

if (!Deno.args.length) {
  const rows = [...perKind.entries()].sort((a, b) => b[1].raw - a[1].raw);
  const pct = (a: number, b: number) => `${Math.round((100 * a) / b)}%`;
  console.log("| kind | actions | raw JSON bytes | compact structured | compact/raw | text | text/raw |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  const all = { raw: 0, compact: 0, text: 0, actions: 0 };
  for (const [kind, s] of rows) {
    console.log(
      `| ${kind} | ${s.actions} | ${s.raw} | ${s.compact} | ${pct(s.compact, s.raw)} | ${s.text} | ${
        pct(s.text, s.raw)
      } |`,
    );
    for (const k of ["raw", "compact", "text", "actions"] as const) all[k] += s[k];
  }
  console.log(
    `| all | ${all.actions} | ${all.raw} | ${all.compact} | ${pct(all.compact, all.raw)} | ${all.text} | ${
      pct(all.text, all.raw)
    } |`,
  );
}
