// The blog screens as the server renders them (what crawlers and the first paint get): the list with its
// search and pager from the address, a post's head tags and BlogPosting data, its blocks, chips, hashtags
// and related posts, an author's posts with the sister product's links, and real 404s.
import type { BlogDetail, BlogListItem } from "@vetan/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authors, blogPosts } from "../src/db/schema.ts";
import type { Database } from "../src/platform/db/client.ts";
import { createTestApp, openTestDatabase } from "./support/app.ts";
import { unescapeHtml } from "./support/html.ts";

let app: FastifyInstance;
let database: Database;
let posts: BlogListItem[];
let base: string;

const CANONICAL_SLUG = "payslip-anatomy";
const CANONICAL_URL = "https://example.in/guides/payslip-anatomy";

beforeAll(async () => {
  database = await openTestDatabase();
  // Set up before the first page is rendered, so no cached page can hide them: a post with its own
  // canonical address, and an author who has written nothing yet.
  await database.db.update(blogPosts).set({ canonicalUrl: CANONICAL_URL }).where(eq(blogPosts.slug, CANONICAL_SLUG));
  await database.db.insert(authors).values({ slug: "new-writer", name: "Nisha Rao", imageUrl: "/images/authors/ananya-iyer.svg", bio: "Joined this week." });
  app = await createTestApp({ web: "production", database });
  posts = await app.services.blog.listByWebid(2);
  base = app.env.PUBLIC_BASE_URL.replace(/\/$/, "");
});
afterAll(() => app.close());

const page = async (url: string) => {
  const res = await app.inject(url);
  return { status: res.statusCode, html: res.body };
};

