/**
 * Property: whatever GitLab answers, a shaped row's structuredContent validates against the outputSchema its tool
 * declares, checked by the validator a strict client runs on every call (the MCP client SDK's default, Ajv 2020).
 * Every shaped row gets answers built from the paths its fields read, each holding a value of any type (fractions,
 * numeric strings, overflowing numbers, objects, lists, nulls), with `__proto__` and other keys mixed in, items that
 * are not objects, and nesting far deeper than a walk's stack.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/client/validators/ajv";
import { CATALOG } from "../../src/catalog/mod.ts";
import type { Action } from "../../src/engine/action.ts";
import type { Shape } from "../../src/engine/shape.ts";
import { render } from "../../src/engine/render.ts";
import { ok } from "../../src/engine/results.ts";
import { setLogSink } from "../../src/log/mod.ts";

const SHAPED = CATALOG.filter((a) => a.shape && a.outputSchema);
const RUNS = { numRuns: 40, interruptAfterTimeLimit: 2_000 };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);

/** Each key path `read` looks up in GitLab's object, found by handing it an object that records every read. */
function pathsRead(read: (o: Obj) => unknown): string[][] {
  const seen: string[][] = [];
  const recorder = (path: string[]): Obj =>
    new Proxy({}, {
      get(_, key) {
        if (typeof key !== "string") return undefined;
        seen.push([...path, key]);
        return recorder([...path, key]);
      },
    });
  read(recorder([]));
  return seen;
}

/** Every path a shape's fields read, with the shape of the objects in each `object[]` field. */
function shapePaths(shape: Shape): { paths: string[][]; nested: Map<string, Shape> } {
  const paths = Object.values(shape.fields).flatMap((field) => pathsRead(field.read));
  const nested = new Map<string, Shape>();
  for (const [key, field] of Object.entries(shape.fields)) if (field.of) nested.set(key, field.of);
  return { paths, nested };
}

function nest(depth: number): unknown {
  let v: unknown = { deep: true };
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { v };
  return v;
}

const SPECIAL_KEYS = ["__proto__", "constructor", "toString", "valueOf", "toJSON", "hasOwnProperty", "raw", "items"];

/** Any JSON value, objects built with own keys only (as JSON.parse builds them, `__proto__` included). */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string({ maxLength: 8 }),
    fc.integer().map(String),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constant(Number.POSITIVE_INFINITY),
    fc.boolean(),
    fc.constant(null),
    tie("object"),
    tie("array"),
  ),
  object: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...SPECIAL_KEYS), fc.string({ maxLength: 6 })), tie("value")), {
    maxLength: 4,
  }).map((entries) => Object.fromEntries(entries)),
  array: fc.array(tie("value"), { maxLength: 4 }),
})).value;

const hostileValue = fc.oneof({ arbitrary: anyJson, weight: 20 }, {
  arbitrary: fc.integer({ min: 100, max: 20_000 }).map(nest),
  weight: 1,
});

/** A copy of `into` with `value` at `path`, as an own property (`__proto__` too), over whatever was there. */
function place(into: Obj, path: string[], value: unknown): Obj {
  const [key, ...rest] = path;
  if (key === undefined) return into;
  const at = Object.hasOwn(into, key) ? into[key] : undefined;
  const next = rest.length === 0 ? value : place(isObj(at) ? at : {}, rest, value);
  // Spread and defineProperty make own properties; an assignment to `__proto__` would set the prototype.
  return Object.defineProperty({ ...into }, key, { value: next, enumerable: true, writable: true, configurable: true });
}

/** A GitLab object for `shape`: a hostile value at every path its fields read, extra keys mixed in. */
function hostileObject(shape: Shape, depth = 0): fc.Arbitrary<unknown> {
  const { paths, nested } = shapePaths(shape);
  const elements = [...nested].map(([key, of]) =>
    fc.array(fc.oneof(depth < 2 ? hostileObject(of, depth + 1) : anyJson, anyJson), { maxLength: 3 })
      .map((list) => [key, list] as const)
  );
  return fc.tuple(fc.array(hostileValue, { minLength: paths.length, maxLength: paths.length }), anyJson, ...elements)
    .map(([values, extra, ...lists]) => {
      let o = isObj(extra) ? extra : {};
      paths.forEach((path, i) => o = place(o, path, values[i]));
      for (const [key, list] of lists) o = place(o, [key], list);
      return o;
    });
}

/** What GitLab may answer for `action`: a list for a list row; an object, a list or null for an object row. */
function hostileAnswer(action: Action): fc.Arbitrary<unknown> {
  const item = fc.oneof({ arbitrary: hostileObject(action.shape!), weight: 4 }, { arbitrary: anyJson, weight: 1 });
  const list = fc.array(item, { maxLength: 5 });
  return action.kind === "list" ? list : fc.oneof(hostileObject(action.shape!), list, fc.constant(null));
}

/** What the client reads: the result as JSON on the wire. */
function structured(action: Action, data: unknown, params: Record<string, unknown>): unknown {
  const reply = { status: 200, headers: new Headers({ "x-page": "1", "x-total": "many" }), data };
  return JSON.parse(JSON.stringify(ok(render(action, reply, params)).structuredContent));
}

Deno.test("output schema: every shaped row's structuredContent validates for any answer GitLab sends", () => {
  assert.ok(SHAPED.length > 100, `only ${SHAPED.length} shaped rows`);
  const validators = new AjvJsonSchemaValidator();
  // A note an odd answer trips over is logged; the property is about the answer.
  const restore = setLogSink(() => {});
  try {
    for (const action of SHAPED) {
      const validate = validators.getValidator(action.outputSchema!);
      fc.assert(
        fc.property(hostileAnswer(action), fc.boolean(), (data, raw) => {
          const result = validate(structured(action, data, raw ? { raw: true } : {}));
          assert.ok(result.valid, `${action.id}: ${result.errorMessage}`);
        }),
        RUNS,
      );
    }
  } finally {
    restore();
  }
});
