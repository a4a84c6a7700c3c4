// The server's layout (issue 14, docs/architecture.md): areas (site, accounts, console, firm) of domains,
// with no import cycle between domains (type-only imports aside: they vanish at run time), and no import of
// the web app: what both need lives in packages/shared.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../src", import.meta.url));
const AREAS = new Set(["site", "accounts", "console", "firm"]);
/** Runtime imports and re-exports with a relative specifier (not `import type`). */
const IMPORT = /^(?!import type)(?:import|export)\b[^;]*?from\s*["'](\.{1,2}\/[^"']+)["']/gm;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}

/** A file's unit: area/domain inside an area (a top-level file of an area is its own unit), else its folder. */
function unitOf(file: string): string | null {
  const parts = relative(SRC, file).split(sep);
  if (parts.length < 2) return null;
  const [top, second] = parts as [string, string];
  if (AREAS.has(top)) return `${top}/${parts.length > 2 ? second : second.replace(/\.ts$/, "")}`;
  return top;
}

function graph() {
  const edges = new Map<string, Set<string>>();
  const webImports: string[] = [];
  for (const file of files(SRC)) {
    const from = unitOf(file);
    for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), m[1] as string));
      if (!target.startsWith(SRC)) {
        if (target.includes(`${sep}apps${sep}web${sep}`)) webImports.push(`${relative(SRC, file)} → ${m[1]}`);
        continue;
      }
      const to = unitOf(target);
      if (from && to && from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return { edges, webImports };
}

describe("the server's layout", () => {
  it("has no import cycle between domains", () => {
    const { edges } = graph();
    expect(edges.size).toBeGreaterThan(20);
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (node: string, path: string[]) => {
      state.set(node, "open");
      for (const next of edges.get(node) ?? []) {
        if (state.get(next) === "open") cycles.push([...path.slice(path.indexOf(next)), next].join(" → "));
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(node, "done");
    };
    for (const node of edges.keys()) if (!state.has(node)) visit(node, [node]);
    expect(cycles).toEqual([]);
  });

  it("never imports the web app", () => {
    expect(graph().webImports).toEqual([]);
  });
});
