// A tiny, safe arithmetic language for salary components: numbers, component codes (their monthly
// amount in rupees), + - * / ( ), and min, max, round, floor, ceil. No eval: formulas come from tenants.

import { PayrollError } from "./errors.ts";

export type Formula = { readonly evaluate: (values: ReadonlyMap<string, number>) => number; readonly refs: readonly string[] };

type Node = (v: ReadonlyMap<string, number>) => number;

const FUNCTIONS: Record<string, { arity: "any" | 1; fn: (...args: number[]) => number }> = {
  min: { arity: "any", fn: Math.min },
  max: { arity: "any", fn: Math.max },
  round: { arity: 1, fn: Math.round },
  floor: { arity: 1, fn: Math.floor },
  ceil: { arity: 1, fn: Math.ceil },
};

function tokenize(src: string): string[] {
  const tokens: string[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/(),]))/y;
  let pos = 0;
  while (pos < src.length) {
    if (/^\s*$/.test(src.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(src);
    if (!m) throw new PayrollError(`Formula "${src}": unexpected character at position ${pos + 1}`);
    tokens.push(m[1] ?? m[2] ?? m[3] ?? "");
    pos = re.lastIndex;
  }
  return tokens;
}

export function compileFormula(src: string): Formula {
  const tokens = tokenize(src);
  const refs = new Set<string>();
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const expect = (t: string): void => {
    if (tokens[i] !== t) throw new PayrollError(`Formula "${src}": expected "${t}"${tokens[i] ? ` but found "${tokens[i]}"` : " at the end"}`);
    i++;
  };

  const primary = (): Node => {
    const t = tokens[i++];
    if (t === undefined) throw new PayrollError(`Formula "${src}" ends too early`);
    if (t === "(") {
      const inner = expr();
      expect(")");
      return inner;
    }
    if (t === "-") {
      const inner = primary();
      return (v) => -inner(v);
    }
    if (/^\d/.test(t)) {
      const n = Number(t);
      return () => n;
    }
    if (/^[A-Za-z_]/.test(t)) {
      const f = FUNCTIONS[t];
      if (f && peek() === "(") {
        i++;
        const args: Node[] = [expr()];
        while (peek() === ",") {
          i++;
          args.push(expr());
        }
        expect(")");
        if (f.arity === 1 && args.length !== 1) throw new PayrollError(`Formula "${src}": ${t}() takes one value`);
        const fn = f.fn;
        const [a0, a1] = args;
        // Common arities get closures without an array per call: formulas run for every employee.
        if (args.length === 1 && a0) return (v) => fn(a0(v));
        if (args.length === 2 && a0 && a1) return (v) => fn(a0(v), a1(v));
        return (v) => fn(...args.map((a) => a(v)));
      }
      refs.add(t);
      return (v) => v.get(t) ?? 0;
    }
    throw new PayrollError(`Formula "${src}": unexpected "${t}"`);
  };
  const term = (): Node => {
    let left = primary();
    while (peek() === "*" || peek() === "/") {
      const op = tokens[i++];
      const l = left;
      const r = primary();
      left = op === "*" ? (v) => l(v) * r(v) : (v) => { const d = r(v); return d === 0 ? 0 : l(v) / d; };
    }
    return left;
  };
  const expr = (): Node => {
    let left = term();
    while (peek() === "+" || peek() === "-") {
      const op = tokens[i++];
      const l = left;
      const r = term();
      left = op === "+" ? (v) => l(v) + r(v) : (v) => l(v) - r(v);
    }
    return left;
  };

  const root = expr();
  if (i < tokens.length) throw new PayrollError(`Formula "${src}": unexpected "${tokens[i]}"`);
  return { evaluate: root, refs: [...refs] };
}

const cache = new Map<string, Formula>();

/** Compiled once per distinct formula text: bulk runs share structures across thousands of employees. */
export function formulaFor(src: string): Formula {
  let f = cache.get(src);
  if (!f) {
    f = compileFormula(src);
    if (cache.size > 10_000) cache.clear();
    cache.set(src, f);
  }
  return f;
}
