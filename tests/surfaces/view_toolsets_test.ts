/** Toolsets, --tools and --tier narrow the view every surface, prompt and completion reads. */
import assert from "node:assert/strict";
import { createView } from "../../src/surfaces/view.ts";
import { defineAction } from "../../src/engine/action.ts";
import { defineDomain } from "../../src/engine/domain.ts";
import { z } from "zod";
import { DEFAULT_TOOLSETS, parseToolsets } from "../../src/config/toolsets.ts";
import { SERVED_DOMAINS } from "../../src/surfaces/inventory.ts";

const row = (id: string, tier?: "premium" | "ultimate") =>
  defineAction({
    id,
    title: id,
    description: `A test row named ${id} for the view's filters.`,
    method: "GET",
    path: "/version",
    params: z.object({}),
    tier,
  });
const domains = [
  defineDomain({ name: "alpha", toolset: "ci", title: "A", short: "a", actions: [row("alpha.one")] }),
  defineDomain({
    name: "beta",
    toolset: "planning",
    title: "B",
    short: "b",
    actions: [row("beta.free"), row("beta.paid", "premium"), row("beta.top", "ultimate")],
  }),
];
const ids = (opts: Parameters<typeof createView>[0]) => createView(opts, domains).actions.map((a) => a.id);
const base = { readOnly: false, exclude: [] };

Deno.test("view: toolsets keep only their domains, --tools adds single actions", () => {
  assert.deepEqual(ids({ ...base, toolsets: ["ci"] }), ["alpha.one"]);
  assert.deepEqual(ids({ ...base, toolsets: ["ci"], tools: ["beta.paid"] }), ["alpha.one", "beta.paid"]);
  assert.deepEqual(ids({ ...base, toolsets: [], tools: ["gitlab_beta"] }), ["beta.free", "beta.paid", "beta.top"]);
  assert.equal(ids({ ...base }).length, 4);
});

Deno.test("view: --tier hides rows needing a higher tier", () => {
  assert.deepEqual(ids({ ...base, tier: "free" }), ["alpha.one", "beta.free"]);
  assert.deepEqual(ids({ ...base, tier: "premium" }), ["alpha.one", "beta.free", "beta.paid"]);
  assert.equal(ids({ ...base, tier: "ultimate" }).length, 4);
});

Deno.test("view: the default toolsets serve every domain the catalog has today; wizards follow their action", () => {
  const all = createView(base).actions.length;
  assert.equal(createView({ ...base, toolsets: DEFAULT_TOOLSETS }).actions.length, all);
  const ci = createView({ ...base, toolsets: ["ci"] });
  assert(
    ci.actions.length > 0 &&
      ci.actions.every((a) => SERVED_DOMAINS.find((d) => d.name === a.domain)?.toolset === "ci" || a.requires),
  );
  assert(!ci.actions.some((a) => a.id.startsWith("interactive")), "the issue wizard leaves with the issues toolset");
});

Deno.test("toolsets: names, all and default parse; an unknown one says what to send", () => {
  const raw = (value?: string) => ({ setting: "--toolsets", value });
  assert.equal(parseToolsets(raw()), undefined);
  assert.deepEqual(parseToolsets(raw("CI, wiki")), ["ci", "wiki"]);
  assert.equal(parseToolsets(raw("all"))!.length, 12);
  assert.deepEqual(parseToolsets(raw("default,operations"))!.length, 12);
  assert.throws(
    () => parseToolsets(raw("ci,../x")),
    /Cannot use --toolsets=.*unknown toolset "..\/x"; send all, default/,
  );
});
