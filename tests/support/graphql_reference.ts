/**
 * GitLab's GraphQL API reference (the Markdown tables of doc/api/graphql/reference/_index.md, as excerpted in
 * fixtures/graphql/reference/) turned into SDL for `graphql`'s buildSchema. Types the excerpts name but do not
 * describe become opaque scalars: a document may pass them as variables or read them as leaves, never select into
 * them, so a field that is not in the excerpts fails validation.
 */
import { buildSchema, type GraphQLSchema } from "graphql";

const DIR = new URL("../../fixtures/graphql/reference/", import.meta.url);
const FILES = ["query.md", "mutations.md", "objects.md", "connections.md"];
const BUILT_IN = new Set(["String", "Int", "Float", "Boolean", "ID"]);

interface Field {
  type: string;
  args: string[];
}

interface Reference {
  objects: Map<string, Map<string, Field>>;
  inputs: Map<string, string[]>;
  interfaces: Set<string>;
  implementations: Map<string, Set<string>>;
}

/** `| <a id="…"></a>\`name\` … | [\`Type!\`](#type) | … |` → [name, Type!]. */
function tableRow(line: string): [string, string] | undefined {
  const m = /^\| <a id="[^"]*"><\/a>`(\w+)`[^|]*\| \[`([^`]+)`\]/.exec(line);
  return m ? [m[1]!, m[2]!] : undefined;
}

const PAGING = ["after: String", "before: String", "first: Int", "last: Int"];

function fieldsOf(ref: Reference, type: string): Map<string, Field> {
  const found = ref.objects.get(type) ?? new Map<string, Field>();
  ref.objects.set(type, found);
  return found;
}

/** One section: a heading's name and the lines up to the next heading of a type or field. */
function sections(text: string): Array<{ name: string; lines: string[] }> {
  const out: Array<{ name: string; lines: string[] }> = [];
  for (const line of text.split("\n")) {
    const heading = /^#{3,6} `([\w.]+)`/.exec(line);
    if (heading) out.push({ name: heading[1]!, lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

function rows(lines: string[], after: RegExp): Array<[string, string]> {
  const start = lines.findIndex((l) => after.test(l));
  if (start < 0) return [];
  const out: Array<[string, string]> = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#/.test(line)) break;
    const row = tableRow(line);
    if (row) out.push(row);
  }
  return out;
}

/** `Mutation.x`: its input type's fields, its payload's fields and the root field. */
function mutation(ref: Reference, field: string, lines: string[]): void {
  const input = /^Input type: `(\w+)`/m.exec(lines.join("\n"))?.[1];
  if (!input) throw new Error(`Cannot read Mutation.${field}: it names no input type`);
  const payload = `${field[0]!.toUpperCase()}${field.slice(1)}Payload`;
  ref.inputs.set(input, rows(lines, /^#+ Arguments/).map(([n, t]) => `${n}: ${t}`));
  const fields = fieldsOf(ref, payload);
  for (const [n, t] of rows(lines, /^#+ Fields/)) fields.set(n, { type: t, args: [] });
  fieldsOf(ref, "Mutation").set(field, { type: payload, args: [`input: ${input}!`] });
}

/** `Type.field` with arguments (also `Query.field`): its return type and argument rows. */
function fieldWithArgs(ref: Reference, owner: string, field: string, lines: string[]): void {
  const text = lines.join("\n");
  const returns = /^Returns \[`([^`]+)`\]/m.exec(text)?.[1];
  if (!returns) throw new Error(`Cannot read ${owner}.${field}: it names no return type`);
  const args = rows(lines, /^#+ Arguments/).map(([n, t]) => `${n}: ${t}`);
  const paging = /returns a \[connection\]/.test(text) ? PAGING : [];
  fieldsOf(ref, owner).set(field, { type: returns, args: [...args, ...paging] });
}

/** A type: its field table, or an interface's field table and implementations. */
function typeSection(ref: Reference, name: string, lines: string[]): void {
  const implementations = lines.map((l) => /^- \[`(\w+)`\]/.exec(l)?.[1]).filter((x): x is string => !!x);
  if (implementations.length) {
    ref.interfaces.add(name);
    for (const impl of implementations) {
      ref.implementations.set(impl, (ref.implementations.get(impl) ?? new Set()).add(name));
    }
  }
  const fields = fieldsOf(ref, name);
  for (const line of lines) {
    if (/^#+ Fields with arguments/.test(line)) break;
    const row = tableRow(line);
    if (!row) continue;
    const paging = /see \[Connections\]/.test(line) ? PAGING : [];
    fields.set(row[0], { type: row[1], args: paging });
  }
}

function read(ref: Reference, text: string): void {
  for (const { name, lines } of sections(text)) {
    const [owner, field] = name.split(".");
    if (owner === "Mutation" && field) mutation(ref, field, lines);
    else if (field) fieldWithArgs(ref, owner!, field, lines);
    else typeSection(ref, owner!, lines);
  }
}

function named(type: string): string {
  return type.replace(/[[\]!]/g, "");
}

function sdl(ref: Reference): string {
  const declared = new Set([...ref.objects.keys(), ...ref.inputs.keys()]);
  const used = new Set<string>();
  const out: string[] = [];
  for (const [type, fields] of ref.objects) {
    const impl = [...(ref.implementations.get(type) ?? [])].filter((i) => declared.has(i));
    const head = `${ref.interfaces.has(type) ? "interface" : "type"} ${type}${
      impl.length ? ` implements ${impl.join(" & ")}` : ""
    }`;
    const body = [...fields].map(([n, f]) => {
      [f.type, ...f.args.map((a) => a.split(": ")[1]!)].forEach((t) => used.add(named(t)));
      return `  ${n}${f.args.length ? `(${f.args.join(", ")})` : ""}: ${f.type}`;
    });
    out.push(`${head} {\n${body.join("\n")}\n}`);
  }
  for (const [input, fields] of ref.inputs) {
    fields.forEach((f) => used.add(named(f.split(": ")[1]!)));
    out.push(`input ${input} {\n${fields.map((f) => `  ${f}`).join("\n")}\n}`);
  }
  const opaque = [...used].filter((t) => !declared.has(t) && !BUILT_IN.has(t)).sort();
  return [...out, ...opaque.map((t) => `scalar ${t}`)].join("\n\n");
}

/** The SDL the stored excerpts describe. */
export async function referenceSdl(): Promise<string> {
  const ref: Reference = { objects: new Map(), inputs: new Map(), interfaces: new Set(), implementations: new Map() };
  for (const file of FILES) read(ref, await Deno.readTextFile(new URL(file, DIR)));
  return sdl(ref);
}

export async function referenceSchema(): Promise<GraphQLSchema> {
  return buildSchema(await referenceSdl());
}
