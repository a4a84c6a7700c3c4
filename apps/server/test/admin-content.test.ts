// The console's content API (/api/v1/admin: posts, authors, images) against a real database and the built
// pages: every route for S, every route refused to nobody/A/H/E, bad input of every kind changing nothing
// (no row, no audit entry), block HTML sanitised when saved so the public page carries no script, and a
// change visible on /Blogs, /blog/{slug}, the author page and sitemap.xml at once. Images: the type is read
// from the bytes, never the name or header; 5 MB is the limit; the file is served back cached for a year.
import { desc, sql } from "drizzle-orm";
import { auditLog } from "../src/db/schema.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AdminAuthor, AdminImage, AdminPost, AdminPostPage, BlockInput, PostInput } from "@vetan/shared/admin-content";
import type { BlogDetail } from "@vetan/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/platform/db/client.ts";
import { JPEG_7x5, makePng, simpleWebp, WEBP_LOSSLESS_7x5, WEBP_VP8X_7x5 } from "./support/admin-content-images.ts";
import { createTestApp, openTestDatabase, testEnv } from "./support/app.ts";
import { unescapeHtml } from "./support/html.ts";
import type { Browser } from "./support/browser.ts";
import { demoSession, refusedCallers } from "./support/demo-session.ts";
import { inspect } from "./support/inspect.ts";

const API = "/api/v1/admin";
let app: FastifyInstance;
let database: Database;
let s: Browser;
let refused: Awaited<ReturnType<typeof refusedCallers>>;
let dataDir: string;
let base: string;
let author: AdminAuthor;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vetan-admin-content-"));
  database = await openTestDatabase();
  app = await createTestApp({ web: "production", database, env: testEnv({ DATA_DIR: dataDir }) });
  base = app.env.PUBLIC_BASE_URL.replace(/\/$/, "");
  s = await demoSession(app, "S");
  refused = await refusedCallers(app);
  author = ((await s.get(`${API}/authors`)).json().data as AdminAuthor[]).find((a) => a.slug === "meera-krishnan")!;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// ─── Helpers ──────────────────────────────────────────────────────────────────────────────────────────

