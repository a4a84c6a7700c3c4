// A plain predicate compiled once from a flat Zod object schema (strings, numbers, booleans, each maybe
// optional), for the hottest route: click ingest. Zod's parse, through fastify-type-provider-zod, was a few
// per cent of the server's CPU per click (issue 19); this predicate answers "Zod would accept this as is" for
// a fraction of that. It only ever says yes or no: a body it does not accept goes to Zod, which gives the
// same messages and codes as before, so the predicate never has to know them.
//
// It is read from the schema itself, so the limits live in one place. Any check it does not understand
// (a new refinement, a pattern, a nested object) throws when the route is built, at start-up and in every
// test, rather than letting through what Zod would refuse.
import type { z } from "zod";

type Test = (value: unknown) => boolean;

interface Field {
  name: string;
  optional: boolean;
  test: Test;
}

/** Zod's definition of a schema, as far as this file reads it. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: { _zod: { def: Def } };
  shape?: Record<string, { _zod: { def: Def } }>;
  catchall?: { _zod: { def: Def } };
}

interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  fn?: unknown;
}

/**
 * `refinements` are the custom checks (`.refine(fn)`) the schema may use, given as the very functions it
 * passes to Zod; each is called as it is.
 */
export function compileFlatObjectCheck(
  schema: z.ZodObject,
  refinements: readonly ((value: never) => boolean)[] = [],
): (data: unknown) => boolean {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.catchall?._zod.def.type !== "never") throw new Error("compileFlatObjectCheck needs a strict object (unknown keys refused)");
  const fields: Field[] = Object.entries(def.shape ?? {}).map(([name, field]) => {
    const d = field._zod.def;
    const optional = d.type === "optional";
    const inner = optional ? d.innerType!._zod.def : d;
    return { name, optional, test: compileField(name, inner, refinements) };
  });
  const known = new Set(fields.map((f) => f.name));

  return (data: unknown) => {
    if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
    const record = data as Record<string, unknown>;
    // JSON.parse makes own, enumerable keys only; every one must be a field of the schema.
    for (const key of Object.keys(record)) if (!known.has(key)) return false;
    for (const f of fields) {
      const value = record[f.name];
      if (value === undefined ? !f.optional : !f.test(value)) return false;
    }
    return true;
  };
}

function compileField(name: string, def: Def, refinements: readonly ((value: never) => boolean)[]): Test {
  const tests: Test[] = [];
  if (def.type === "string") tests.push((v) => typeof v === "string");
  else if (def.type === "number") tests.push((v) => typeof v === "number" && Number.isFinite(v));
  else if (def.type === "boolean") tests.push((v) => typeof v === "boolean");
  else throw new Error(`compileFlatObjectCheck: ${name} is a ${def.type}, which it cannot check`);
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === "max_length") tests.push((v) => (v as string).length <= c.maximum!);
    else if (c.check === "min_length") tests.push((v) => (v as string).length >= c.minimum!);
    else if (c.check === "number_format" && c.format === "safeint") tests.push((v) => Number.isSafeInteger(v));
    else if (c.check === "greater_than") tests.push(c.inclusive ? (v) => (v as number) >= c.value! : (v) => (v as number) > c.value!);
    else if (c.check === "less_than") tests.push(c.inclusive ? (v) => (v as number) <= c.value! : (v) => (v as number) < c.value!);
    else if (c.check === "custom" && refinements.includes(c.fn as (value: never) => boolean)) {
      const fn = c.fn as (value: unknown) => boolean;
      tests.push((v) => fn(v) === true);
    } else throw new Error(`compileFlatObjectCheck: ${name} has a ${c.check} check it does not know`);
  }
  return (v) => {
    for (const t of tests) if (!t(v)) return false;
    return true;
  };
}
