// The demo seed: what a newcomer sees on an empty database, written once and never over live data.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/platform/db/client.ts";
import { authors } from "../src/seed/content/authors.ts";
import { posts } from "../src/seed/content/posts.ts";
import { seedDemo } from "../src/seed/seed.ts";

const publicDir = fileURLToPath(new URL("../../web/public", import.meta.url));

describe("demo seed", () => {
  it("fills an empty database once, in one go, and leaves a seeded one alone", async () => {
    const database = await openDatabase({ kind: "pglite-memory" });
    await database.migrate();
    expect(await seedDemo(database.db, { sisterBlogBaseUrl: "https://lekha.in/blog" })).toBe(true);
    expect(await seedDemo(database.db, { sisterBlogBaseUrl: "https://lekha.in/blog" })).toBe(false);
    const count = async (table: string) => (await database.query(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    expect(await count("blog_posts where product_code = 'VETAN'")).toBeGreaterThanOrEqual(12);
    expect(await count("blog_posts where product_code = 'LEKHA'")).toBeGreaterThanOrEqual(3);
    expect(await count("(select distinct author_id from blog_posts where product_code = 'VETAN') a")).toBeGreaterThanOrEqual(3);
    expect(await count("faqs")).toBeGreaterThanOrEqual(12);
    expect(await count("plans")).toBe(3);
    expect(await count("seo_pages where page_id in (2, 3, 4)")).toBe(3);
    await database.close();
    // The demo firm's three months of attendance (~20,000 punches, ~13,000 day records) make this the slowest
    // seed step; on a busy two-core machine running the suite in parallel it has taken over 30 s.
  }, 90_000);

  it("ships every image it names, with its width and height", () => {
    const images = [
      ...authors.map((a) => a.image),
      ...posts.flatMap((p) => [p.image.src, ...p.blocks.flatMap((b) => (b.image ? [b.image.src] : []))]),
    ];
    for (const src of new Set(images)) {
      const file = `${publicDir}${src}`;
      expect(existsSync(file), src).toBe(true);
      if (src.endsWith(".svg")) expect(readFileSync(file, "utf8"), src).toMatch(/<svg[^>]*\bwidth="\d+"[^>]*\bheight="\d+"|<svg[^>]*\bheight="\d+"[^>]*\bwidth="\d+"/);
    }
    for (const p of posts) expect(p.image.width * p.image.height, p.slug).toBeGreaterThan(0);
  });
});