const countOf = async (table: string) => {
  const result = await inspect(app, (tx) => tx.execute(sql.raw(`select count(*)::int as n from ${table}`)));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
/** Everything a refused or bad request must leave as it was. */
async function snapshot() {
  const [posts, blocks, authors, audit] = await Promise.all([countOf("blog_posts"), countOf("blog_blocks"), countOf("authors"), countOf("audit_log")]);
  const latest = await database.query("select id, updated_at from blog_posts order by id");
  return { posts, blocks, authors, audit, latest: JSON.stringify(latest.rows) };
}
async function lastAudit() {
  const rows = await inspect(app, (tx) =>
    tx.select({ action: auditLog.action, detail: auditLog.detail, actor_user_id: auditLog.actorUserId }).from(auditLog).orderBy(desc(auditLog.id)).limit(1),
  );
  return rows[0] as { action: string; detail: Record<string, unknown>; actor_user_id: string | null };
}

let serial = 0;
const uniqueSlug = (stem: string) => `${stem}-${++serial}-${Date.now().toString(36)}`;

function postInput(overrides: Partial<PostInput> = {}): PostInput {
  return {
    product: "VETAN",
    slug: uniqueSlug("console-post"),
    title: "Payroll cut-off dates that HR teams actually keep",
    excerpt: "A simple calendar for attendance, reimbursements and payroll inputs, so the salary run starts on time every month.",
    author_id: author.id,
    status: "draft",
    keyword: "payroll calendar, cut-off date , attendance",
    tag: "Payroll, HR",
    image_url: "/images/blog/labour-codes-50-percent-wage-rule.svg",
    image_alt: "A monthly calendar with the payroll cut-off date circled",
    image_title: "Payroll cut-off",
    image_desc: "Calendar illustration",
    image_width: 1200,
    image_height: 630,
    seo_title: "Payroll cut-off dates | Vetan",
    seo_description: "How to set payroll cut-off dates for attendance and claims so the salary run starts on time.",
    canonical_url: null,
    blocks: [
      { block_type: "h2", block_content: "Why a cut-off date matters" },
      { block_type: "p", block_content: "Attendance closes on the <strong>25th</strong>; claims on the 26th." },
      { block_type: "ul", block_content: "<li>Attendance</li><li>Claims</li>" },
      {
        block_type: "img",
        block_image: "/images/blog/labour-codes-50-percent-wage-rule.svg",
        block_image_alt: "Cut-off timeline",
        block_image_title: "Timeline",
        block_image_desc: "From attendance close to salary credit",
        block_image_width: 800,
        block_image_height: 450,
      },
      { block_type: "blockquote", block_content: "Close inputs early, pay on time." },
    ],
    ...overrides,
  };
}

async function createPost(overrides: Partial<PostInput> = {}): Promise<AdminPost> {
  const res = await s.send("POST", `${API}/posts`, postInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** PUT needs the whole post: the one loaded, as input, with changes. */
function asInput(post: AdminPost, changes: Partial<PostInput> = {}): PostInput {
  const fields = Object.keys(postInput()) as (keyof PostInput)[];
  return { ...(Object.fromEntries(fields.map((f) => [f, post[f]])) as PostInput), ...changes };
}

const page = async (url: string) => {
  const res = await app.inject({ url, headers: { "user-agent": "Mozilla/5.0 test" } });
  return { status: res.statusCode, html: res.body };
};
function metaContent(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${key.replace(/[.:+]/g, "\\$&")}" content="([^"]*)"/>`).exec(html);
  return m ? unescapeHtml(m[1]!) : undefined;
}

// ─── Who may call ─────────────────────────────────────────────────────────────────────────────────────

describe("only the superadmin", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/products"],
    ["GET", "/posts"],
    ["GET", "/posts/1"],
    ["POST", "/posts", {}],
    ["PUT", "/posts/1", {}],
    ["DELETE", "/posts/1"],
    ["POST", "/posts/preview", {}],
    ["GET", "/authors"],
    ["POST", "/authors", {}],
    ["PUT", "/authors/1", {}],
    ["DELETE", "/authors/1"],
    ["GET", "/images"],
  ];

  it("refuses every route to nobody (401) and to A, H and E (403), changing nothing", async () => {
    const before = await snapshot();
    for (const [method, path, body] of routes) {
      for (const { who, browser, status } of refused) {
        const valid = method === "POST" && path === "/posts" ? postInput() : method === "PUT" && path === "/posts/1" ? postInput() : body;
        const res = await browser.send(method as "GET", `${API}${path}`, valid);
        expect(res.statusCode, `${who} ${method} ${path}`).toBe(status);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses uploads before reading them: nobody gets 401 even for a 6 MB body; A, H, E get 403", async () => {
    const before = await snapshot();
    for (const { who, browser, status } of refused) {
      const res = await browser.upload(`${API}/images`, Buffer.alloc(6 * 1024 * 1024, 1), "image/png");
      expect(res.statusCode, who).toBe(status);
      const ok = await browser.upload(`${API}/images`, makePng(4, 4), "image/png");
      expect(ok.statusCode, who).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
    expect((await s.get(`${API}/images`)).json().data).toEqual([]);
  });
});

// ─── Posts ────────────────────────────────────────────────────────────────────────────────────────────

describe("GET /products", () => {
  it("lists the products a post can belong to: Vetan first, then the sister product", async () => {
    const res = await s.get(`${API}/products`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ code: "VETAN", name: "Vetan" }, { code: "LEKHA", name: "Lekha" }] });
  });
});

describe("GET /posts", () => {
  it("lists every post, newest change first, with the total", async () => {
    const res = await s.get(`${API}/posts?limit=100`);
    expect(res.statusCode).toBe(200);
    const page: AdminPostPage = res.json();
    expect(page.total).toBe(await countOf("blog_posts"));
    expect(page.data.length).toBe(page.total);
    const times = page.data.map((p) => p.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.data[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), status: "published", author_name: expect.any(String), product_name: expect.any(String) });
  });

  it("searches title, slug, excerpt and author name, case-insensitively; filters status and product; pages", async () => {
    const draft = await createPost({ title: "Zebra-striped shift rosters", slug: uniqueSlug("rosters") });
    const byTitle: AdminPostPage = (await s.get(`${API}/posts?q=ZEBRA-STRIPED`)).json();
    expect(byTitle.data.map((p) => p.id)).toEqual([draft.id]);
    const bySlug: AdminPostPage = (await s.get(`${API}/posts?q=${draft.slug.slice(0, 12)}`)).json();
    expect(bySlug.data.map((p) => p.id)).toContain(draft.id);
    const byAuthor: AdminPostPage = (await s.get(`${API}/posts?q=meera&limit=100`)).json();
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.data.every((p) => p.author_name === "Meera Krishnan")).toBe(true);
    // % and _ are letters to search for, not wildcards.
    expect((await s.get(`${API}/posts?q=%25%25%25`)).json().total).toBe(0);

    const drafts: AdminPostPage = (await s.get(`${API}/posts?status=draft&limit=100`)).json();
    expect(drafts.data.map((p) => p.id)).toContain(draft.id);
    expect(drafts.data.every((p) => p.status === "draft")).toBe(true);
    const lekha: AdminPostPage = (await s.get(`${API}/posts?product=LEKHA&limit=100`)).json();
    expect(lekha.total).toBeGreaterThan(0);
    expect(lekha.data.every((p) => p.product === "LEKHA" && p.product_name === "Lekha")).toBe(true);

    const all: AdminPostPage = (await s.get(`${API}/posts?limit=100`)).json();
    const second: AdminPostPage = (await s.get(`${API}/posts?limit=3&offset=3`)).json();
    expect(second).toMatchObject({ total: all.total, limit: 3, offset: 3 });
    expect(second.data.map((p) => p.id)).toEqual(all.data.slice(3, 6).map((p) => p.id));
    // The newest change comes first.
    expect(all.data[0]!.id).toBe(draft.id);
  });

  it("answers 400 for bad filters", async () => {
    for (const query of ["limit=0", "limit=101", "limit=abc", "offset=-1", "status=archived", "unknown=1", `q=${"x".repeat(101)}`]) {
      const res = await s.get(`${API}/posts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: "1", code: "validation_failed" });
    }
  });
});