function metaContent(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${key.replace(/[.:+]/g, "\\$&")}" content="([^"]*)"/>`).exec(html);
  return m ? unescapeHtml(m[1]!) : undefined;
}

/** The attributes of one start tag, unescaped. */
function attrs(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1]!, unescapeHtml(m[2] ?? "")]));
}

/** Every element `<name ...>text</name>` whose start tag has the class, as attributes and text. */
function elements(html: string, name: string, className: string) {
  const re = new RegExp(`<${name}\\b([^>]*\\bclass="${className}"[^>]*)>(.*?)</${name}>`, "gs");
  return [...html.matchAll(re)].map((m) => ({ attrs: attrs(`<${name}${m[1]}>`), inner: m[2]! }));
}

const cardTitles = (html: string) => elements(html, "h2", "blog-card__title").map((e) => unescapeHtml(e.inner));
const pagerButtons = (html: string) =>
  elements(html, "button", "button button--ghost button--small")
    .filter((b) => b.attrs.name === "page")
    .map((b) => ({ label: b.inner, disabled: "disabled" in b.attrs }));

describe("'Latest Blogs'", () => {
  it("renders the first eight posts, newest first, with 'Page 1 of N' and the search box", async () => {
    const { status, html } = await page("/Blogs");
    expect(status).toBe(200);
    expect(posts.length).toBeGreaterThan(8);
    expect(html.match(/<article class="blog-card">/g)).toHaveLength(8);
    expect(cardTitles(html)).toEqual(posts.slice(0, 8).map((p) => p.title));
    expect(html).toContain(`Page 1 of ${Math.ceil(posts.length / 8)}`);
    expect(html).toMatch(/<h1>Latest Blogs<\/h1>/);
    expect(html).toContain('placeholder="Search by title, excerpt or author..."');
    expect(html).toMatch(/<label for="([^"]+)" class="visually-hidden">Search blogs<\/label><input id="\1" type="search"/);
    expect(pagerButtons(html)).toEqual([
      { label: "Prev", disabled: true },
      { label: "Next", disabled: false },
    ]);
    // Each card: image with its size, author picture and name, and Read More to the post.
    const first = posts[0]!;
    expect(html).toContain(`src="${first.image_url}" alt="${first.image_alt}"`);
    expect(html).toContain(`<img class="blog-avatar" src="${first.author_image}" alt="" width="36" height="36"`);
    const more = elements(html, "a", "blog-card__more");
    expect(more.map((l) => l.attrs.href)).toEqual(posts.slice(0, 8).map((p) => `/blog/${p.slug}`));
    expect(more[0]!.inner).toBe(`Read More<span class="visually-hidden">: ${first.title.replace(/'/g, "&#x27;")}</span>`);
  });

  it("takes its SEO title and description from the settings page 7", async () => {
    const { html } = await page("/Blogs");
    const seo = (await app.services.seo.listPages()).find((p) => p.page_id === 7)!;
    expect(html).toContain(`<title>${seo.basic_settings.tittle.replace(/&/g, "&amp;")}</title>`);
    expect(metaContent(html, "description")).toBe(seo.basic_settings.description);
    expect(html).toContain(`<link rel="canonical" href="${base}/Blogs"/>`);
  });

  it("honours ?page= from the address, clamped to the pages there are", async () => {
    const last = Math.ceil(posts.length / 8);
    const second = await page("/Blogs?page=2");
    expect(cardTitles(second.html)).toEqual(posts.slice(8, 16).map((p) => p.title));
    expect(second.html).toContain(`Page 2 of ${last}`);
    const beyond = await page("/Blogs?page=99");
    expect(beyond.html).toContain(`Page ${last} of ${last}`);
    expect(pagerButtons(beyond.html)).toEqual([
      { label: "Prev", disabled: false },
      { label: "Next", disabled: true },
    ]);
    expect((await page("/Blogs?page=abc")).html).toContain(`Page 1 of ${last}`);
  });

  it("honours ?q= case-insensitively over title, excerpt and author, from page 1", async () => {
    const byAuthor = await page("/Blogs?q=ANANYA%20iyer");
    const ananya = posts.filter((p) => p.author_name === "Ananya Iyer");
    expect(ananya.length).toBeGreaterThan(0);
    expect(cardTitles(byAuthor.html)).toEqual(ananya.map((p) => p.title));
    expect(byAuthor.html).toContain('value="ANANYA iyer"');
    expect(byAuthor.html).toContain(`Page 1 of ${Math.ceil(ananya.length / 8)}`);

    const byExcerpt = await page("/Blogs?q=data%20FIDUCIARY");
    expect(cardTitles(byExcerpt.html)).toEqual(posts.filter((p) => p.excerpt.toLowerCase().includes("data fiduciary")).map((p) => p.title));
    expect(cardTitles(byExcerpt.html)).toHaveLength(1);
  });

  it("says clearly when nothing matches and keeps the pager at 'Page 1 of 1' with both buttons disabled", async () => {
    const { html } = await page("/Blogs?q=zzqx&page=3");
    expect(html).not.toContain('<article class="blog-card">');
    expect(html).toContain("No blogs match “zzqx”.");
    expect(html).toContain("Page 1 of 1");
    expect(pagerButtons(html)).toEqual([
      { label: "Prev", disabled: true },
      { label: "Next", disabled: true },
    ]);
  });
});

describe("a blog post", () => {
  const slug = "labour-codes-50-percent-wage-rule";
  let post: BlogDetail;
  beforeAll(async () => {
    post = (await app.services.blog.findBySlug(slug))!;
  });

  it("puts title, description, keywords, canonical, Open Graph and Twitter tags in the server HTML", async () => {
    const { status, html } = await page(`/blog/${slug}`);
    expect(status).toBe(200);
    const url = `${base}/blog/${slug}`;
    const image = `${base}${post.image_url}`;
    expect(html).toContain(`<title>${post.seo_title}</title>`);
    expect(metaContent(html, "description")).toBe(post.seo_description);
    expect(metaContent(html, "keywords")).toBe("labour codes wages definition, 50% wage rule, code on wages, salary structure India");
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:title")).toBe(post.seo_title);
    expect(metaContent(html, "og:description")).toBe(post.seo_description);
    expect(metaContent(html, "og:url")).toBe(url);
    expect(metaContent(html, "og:image")).toBe(image);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:title")).toBe(post.seo_title);
    expect(metaContent(html, "twitter:description")).toBe(post.seo_description);
    expect(metaContent(html, "twitter:image")).toBe(image);
  });

  it("carries valid BlogPosting structured data", async () => {
    const { html } = await page(`/blog/${slug}`);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]![1]!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.seo_description,
      image: [`${base}${post.image_url}`],
      author: { "@type": "Person", name: post.author_name, url: `${base}/author/${post.author_slug}` },
      datePublished: post.created_at,
      dateModified: post.updated_at,
      publisher: { "@type": "Organization", name: "Vetan" },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${base}/blog/${slug}` },
    });
    expect(Number.isNaN(Date.parse(ld.datePublished))).toBe(false);
  });

  it("uses the post's own canonical address when it has one", async () => {
    const { html } = await page(`/blog/${CANONICAL_SLUG}`);
    expect(html).toContain(`<link rel="canonical" href="${CANONICAL_URL}"/>`);
    expect(metaContent(html, "og:url")).toBe(CANONICAL_URL);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(ld.mainEntityOfPage["@id"]).toBe(CANONICAL_URL);
  });

  it("shows title, author link, a sized eager hero, excerpt, blocks, keyword chips and hashtags", async () => {
    const { html } = await page(`/blog/${slug}`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(`<h1>${unescapeHtml(post.title).replace(/'/g, "&#x27;")}</h1>`);
    const [byline] = elements(html, "a", "blog-byline__author");
    expect(byline!.attrs.href).toBe(`/author/${post.author_slug}`);
    expect(byline!.inner).toBe(`<img class="blog-avatar" src="${post.author_image}" alt="" width="44" height="44"/><span class="blog-byline__name">${post.author_name}</span>`);
    const hero = /<img class="blog-hero"[^>]*>/.exec(html)![0];
    expect(hero).toContain(`src="${post.image_url}"`);
    expect(hero).toMatch(/width="\d+" height="\d+"/);
    expect(hero).not.toContain("loading=");
    expect(html).toContain(`<p class="blog-post__excerpt">${post.excerpt.replace(/'/g, "&#x27;")}</p>`);
    // Blocks as stored, inside the element of their type.
    expect(html).toContain('<h2 class="blog-block-h2">What counts as wages</h2>');
    expect(html).toContain('<pre class="blog-block-pre">Monthly remuneration');
    expect(html).toContain('<blockquote class="blog-block-blockquote">Keeping basic pay');
    expect(html).toContain('<p class="blog-block-a"><a href="/contact_us">Ask our payroll team');
    expect(html).toContain('<ul class="blog-chips" aria-label="Keywords"><li class="blog-chip">labour codes wages definition</li><li class="blog-chip">50% wage rule</li>');
    for (const tag of ["LabourCodes", "SalaryStructure", "Compliance"]) {
      expect(html).toContain(`<a href="https://www.google.com/search?q=%23${tag}" target="_blank" rel="noopener noreferrer">#${tag}`);
    }
  });

  it("renders every block type of the seed by its element", async () => {
    const rendered = new Map<string, string>();
    const details = await Promise.all(posts.map((p) => app.services.blog.findBySlug(p.slug)));
    for (const detail of details) for (const b of detail!.blocks) if (!rendered.has(b.block_type)) rendered.set(b.block_type, detail!.slug);
    expect([...rendered.keys()].sort()).toEqual(
      ["a", "blockquote", "br", "code", "div", "em", "h1", "h2", "h3", "h4", "h5", "h6", "img", "li", "ol", "p", "pre", "span", "strong", "u", "ul", "video"].sort(),
    );
    const expected: Record<string, RegExp> = {
      h1: /<h2 class="blog-block-h1">/, // the title is the page's one h1
      li: /<ul class="blog-block-li"><li>/,
      a: /<p class="blog-block-a"><a href=/,
      br: /<div class="blog-content">.*<br\/>/s,
      img: /<figure class="blog-figure"><img src="\/images\/blog\/[^"]+" alt="[^"]+" title="[^"]+" width="\d+" height="\d+" loading="lazy" decoding="async"\/><figcaption>/,
      video: /<figure class="blog-figure"><video controls="" muted="" preload="none" src="\/media\/[^"]+\.webm" poster="\/images\/blog\/[^"]+"/,
    };
    for (const [type, slugWithIt] of rendered) {
      const { html } = await page(`/blog/${slugWithIt}`);
      expect(html, type).toMatch(expected[type] ?? new RegExp(`<${type} class="blog-block-${type}">`));
      expect(html.match(/<h1[ >]/g), type).toHaveLength(1);
    }
  });

  it("lists up to six other posts under 'Related Blogs', titles cut at 13 words", async () => {
    const { html } = await page(`/blog/${slug}`);
    const aside = /<aside class="blog-related"[^>]*>(.*?)<\/aside>/s.exec(html)![1]!;
    expect(aside).toContain("Related Blogs");
    const links = elements(aside, "a", "blog-related__link");
    const others = posts.filter((p) => p.slug !== slug).slice(0, 6);
    expect(links.map((l) => l.attrs.href)).toEqual(others.map((p) => `/blog/${p.slug}`));
    let cut = 0;
    for (const [i, link] of links.entries()) {
      const shown = unescapeHtml(elements(link.inner, "span", "blog-related__title")[0]!.inner);
      const words = others[i]!.title.split(/\s+/);
      if (words.length > 13) cut++;
      expect(shown).toBe(words.length > 13 ? `${words.slice(0, 13).join(" ")}…` : others[i]!.title);
      expect(unescapeHtml(elements(link.inner, "span", "blog-related__author")[0]!.inner)).toBe(others[i]!.author_name);
    }
    expect(cut).toBeGreaterThan(0);
    expect(aside).toMatch(/<img src="[^"]+" alt="" width="64" height="64" loading="lazy"/);
  });

  it("answers an unknown slug with a real 404 page", async () => {
    const { status, html } = await page("/blog/no-such-post");
    expect(status).toBe(404);
    expect(html).toContain("<h1>Page not found</h1>");
  });
});

describe("an author", () => {
  it("lists the author's posts; sister-product posts link to its blog, all in a new tab", async () => {
    const author = (await app.services.blog.findAuthorPosts("kabir-sethi"))!;
    const { status, html } = await page("/author/kabir-sethi");
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${author.author_name}</h1>`);
    expect(html).toContain(`<img class="author-head__image" src="${author.author_image}" alt="" width="112" height="112"/>`);
    expect(html).toContain(author.author_bio.replace(/'/g, "&#x27;"));
    expect(html.match(/<article class="blog-card blog-card--author">/g)).toHaveLength(author.posts.length);
    const sister = app.env.SISTER_BLOG_BASE_URL.replace(/\/+$/, "");
    const more = elements(html, "a", "blog-card__more");
    for (const link of more) expect(link.attrs).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    expect(more.every((l) => l.inner.startsWith("Read More"))).toBe(true);
    const hrefs = more.map((l) => l.attrs.href);
    expect(hrefs).toEqual(author.posts.map((p) => (p.product_name.toUpperCase() === "VETAN" ? `/blog/${p.post_slug}` : `${sister}/${p.post_slug}`)));
    expect(hrefs.filter((h) => h!.startsWith(`${sister}/`)).length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => h!.startsWith("/blog/")).length).toBeGreaterThan(0);
    expect(html).not.toContain("Loading author data...");
  });

  it("says 'No blogs found for this author.' for an author with no posts", async () => {
    const { status, html } = await page("/author/new-writer");
    expect(status).toBe(200);
    expect(html).toContain("<h1>Nisha Rao</h1>");
    expect(html).toContain('<p class="blog-empty">No blogs found for this author.</p>');
    expect(html).not.toContain("blog-card");
  });

  it("answers an unknown author with a real 404 page", async () => {
    const { status, html } = await page("/author/no-such-author");
    expect(status).toBe(404);
    expect(html).toContain("<h1>Page not found</h1>");
  });
});
