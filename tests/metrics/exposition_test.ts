/**
 * The text exposition, read back as Prometheus reads it: HELP and TYPE once per family, cumulative buckets ending
 * in +Inf equal to _count, label values escaped, and a gauge registered again replacing the first.
 */
import assert from "node:assert/strict";
import { Counter, Histogram, ReadGauge, Registry } from "../../src/metrics/exposition.ts";

Deno.test("exposition: counters by label set, escaped values, HELP and TYPE once", async () => {
  const r = new Registry();
  const c = r.register(new Counter("x_total", "Things\nseen"));
  c.inc({ status: "200", method: "tools/call" });
  c.inc({ method: "tools/call", status: "200" });
  c.inc({ method: 'a"b\\c\nd', status: "500" }, 2);
  assert.equal(
    await r.text(),
    [
      "# HELP x_total Things\\nseen",
      "# TYPE x_total counter",
      'x_total{method="tools/call",status="200"} 2',
      'x_total{method="a\\"b\\\\c\\nd",status="500"} 2',
      "",
    ].join("\n"),
  );
});

Deno.test("exposition: a histogram's buckets are cumulative and +Inf equals its count", async () => {
  const r = new Registry();
  const h = r.register(new Histogram("d_seconds", "Time", [0.1, 1]));
  for (const s of [0.05, 0.1, 0.5, 3]) h.observe({ action: "issue.get" }, s);
  h.observe({}, 0.2);
  const lines = (await r.text()).split("\n");
  assert.deepEqual(lines.filter((l) => l.includes('action="issue.get"')), [
    'd_seconds_bucket{action="issue.get",le="0.1"} 2',
    'd_seconds_bucket{action="issue.get",le="1"} 3',
    'd_seconds_bucket{action="issue.get",le="+Inf"} 4',
    'd_seconds_sum{action="issue.get"} 3.65',
    'd_seconds_count{action="issue.get"} 4',
  ]);
  assert(lines.includes('d_seconds_bucket{le="0.1"} 0') && lines.includes('d_seconds_bucket{le="+Inf"} 1'));
  assert.equal(lines.filter((l) => l.startsWith("# TYPE d_seconds histogram")).length, 1);
});

Deno.test("exposition: a gauge is read at each scrape, and registering its name again replaces it", async () => {
  const r = new Registry();
  let n = 1;
  r.register(new ReadGauge("g", "Open", () => n));
  n = 5;
  assert.match(await r.text(), /^g 5$/m);
  r.register(new ReadGauge("g", "Open", () => Promise.resolve(7)));
  const text = await r.text();
  assert.match(text, /^g 7$/m);
  assert.equal(text.match(/# TYPE g gauge/g)?.length, 1);
});