describe("GET /posts/:id", () => {
  it("gives the whole post with its blocks in order", async () => {
    const made = await createPost();
    const res = await s.get(`${API}/posts/${made.id}`);
    expect(res.statusCode).toBe(200);
    const post: AdminPost = res.json();
    expect(post).toEqual(made);
    expect(post.blocks.map((b) => b.block_type)).toEqual(["h2", "p", "ul", "img", "blockquote"]);
    expect(post.keyword).toBe("payroll calendar, cut-off date, attendance");
    expect(post).toMatchObject({ author_name: "Meera Krishnan", author_slug: "meera-krishnan", product_name: "Vetan", public_url: `/blog/${made.slug}`, published_at: null });
  });

  it("answers 400 for a bad id and 404 for a missing one", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) expect((await s.get(`${API}/posts/${id}`)).statusCode, id).toBe(400);
    const missing = await s.get(`${API}/posts/987654`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().result).toMatch(/no post/i);
  });
});

describe("POST /posts and PUT /posts/:id", () => {
  it("creates a draft that the public site does not show, with an audit entry", async () => {
    const before = await snapshot();
    const post = await createPost();
    const after = await snapshot();
    expect(after.posts).toBe(before.posts + 1);
    expect(after.blocks).toBe(before.blocks + 5);
    expect(after.audit).toBe(before.audit + 1);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "post.create", detail: { id: post.id, slug: post.slug, status: "draft" } });
    expect(entry.actor_user_id).toBeTruthy();
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
  });

  it("publishes: /Blogs, /blog/{slug} (with its meta tags), the author page and sitemap.xml show it at once; a draft again hides it", async () => {
    // Read first, so each public answer is cached before the change.
    const blogsBefore = await page("/Blogs");
    expect(blogsBefore.status).toBe(200);
    await page(`/author/${author.slug}`);
    await app.inject("/sitemap.xml");

    const slug = uniqueSlug("cut-off-dates");
    const title = "Cut-off dates, explained for payroll teams";
    const post = await createPost({ slug, title, status: "published", canonical_url: "https://example.in/guides/cut-off", keyword: "payroll, cut-off" });
    expect(post.published_at).not.toBeNull();

    const blogs = await page("/Blogs");
    expect(blogs.html).toContain(title);
    const detail = await page(`/blog/${slug}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(`<title>${post.seo_title}</title>`);
    expect(metaContent(detail.html, "description")).toBe(post.seo_description);
    expect(metaContent(detail.html, "keywords")).toBe("payroll, cut-off");
    expect(detail.html).toContain('<link rel="canonical" href="https://example.in/guides/cut-off"/>');
    expect(metaContent(detail.html, "og:title")).toBe(post.seo_title);
    expect(detail.html).toContain("Attendance closes on the <strong>25th</strong>; claims on the 26th.");
    expect(detail.html).toContain('alt="Cut-off timeline"');
    expect((await page(`/author/${author.slug}`)).html).toContain(title);
    expect((await app.inject("/sitemap.xml")).body).toContain(`${base}/blog/${slug}</loc>`);
    const api = await app.inject({ method: "POST", url: "/blogapi/GetProductBlogBySlug", payload: { slug } });
    expect((api.json().data[0] as BlogDetail).title).toBe(title);

    // Back to draft: gone everywhere, at once.
    const res = await s.send("PUT", `${API}/posts/${post.id}`, asInput(post, { status: "draft" }));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminPost).published_at).toBe(post.published_at);
    expect((await page(`/blog/${slug}`)).status).toBe(404);
    expect((await page("/Blogs")).html).not.toContain(title);
    expect((await page(`/author/${author.slug}`)).html).not.toContain(title);
    expect((await app.inject("/sitemap.xml")).body).not.toContain(`/blog/${slug}<`);
    expect((await app.inject({ method: "POST", url: "/blogapi/GetProductBlogBySlug", payload: { slug } })).statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: "post.update", detail: { id: post.id, status: "draft", previous_status: "published" } });

    // Published again: it keeps the date it was first published.
    const again: AdminPost = (await s.send("PUT", `${API}/posts/${post.id}`, asInput(post, { status: "published" }))).json();
    expect(again.published_at).toBe(post.published_at);
    expect((await page(`/blog/${slug}`)).status).toBe(200);
  });

  it("replaces every field and the whole block list in one save", async () => {
    const post = await createPost();
    const blocksBefore = await countOf("blog_blocks");
    const blocks: BlockInput[] = [
      { block_type: "blockquote", block_content: "Now first." },
      { block_type: "h3", block_content: "Then a heading" },
      { block_type: "video", block_content: "/media/vetan-payroll-tour.webm", block_image: "/images/blog/vetan-payroll-tour-poster.svg", block_image_alt: "Tour" },
      { block_type: "br" },
    ];
    const newSlug = uniqueSlug("renamed");
    const res = await s.send("PUT", `${API}/posts/${post.id}`, asInput(post, { title: "A new title", slug: newSlug, product: "LEKHA", image_url: null, blocks }));
    expect(res.statusCode, res.body).toBe(200);
    const saved: AdminPost = res.json();
    expect(saved).toMatchObject({ title: "A new title", slug: newSlug, product: "LEKHA", product_name: "Lekha", image_url: null, image_alt: "" });
    expect(saved.public_url).toBe(`https://lekha.in/blog/${newSlug}`);
    expect(saved.blocks.map((b) => [b.block_type, b.block_content])).toEqual([
      ["blockquote", "Now first."],
      ["h3", "Then a heading"],
      ["video", "/media/vetan-payroll-tour.webm"],
      ["br", ""],
    ]);
    expect(await countOf("blog_blocks")).toBe(blocksBefore - 5 + 4);
    expect(await lastAudit()).toMatchObject({ action: "post.update", detail: { id: post.id, slug: newSlug, previous_slug: post.slug, blocks: 4 } });
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThan(new Date(post.updated_at).getTime());
  });

  it("refuses a slug another post has (409 with a field message) on create and on edit, changing nothing", async () => {
    const first = await createPost();
    const second = await createPost();
    const before = await snapshot();
    const create = await s.send("POST", `${API}/posts`, postInput({ slug: first.slug }));
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ code: "slug_taken", errors: { slug: "Another post already uses this slug. Choose a different one." } });
    const edit = await s.send("PUT", `${API}/posts/${second.id}`, asInput(second, { slug: first.slug, blocks: [] }));
    expect(edit.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect(((await s.get(`${API}/posts/${second.id}`)).json() as AdminPost).blocks).toHaveLength(5);
    // Its own slug is not a clash.
    expect((await s.send("PUT", `${API}/posts/${second.id}`, asInput(second))).statusCode).toBe(200);
  });

  it("refuses bad input of every kind with field messages, and nothing changes", async () => {
    const existing = await createPost();
    const cases: [string, unknown, string?][] = [
      ["empty body", {}, "product"],
      ["not an object", [1, 2], undefined],
      ["unknown field", { ...postInput(), views: 10 }, "views"],
      ["missing title", { ...postInput(), title: undefined }, "title"],
      ["blank title", postInput({ title: "   " }), "title"],
      ["title too long", postInput({ title: "x".repeat(201) }), "title"],
      ["excerpt too long", postInput({ excerpt: "x".repeat(601) }), "excerpt"],
      ["bad slug", postInput({ slug: "Has Spaces/And Slash" }), "slug"],
      ["slug too long", postInput({ slug: "a".repeat(121) }), "slug"],
      ["author as text", { ...postInput(), author_id: "7" }, "author_id"],
      ["unknown author", postInput({ author_id: 999_999 }), "author_id"],
      ["unknown product", postInput({ product: "NOPE" }), "product"],
      ["bad status", { ...postInput(), status: "archived" }, "status"],
      ["javascript: cover", postInput({ image_url: "javascript:alert(1)" }), "image_url"],
      ["protocol-relative cover", postInput({ image_url: "//evil.example/x.png" }), "image_url"],
      ["backslash cover", postInput({ image_url: "/\\evil.example/x.png" }), "image_url"],
      ["cover without alt", postInput({ image_alt: "" }), "image_alt"],
      ["bad canonical", postInput({ canonical_url: "data:text/html,hi" }), "canonical_url"],
      ["width as text", { ...postInput(), image_width: "1200" }, "image_width"],
      ["negative height", postInput({ image_height: -3 }), "image_height"],
      ["keywords too long", postInput({ keyword: "k,".repeat(300) }), "keyword"],
      ["SEO title too long", postInput({ seo_title: "x".repeat(121) }), "seo_title"],
      ["blocks not a list", { ...postInput(), blocks: "p" }, "blocks"],
      ["unknown block type", postInput({ blocks: [{ block_type: "script" as "p", block_content: "x" }] }), "blocks.0.block_type"],
      ["unknown block field", { ...postInput(), blocks: [{ block_type: "p", block_content: "x", onclick: "y" }] }, "onclick"],
      ["empty paragraph", postInput({ blocks: [{ block_type: "p", block_content: "  " }] }), "blocks.0.block_content"],
      ["image block without image", postInput({ blocks: [{ block_type: "img", block_image_alt: "x" }] }), "blocks.0.block_image"],
      ["image block without alt", postInput({ blocks: [{ block_type: "img", block_image: "/media/x.png" }] }), "blocks.0.block_image_alt"],
      ["javascript: image block", postInput({ blocks: [{ block_type: "img", block_image: "javascript:alert(1)", block_image_alt: "x" }] }), "blocks.0.block_image"],
      ["javascript: video", postInput({ blocks: [{ block_type: "video", block_content: "javascript:alert(1)" }] }), "blocks.0.block_content"],
      ["block too long", postInput({ blocks: [{ block_type: "p", block_content: "x".repeat(20_001) }] }), "blocks.0.block_content"],
      ["too many blocks", postInput({ blocks: Array.from({ length: 201 }, () => ({ block_type: "br" as const })) }), "blocks"],
    ];
    const before = await snapshot();
    for (const [name, body, field] of cases) {
      for (const [method, url] of [
        ["POST", `${API}/posts`],
        ["PUT", `${API}/posts/${existing.id}`],
      ] as const) {
        const res = await s.send(method, url, body);
        expect(res.statusCode, `${method} ${name}: ${res.body}`).toBe(400);
        const answer = res.json();
        expect(answer.status).toBe("1");
        // A field's own message sits under its path; an unknown key's under its object's, naming the key.
        if (field) expect(JSON.stringify(answer.errors ?? {}), `${method} ${name}`).toContain(`${field}`);
      }
    }
    // Malformed JSON, no JSON, and a body over the limit.
    for (const [method, url] of [
      ["POST", `${API}/posts`],
      ["PUT", `${API}/posts/${existing.id}`],
    ] as const) {
      const broken = await app.inject({ method, url, payload: '{"title": ', headers: { "content-type": "application/json", cookie: `vetan_session=${s.cookie}` } });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().code).toBe("bad_json");
      const text = await app.inject({ method, url, payload: "title=x", headers: { "content-type": "application/x-www-form-urlencoded", cookie: `vetan_session=${s.cookie}` } });
      expect(text.statusCode).toBe(415);
      const huge = await s.send(method, url, postInput({ excerpt: "x".repeat(1024 * 1024) }));
      expect(huge.statusCode).toBe(413);
    }
    // An edit of a post that is not there.
    expect((await s.send("PUT", `${API}/posts/987654`, postInput())).statusCode).toBe(404);
    expect((await s.send("PUT", `${API}/posts/abc`, postInput())).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("DELETE /posts/:id", () => {
  it("deletes a post and its blocks, records it, and the public page is gone at once", async () => {
    const post = await createPost({ status: "published" });
    expect((await page(`/blog/${post.slug}`)).status).toBe(200);
    const before = await snapshot();
    const res = await s.send("DELETE", `${API}/posts/${post.id}`);
    expect(res.statusCode).toBe(204);
    const after = await snapshot();
    expect(after.posts).toBe(before.posts - 1);
    expect(after.blocks).toBe(before.blocks - 5);
    expect(await lastAudit()).toMatchObject({ action: "post.delete", detail: { id: post.id, slug: post.slug } });
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
    expect((await s.get(`${API}/posts/${post.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for a missing post and 400 for a bad id, changing nothing", async () => {
    const before = await snapshot();
    expect((await s.send("DELETE", `${API}/posts/987654`)).statusCode).toBe(404);
    expect((await s.send("DELETE", `${API}/posts/x`)).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /posts/preview", () => {
  it("answers the post as the public detail call would, sanitised, and saves nothing", async () => {
    const before = await snapshot();
    const input = postInput({ seo_title: "", blocks: [{ block_type: "p", block_content: 'Hello <script>alert("x")</script><em onclick="alert(1)">world</em>' }] });
    const res = await s.send("POST", `${API}/posts/preview`, input);
    expect(res.statusCode, res.body).toBe(200);
    const preview: BlogDetail = res.json();
    expect(preview).toMatchObject({ title: input.title, seo_title: input.title, author_name: "Meera Krishnan", author_slug: "meera-krishnan", product_name: "Vetan" });
    expect(preview.blocks).toEqual([expect.objectContaining({ block_type: "p", block_content: "Hello <em>world</em>" })]);
    expect(await snapshot()).toEqual(before);
    // The same checks as a save.
    expect((await s.send("POST", `${API}/posts/preview`, postInput({ author_id: 999_999 }))).statusCode).toBe(400);
    expect((await s.send("POST", `${API}/posts/preview?id=abc`, postInput())).statusCode).toBe(400);
  });
});

describe("block HTML is sanitised by allowlist when saved", () => {
  const attacks = [
    '<script>alert("s1")</script>Text one',
    '<p onclick="alert(\'s2\')" onmouseover="alert(\'s2b\')">Text two</p>',
    '<a href="javascript:alert(\'s3\')">Text three</a>',
    '<a href="JaVaScRiPt:alert(\'s4\')">Text four</a>',
    '<a href="&#106;avascript:alert(\'s5\')">Text five</a>',
    '<svg onload="alert(\'s6\')"><circle r="5"/></svg>Text six',
    "<img src=x onerror=\"alert('s7')\">Text seven",
    "<div style=\"width: expression(alert('s8')); background:url(javascript:alert('s8b'))\">Text eight</div>",
    "<style>body{background:url(\"javascript:alert('s9')\")}</style>Text nine",
    '<iframe src="javascript:alert(\'s10\')"></iframe>Text ten',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Text eleven</a>',
    '<object data="javascript:alert(\'s12\')"></object><embed src="x.swf">Text twelve',
    '<form action="javascript:alert(\'s13\')"><input value="x"><button>Text thirteen</button></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror="alert(\'s14\')">Text fourteen',
    '<a href="/\\evil.example">Text fifteen</a>',
    '<a href="https://example.in/ok" target="_blank" onclick="alert(\'s16\')">Text sixteen</a>',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(\'s17\')">Text seventeen',
  ];

  it("strips scripts, handlers, javascript: and data: URLs, svg, style and frames; the public page carries none", async () => {
    const blocks: BlockInput[] = attacks.map((html, i) => ({ block_type: (["p", "div", "blockquote", "li", "span"] as const)[i % 5]!, block_content: html }));
    blocks.push({ block_type: "ul", block_content: "<li onmouseenter=\"alert('s18')\">Text eighteen</li>" });
    blocks.push({ block_type: "a", block_content: "<a href=\"javascript:alert('s19')\">Text nineteen</a>" });
    const slug = uniqueSlug("xss");
    const post = await createPost({ slug, status: "published", title: "</script><script>alert('t1')</script> Title", excerpt: "<img src=x onerror=alert('t2')> excerpt", blocks });
    const stored = JSON.stringify(post.blocks);
    for (const bad of ["alert", "<script", "onclick", "onerror", "onload", "onmouse", "javascript:", "data:", "<svg", "<iframe", "<style", "expression(", "<object", "<embed", "<form", "<img", "<base", "<meta", "evil.example"]) {
      expect(stored.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
    // The readable text stays, and a safe link keeps its address (with rel added for a new tab).
    for (const word of ["one", "two", "three", "six", "eight", "ten", "twelve", "fifteen", "sixteen", "eighteen", "nineteen"]) expect(stored).toContain(`Text ${word}`);
    expect(post.blocks[15]!.block_content).toBe('<a href="https://example.in/ok" target="_blank" rel="noopener noreferrer">Text sixteen</a>');

    const { status, html } = await page(`/blog/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain("Text nineteen");
    // No payload made it into the page as markup: every alert( left is inside escaped text only.
    for (const marker of ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14", "s16", "s17", "s18", "s19"]) {
      expect(html, marker).not.toContain(`alert('${marker}')`);
      expect(html, marker).not.toContain(`alert("${marker}")`);
    }
    // No element with an event handler, no javascript: address, no frame or embedded object.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(?:href|src|action|data)\s*=\s*["']?\s*javascript:/i);
    expect(html).not.toMatch(/<(?:iframe|object|embed|form|base)\b/i);
    // The title and excerpt are text: shown escaped, never as markup (also inside the JSON-LD).
    expect(html).not.toMatch(/<script>\s*alert/i);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(&#x27;t2&#x27;)&gt; excerpt");
  });
});

// ─── Authors ──────────────────────────────────────────────────────────────────────────────────────────

describe("authors", () => {
  const authorInput = (overrides: Record<string, unknown> = {}) => ({
    name: "Kavya Menon",
    slug: uniqueSlug("kavya-menon"),
    image_url: "/images/authors/meera-krishnan.svg",
    bio: "Writes about leave policies.",
    ...overrides,
  });

  it("lists authors with their number of posts", async () => {
    const res = await s.get(`${API}/authors`);
    expect(res.statusCode).toBe(200);
    const list: AdminAuthor[] = res.json().data;
    const { rows } = await database.query("select a.slug, count(p.id)::int as n from authors a left join blog_posts p on p.author_id = a.id group by a.slug");
    expect(list.length).toBe(rows.length);
    for (const row of rows as { slug: string; n: number }[]) expect(list.find((a) => a.slug === row.slug)?.posts, row.slug).toBe(row.n);
    expect(list.map((a) => a.name)).toEqual([...list.map((a) => a.name)].sort((x, y) => x.localeCompare(y)));
  });

  it("adds, edits and deletes an author, each recorded, and the author page follows at once", async () => {
    const before = await snapshot();
    const created = await s.send("POST", `${API}/authors`, authorInput());
    expect(created.statusCode, created.body).toBe(201);
    const kavya: AdminAuthor = created.json();
    expect(kavya).toMatchObject({ name: "Kavya Menon", posts: 0, bio: "Writes about leave policies." });
    expect(await lastAudit()).toMatchObject({ action: "author.create", detail: { id: kavya.id, slug: kavya.slug } });
    expect((await snapshot()).authors).toBe(before.authors + 1);

    // A published post by her, then her name changes: the post's byline and her page change at once.
    const post = await createPost({ author_id: kavya.id, status: "published" });
    expect((await page(`/author/${kavya.slug}`)).html).toContain("Kavya Menon");
    const renamed = await s.send("PUT", `${API}/authors/${kavya.id}`, authorInput({ name: "Kavya M. Menon", slug: kavya.slug, bio: "" }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Kavya M. Menon", bio: "", posts: 1 });
    expect(await lastAudit()).toMatchObject({ action: "author.update", detail: { id: kavya.id } });
    expect((await page(`/author/${kavya.slug}`)).html).toContain("Kavya M. Menon");
    expect((await page(`/blog/${post.slug}`)).html).toContain("Kavya M. Menon");

    // Not while she has posts.
    const snap = await snapshot();
    const refusedDelete = await s.send("DELETE", `${API}/authors/${kavya.id}`);
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json()).toMatchObject({ code: "author_has_posts", result: "Kavya M. Menon has 1 post. Give them another author or delete them first." });
    expect(await snapshot()).toEqual(snap);

    expect((await s.send("DELETE", `${API}/posts/${post.id}`)).statusCode).toBe(204);
    const gone = await s.send("DELETE", `${API}/authors/${kavya.id}`);
    expect(gone.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: "author.delete", detail: { id: kavya.id, slug: kavya.slug } });
    expect((await page(`/author/${kavya.slug}`)).status).toBe(404);
    expect((await s.send("DELETE", `${API}/authors/${kavya.id}`)).statusCode).toBe(404);
  });

  it("refuses a taken slug (409) and bad input of every kind, changing nothing", async () => {
    const other = await s.send("POST", `${API}/authors`, authorInput());
    const otherAuthor: AdminAuthor = other.json();
    const before = await snapshot();
    const taken = await s.send("POST", `${API}/authors`, authorInput({ slug: "ananya-iyer" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ slug: "Another author already uses this slug. Choose a different one." });
    expect((await s.send("PUT", `${API}/authors/${otherAuthor.id}`, authorInput({ slug: "ananya-iyer" }))).statusCode).toBe(409);
    const cases: [string, unknown, string][] = [
      ["no name", authorInput({ name: "" }), "name"],
      ["name not text", authorInput({ name: 5 }), "name"],
      ["name too long", authorInput({ name: "n".repeat(101) }), "name"],
      ["bad slug", authorInput({ slug: "Bad Slug" }), "slug"],
      ["no picture", authorInput({ image_url: "" }), "image_url"],
      ["javascript: picture", authorInput({ image_url: "javascript:alert(1)" }), "image_url"],
      ["bio too long", authorInput({ bio: "b".repeat(1001) }), "bio"],
      ["unknown field", authorInput({ email: "x@y.in" }), "email"],
    ];
    for (const [name, body, field] of cases) {
      for (const [method, url] of [
        ["POST", `${API}/authors`],
        ["PUT", `${API}/authors/${otherAuthor.id}`],
      ] as const) {
        const res = await s.send(method, url, body);
        expect(res.statusCode, `${method} ${name}`).toBe(400);
        expect(JSON.stringify(res.json().errors ?? {}), `${method} ${name}`).toContain(field);
      }
    }
    const broken = await app.inject({ method: "POST", url: `${API}/authors`, payload: "{", headers: { "content-type": "application/json", cookie: `vetan_session=${s.cookie}` } });
    expect(broken.statusCode).toBe(400);
    expect((await s.send("PUT", `${API}/authors/987654`, authorInput())).statusCode).toBe(404);
    expect((await s.send("PUT", `${API}/authors/0`, authorInput())).statusCode).toBe(400);
    expect((await s.send("DELETE", `${API}/authors/-4`)).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

// ─── Images ───────────────────────────────────────────────────────────────────────────────────────────

describe("images", () => {
  const upload = (bytes: Buffer | string, type: string) => s.upload(`${API}/images`, bytes, type);

  it("stores a PNG under its content hash and serves it back with long cache headers", async () => {
    const png = makePng(120, 80);
    const before = await countOf("audit_log");
    const res = await upload(png, "image/png");
    expect(res.statusCode, res.body).toBe(201);
    const image: AdminImage = res.json();
    expect(image).toMatchObject({ type: "image/png", width: 120, height: 80, bytes: png.length });
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(await countOf("audit_log")).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: "image.upload", detail: { name: image.name, created: true } });

    const served = await app.inject(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await app.inject({ url: image.url, headers: { "if-none-match": served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: "HEAD", url: image.url })).statusCode).toBe(200);

    // The same bytes again: the same address, nothing new stored.
    const twice = await upload(png, "image/png");
    expect(twice.statusCode).toBe(200);
    expect(twice.json().url).toBe(image.url);
    const listed: AdminImage[] = (await s.get(`${API}/images`)).json().data;
    expect(listed.filter((i) => i.url === image.url)).toHaveLength(1);
  });

  it("reads the type from the bytes, not the name or header: JPEG, WebP (VP8, VP8L, VP8X), a PNG sent as image/jpeg", async () => {
    const cases: [string, Buffer, string, string][] = [
      ["jpeg", JPEG_7x5, "image/jpeg", "image/jpeg"],
      ["webp extended", WEBP_VP8X_7x5, "image/webp", "image/webp"],
      ["webp lossless extended", WEBP_LOSSLESS_7x5, "image/webp", "image/webp"],
      ["webp lossy", simpleWebp(WEBP_VP8X_7x5, "VP8 "), "image/webp", "image/webp"],
      ["webp lossless", simpleWebp(WEBP_LOSSLESS_7x5, "VP8L"), "image/webp", "image/webp"],
      ["a png named .jpg with a jpeg header", makePng(9, 4), "image/jpeg", "image/png"],
      ["a jpeg sent as octet-stream", Buffer.concat([JPEG_7x5, Buffer.from([0])]), "application/octet-stream", "image/jpeg"],
    ];
    for (const [name, bytes, sentAs, is] of cases) {
      const res = await upload(bytes, sentAs);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const image: AdminImage = res.json();
      expect(image.type, name).toBe(is);
      expect([image.width, image.height], name).toEqual(name.startsWith("a png") ? [9, 4] : [7, 5]);
      expect(image.url.endsWith({ "image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp" }[is]!), name).toBe(true);
      expect((await app.inject(image.url)).headers["content-type"], name).toBe(is);
    }
  });

  it("refuses SVG, HTML, truncated and empty bodies, and anything over 5 MB, storing nothing", async () => {
    const listedBefore = (await s.get(`${API}/images`)).json().data.length;
    const auditBefore = await countOf("audit_log");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>';
    const refusedBodies: [string, Buffer | string, string, number][] = [
      ["svg", svg, "image/svg+xml", 415],
      ["svg sent as png", svg, "image/png", 415],
      ["html sent as jpeg", "<!doctype html><script>alert(1)</script>", "image/jpeg", 415],
      ["gif", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "image/gif", 415],
      ["truncated jpeg", JPEG_7x5.subarray(0, 40), "image/jpeg", 415],
      ["png signature only", makePng(3, 3).subarray(0, 12), "image/png", 415],
      ["riff that is not webp", Buffer.concat([Buffer.from("RIFF\x00\x00\x00\x00WAVEfmt ", "latin1"), Buffer.alloc(40)]), "image/webp", 415],
      ["empty", Buffer.alloc(0), "image/png", 400],
      ["5 MB + 1 byte", Buffer.concat([makePng(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1 - makePng(10, 10).length)]), "image/png", 413],
    ];
    for (const [name, bytes, type, status] of refusedBodies) {
      const res = await upload(bytes, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().status, name).toBe("1");
      if (status === 415) expect(res.json().result).toBe("Upload a JPEG, PNG or WebP image (SVG and other files are not accepted).");
      if (status === 413) expect(res.json().result).toBe("The image is larger than 5 MB. Make it smaller and try again.");
    }
    // A picture too large to size safely.
    const huge = makePng(2, 2);
    huge.writeUInt32BE(30_000, 16);
    expect((await upload(huge, "image/png")).statusCode).toBe(400);
    expect((await s.get(`${API}/images`)).json().data.length).toBe(listedBefore);
    expect(await countOf("audit_log")).toBe(auditBefore);
  });

  it("accepts exactly 5 MB", async () => {
    const png = makePng(10, 10);
    const full = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    const res = await upload(full, "image/png");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bytes).toBe(5 * 1024 * 1024);
  });

  it("serves only stored names: unknown, malformed and path-escaping names are 404", async () => {
    for (const url of [
      "/media/0123456789abcdef0123456789abcdef.png",
      "/media/not-a-hash.png",
      "/media/..%2F..%2Fpackage.json",
      "/media/..%2f..%2f..%2fetc%2fpasswd",
      "/media/0123456789ABCDEF0123456789ABCDEF.png",
      "/media/0123456789abcdef0123456789abcdef.svg",
      "/media/0123456789abcdef0123456789abcdef.png.json",
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/json|html/);
    }
    // Dot segments are resolved before routing: they reach a page, never a file beside the media folder.
    for (const url of ["/media/%2e%2e", "/media/../package.json", "/media/%2e%2e/%2e%2e/package.json"]) {
      const res = await app.inject(url);
      expect(res.headers["content-type"] ?? "", url).not.toMatch(/^image\//);
      expect(res.body, url).not.toContain('"workspaces"');
    }
    // The site's own files under /media are still served as before.
    expect((await app.inject({ method: "HEAD", url: "/media/vetan-payroll-tour.webm" })).statusCode).toBe(200);
  });

  it("an uploaded image works as a post's cover and image block", async () => {
    const image: AdminImage = (await upload(makePng(64, 36, [15, 118, 110]), "image/png")).json();
    const post = await createPost({
      status: "published",
      image_url: image.url,
      image_width: image.width,
      image_height: image.height,
      blocks: [{ block_type: "img", block_image: image.url, block_image_alt: "Uploaded chart", block_image_width: 64, block_image_height: 36 }],
    });
    const { html } = await page(`/blog/${post.slug}`);
    expect(html).toContain(`src="${image.url}"`);
    expect(html).toContain('alt="Uploaded chart"');
  });
});
