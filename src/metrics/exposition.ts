/**
 * Counters, histograms and scrape-time gauges, written in Prometheus' text exposition format (version 0.0.4).
 * Written here rather than taken from prom-client: its dependency bintrees (through tdigest, for summaries this
 * server does not use) makes `deno compile` overflow its stack, and the server ships as one compiled binary.
 */

export const CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

type Labels = Record<string, string>;

interface Family {
  readonly name: string;
  render(): Promise<string[]>;
}

function escapeValue(v: string): string {
  return v.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
}

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b));
  if (extra) pairs.push(extra);
  return pairs.length ? `{${pairs.map(([k, v]) => `${k}="${escapeValue(v)}"`).join(",")}}` : "";
}

function header(name: string, help: string, type: string): string[] {
  return [`# HELP ${name} ${help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`, `# TYPE ${name} ${type}`];
}

/** Prometheus writes floats as Go does; whole numbers and JavaScript's shortest form read back the same. */
function num(n: number): string {
  if (Number.isNaN(n)) return "NaN";
  if (!Number.isFinite(n)) return n > 0 ? "+Inf" : "-Inf";
  return String(n);
}

/** One sample per label set, in the order label sets first appeared. */
class Series<T> {
  #byKey = new Map<string, { labels: Labels; value: T }>();
  constructor(private readonly fresh: () => T) {}
  at(labels: Labels): T {
    const key = labelText(labels);
    let entry = this.#byKey.get(key);
    if (!entry) this.#byKey.set(key, entry = { labels: { ...labels }, value: this.fresh() });
    return entry.value;
  }
  entries(): { labels: Labels; value: T }[] {
    return [...this.#byKey.values()];
  }
}

export class Counter implements Family {
  #series = new Series(() => ({ n: 0 }));
  constructor(readonly name: string, private readonly help: string) {}
  inc(labels: Labels = {}, by = 1): void {
    this.#series.at(labels).n += by;
  }
  render(): Promise<string[]> {
    const lines = this.#series.entries().map(({ labels, value }) => `${this.name}${labelText(labels)} ${num(value.n)}`);
    return Promise.resolve([...header(this.name, this.help, "counter"), ...lines]);
  }
}

export class Histogram implements Family {
  #series: Series<{ counts: number[]; sum: number; count: number }>;
  constructor(readonly name: string, private readonly help: string, private readonly buckets: readonly number[]) {
    this.#series = new Series(() => ({ counts: buckets.map(() => 0), sum: 0, count: 0 }));
  }
  observe(labels: Labels, seconds: number): void {
    const s = this.#series.at(labels);
    this.buckets.forEach((le, i) => seconds <= le && s.counts[i]!++);
    s.sum += seconds;
    s.count++;
  }
  render(): Promise<string[]> {
    const lines = this.#series.entries().flatMap(({ labels, value }) => [
      ...this.buckets.map((le, i) =>
        `${this.name}_bucket${labelText(labels, ["le", num(le)])} ${num(value.counts[i]!)}`
      ),
      `${this.name}_bucket${labelText(labels, ["le", "+Inf"])} ${num(value.count)}`,
      `${this.name}_sum${labelText(labels)} ${num(value.sum)}`,
      `${this.name}_count${labelText(labels)} ${num(value.count)}`,
    ]);
    return Promise.resolve([...header(this.name, this.help, "histogram"), ...lines]);
  }
}

/** A gauge read when scraped. */
export class ReadGauge implements Family {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly read: () => number | Promise<number>,
  ) {}
  async render(): Promise<string[]> {
    return [...header(this.name, this.help, "gauge"), `${this.name} ${num(await this.read())}`];
  }
}

/** The families a scrape writes, in registration order; a family registered again under its name replaces it. */
export class Registry {
  #families = new Map<string, Family>();
  register<F extends Family>(family: F): F {
    this.#families.set(family.name, family);
    return family;
  }
  async text(): Promise<string> {
    const blocks = await Promise.all([...this.#families.values()].map((f) => f.render()));
    return blocks.flat().join("\n") + "\n";
  }
}
