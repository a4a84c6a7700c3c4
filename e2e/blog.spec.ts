// The blog screens in a real browser: 'Latest Blogs' (search, pager, grid, session storage), a post
// (hashtags, related titles, author link) and an author (links, sister product, storage first), with the
// spinner and the stored data shown while a client navigation waits for the server.
import type { APIRequestContext, Page } from "@playwright/test";
import type { AuthorPosts, BlogListItem } from "@vetan/shared";
import { filterPosts } from "../apps/web/app/lib/blog-list.ts";
import { expect, holdRequests, pageReady, test } from "./fixtures.ts";

const SISTER_BLOG_BASE_URL = process.env.SISTER_BLOG_BASE_URL ?? "https://lekha.in/blog";
const SPINNER = 'img[src="/images/blog/spinner.svg"]';

/** The posts the list shows, from the blog host call (newest first). */
async function listPosts(request: APIRequestContext): Promise<BlogListItem[]> {
  const res = await request.post("/blogapi/GetAllProductBlog", { data: { webid: "2" } });
  return ((await res.json()) as { data: BlogListItem[] }).data;
}

async function authorPosts(request: APIRequestContext, slug: string): Promise<AuthorPosts> {
  const res = await request.post("/api/SuperAdmin/GetBlogsByAuthors", { data: { author_slug: slug } });
  return ((await res.json()) as { data: AuthorPosts[] }).data[0]!;
}

const cards = (page: Page) => page.locator(".blog-grid .blog-card");
const cardTitles = (page: Page) => page.locator(".blog-grid .blog-card__title").allTextContents();
const pager = (page: Page) => ({
  prev: page.getByRole("button", { name: "Prev" }),
  next: page.getByRole("button", { name: "Next" }),
  status: page.locator(".blog-pager__status"),
});

/** Distinct left edges of the cards in the grid's first row. */
async function columnCount(page: Page): Promise<number> {
  const boxes = await cards(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })));
  const top = Math.min(...boxes.map((b) => b.y));
  return new Set(boxes.filter((b) => b.y === top).map((b) => b.x)).size;
}

/**
 * Holds the server data of one route (by its id) on a client navigation until `release()` is called; the
 * root's own data request goes through, as it would on a slow blog query.
 */
function holdData(page: Page, path: string, routeId: string) {
  return holdRequests(page, (url) => url.pathname === `${path}.data` && url.searchParams.get("_routes") === routeId);
}

/** A client navigation, as a link on a page that hydrates makes it: through React Router's own router. */
async function clientNavigate(page: import("@playwright/test").Page, path: string) {
  await page.evaluate((to) => {
    void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to);
  }, path);
}

for (const [label, viewport] of [
  ["phone", { width: 375, height: 800 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`${label}, ${viewport.width} px`, () => {
    test.use({ viewport });

    test("search filters case-insensitively by title, excerpt and author, and goes back to page 1", async ({ page, request }) => {
      const posts = await listPosts(request);
      expect(posts.length).toBeGreaterThan(8);
      await page.goto("/Blogs?page=2");
      await pageReady(page);
      await expect(pager(page).status).toHaveText(`Page 2 of ${Math.ceil(posts.length / 8)}`);
      const box = page.getByRole("searchbox", { name: "Search blogs" });
      await expect(box).toHaveAttribute("placeholder", "Search by title, excerpt or author...");

      // By author, typed in capitals.
      const author = posts[0]!.author_name;
      await box.fill(author.toUpperCase());
      const byAuthor = filterPosts(posts, author);
      await expect(pager(page).status).toHaveText(`Page 1 of ${Math.ceil(byAuthor.length / 8)}`);
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === author.toUpperCase() && !url.searchParams.has("page"));
      expect(await cardTitles(page)).toEqual(byAuthor.slice(0, 8).map((p) => p.title));
      for (const name of await page.locator(".blog-grid .blog-byline__name").allTextContents()) expect(name).toBe(author);

      // By a word found only in one post's excerpt, typed in lower case.
      const target = posts.find((p) => p.excerpt.includes("DPDP Rules")) ?? posts[0]!;
      const excerptWord = target.excerpt.split(/\s+/).find((w) => w.length > 6 && filterPosts(posts, w).length === 1 && !target.title.includes(w))!;
      expect(excerptWord).toBeTruthy();
      await box.fill(excerptWord.toLowerCase());
      await expect(cards(page)).toHaveCount(1);
      expect(await cardTitles(page)).toEqual([target.title]);

      // By part of a title, in mixed case.
      const titlePart = posts[3]!.title.slice(4, 18);
      await box.fill(titlePart.toUpperCase());
      // The list follows the box a moment after each keystroke: wait for it rather than read it at once.
      await expect.poll(() => cardTitles(page)).toEqual(filterPosts(posts, titlePart).slice(0, 8).map((p) => p.title));

      // Nothing found: said so, and the pager stays sane.
      await box.fill("zzqx no such words");
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText("No blogs match “zzqx no such words”.", { exact: false })).toBeVisible();
      await expect(pager(page).status).toHaveText("Page 1 of 1");
      await expect(pager(page).prev).toBeDisabled();
      await expect(pager(page).next).toBeDisabled();

      // Clearing the box brings every post back, newest first.
      await box.fill("");
      await expect.poll(() => cardTitles(page)).toEqual(posts.slice(0, 8).map((p) => p.title));
    });

    test("Prev and Next are disabled on the first and last page; the page survives a reload", async ({ page, request }) => {
      const posts = await listPosts(request);
      const last = Math.ceil(posts.length / 8);
      await page.goto("/Blogs");
      await pageReady(page);
      const { prev, next, status } = pager(page);
      await expect(status).toHaveText(`Page 1 of ${last}`);
      await expect(prev).toBeDisabled();
      await expect(next).toBeEnabled();
      expect(await cardTitles(page)).toEqual(posts.slice(0, 8).map((p) => p.title));
      for (let n = 2; n <= last; n++) {
        await next.click();
        await expect(status).toHaveText(`Page ${n} of ${last}`);
      }
      await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
      await expect(next).toBeDisabled();
      await expect(prev).toBeEnabled();
      expect(await cardTitles(page)).toEqual(posts.slice((last - 1) * 8, last * 8).map((p) => p.title));
      await page.reload();
      await pageReady(page);
      await expect(status).toHaveText(`Page ${last} of ${last}`);
      await prev.click();
      await expect(status).toHaveText(`Page ${last - 1} of ${last}`);
    });

    test(`the card grid has ${viewport.width < 600 ? 1 : 4} column(s)`, async ({ page }) => {
      await page.goto("/Blogs");
      await expect(cards(page)).toHaveCount(8);
      expect(await columnCount(page)).toBe(viewport.width < 600 ? 1 : 4);
    });

    test(`the author grid has ${viewport.width < 600 ? 1 : 5} column(s)`, async ({ page }) => {
      await page.goto("/author/ananya-iyer");
      await expect(page.locator(".author-grid .blog-card").first()).toBeVisible();
      expect(await page.locator(".author-grid").evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(" ").length)).toBe(viewport.width < 600 ? 1 : 5);
    });

    test("Read More keeps the post in session storage under its slug and opens it", async ({ page, request }) => {
      const [first] = await listPosts(request);
      await page.goto("/Blogs");
      await pageReady(page);
      let documents = 0;
      page.on("request", (r) => {
        if (r.resourceType() === "document") documents++;
      });
      await cards(page).first().getByRole("link", { name: /^Read More/ }).click();
      await expect(page).toHaveURL(`/blog/${first!.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
      const stored = await page.evaluate((slug) => sessionStorage.getItem(slug), first!.slug);
      expect(JSON.parse(stored!)).toMatchObject({ slug: first!.slug, title: first!.title, author_name: first!.author_name });
      expect(documents).toBe(0);
    });
  });
}

test.describe("a post, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("hashtags open a web search in a new tab; related titles are cut at 13 words", async ({ page, request }) => {
    const posts = await listPosts(request);
    const post = posts.find((p) => p.slug === "labour-codes-50-percent-wage-rule")!;
    await page.goto(`/blog/${post.slug}`);
    await pageReady(page);
    const tags = page.getByRole("list", { name: "Tags" }).getByRole("link");
    await expect(tags).toHaveCount(3);
    for (const tag of await tags.all()) {
      const name = (await tag.textContent())!.match(/#(\w+)/)![1]!;
      await expect(tag).toHaveAttribute("href", `https://www.google.com/search?q=%23${name}`);
      await expect(tag).toHaveAttribute("target", "_blank");
      await expect(tag).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText([
      "labour codes wages definition",
      "50% wage rule",
      "code on wages",
      "salary structure India",
    ]);

    const related = page.getByRole("complementary", { name: "Related Blogs" });
    const links = related.getByRole("link");
    await expect(links).toHaveCount(6);
    const titles = await related.locator(".blog-related__title").allTextContents();
    let cut = 0;
    for (const [i, shown] of titles.entries()) {
      const full = (await related.locator(".blog-related__title").nth(i).getAttribute("title"))!;
      const words = shown.replace(/…$/, "").split(/\s+/);
      expect(words.length).toBeLessThanOrEqual(13);
      if (shown.endsWith("…")) {
        cut++;
        expect(words).toEqual(full.split(/\s+/).slice(0, 13));
      } else expect(shown).toBe(full);
      expect(full).not.toBe(post.title);
    }
    expect(cut).toBeGreaterThan(0);
    for (const link of await links.all()) expect(await link.getAttribute("href")).toMatch(/^\/blog\/[a-z0-9-]+$/);

    // Related posts open on the client; the hero is never lazy and has its size.
    const opened = (await related.locator(".blog-related__title").first().getAttribute("title"))!;
    await links.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(opened);
    const hero = page.locator("img.blog-hero");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    await expect(hero).toHaveAttribute("width", /\d+/);
    await expect(hero).toHaveAttribute("height", /\d+/);
  });

  test("while a post loads on a client navigation, the stored post and the spinner show", async ({ page, request }) => {
    const [first] = await listPosts(request);
    await page.goto("/Blogs");
    await pageReady(page);
    const release = await holdData(page, `/blog/${first!.slug}`, "routes/blog-post");
    await cards(page).first().getByRole("link", { name: /^Read More/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    await expect(page.locator(SPINNER)).toBeVisible();
    await expect(page.locator(".blog-content")).toHaveCount(0);
    release();
    await expect(page.locator(".blog-content")).toBeVisible();
    await expect(page.locator(SPINNER)).toHaveCount(0);
  });

  test("with nothing stored, a post shows the full-height spinner while it loads", async ({ page, request }) => {
    const posts = await listPosts(request);
    const first = posts[0]!;
    // A post is sent HTML first (decision 034), so its links are full-page loads with nothing to show while
    // loading. The spinner is for a client navigation, from a page that hydrates: the list, here to a post
    // that was never put in storage.
    await page.goto("/Blogs");
    await pageReady(page);
    expect(await page.evaluate((slug) => sessionStorage.getItem(slug), first.slug)).toBeNull();
    const release = await holdData(page, `/blog/${first.slug}`, "routes/blog-post");
    await clientNavigate(page, `/blog/${first.slug}`);
    const spinner = page.locator(".blog-spinner--full");
    await expect(spinner).toBeVisible();
    expect((await spinner.boundingBox())!.height).toBeGreaterThan(700);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(spinner).toHaveCount(0);
  });

  test("the list shows its spinner while it loads on a client navigation", async ({ page }) => {
    // From a page that hydrates: /Pricing is sent HTML first, and its links are full-page loads.
    await page.goto("/contact_us");
    await pageReady(page);
    const release = await holdData(page, "/Blogs", "routes/blogs");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest Blogs");
    await expect(page.locator(SPINNER)).toBeVisible();
    release();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.locator(SPINNER)).toHaveCount(0);
  });
});

test.describe("an author, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opens from a post; Read More opens in a new tab; the sister product's posts go to its blog", async ({ page, request }) => {
    const author = await authorPosts(request, "kabir-sethi");
    const vetanPost = author.posts.find((p) => p.product_name.toUpperCase() === "VETAN")!;
    await page.goto(`/blog/${vetanPost.post_slug}`);
    await pageReady(page);
    await page.getByRole("link", { name: author.author_name, exact: true }).click();
    await expect(page).toHaveURL("/author/kabir-sethi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.author_name);
    await expect(page.locator(".author-head__image")).toHaveAttribute("src", author.author_image);

    const more = page.locator(".author-grid").getByRole("link", { name: /^Read More/ });
    await expect(more).toHaveCount(author.posts.length);
    for (const [i, post] of author.posts.entries()) {
      const link = more.nth(i);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if (post.product_name.toUpperCase() === "VETAN") await expect(link).toHaveAttribute("href", `/blog/${post.post_slug}`);
      else await expect(link).toHaveAttribute("href", `${SISTER_BLOG_BASE_URL}/${post.post_slug}`);
    }
    expect(author.posts.some((p) => p.product_name.toUpperCase() !== "VETAN")).toBe(true);

    // Five to a row on a desktop (SPEC.md §9), all of this author's cards in the first row.
    expect(await page.locator(".author-grid").evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(" ").length)).toBe(5);
    const tops = await page.locator(".author-grid .blog-card").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().y)));
    expect(new Set(tops).size).toBe(1);

    // A Vetan post opens in a new tab.
    const [tab] = await Promise.all([page.waitForEvent("popup"), more.nth(author.posts.indexOf(vetanPost)).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/blog/${vetanPost.post_slug}`);
    await tab.close();
  });

  test("shows the stored author first, then the server's; with nothing stored, 'Loading author data...'", async ({ page, request }) => {
    const author = await authorPosts(request, "ananya-iyer");
    // The author page is reached on the client from a page that hydrates (the list); from a post, which is
    // sent HTML first (decision 034), the author link is a full-page load and the server's author shows.
    await page.goto("/Blogs");
    await pageReady(page);

    // Nothing stored yet.
    let release = await holdData(page, "/author/ananya-iyer", "routes/author");
    await clientNavigate(page, "/author/ananya-iyer");
    await expect(page.getByText("Loading author data...", { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.author_name);
    const stored = await page.evaluate(() => sessionStorage.getItem("author:ananya-iyer"));
    expect(JSON.parse(stored!)).toMatchObject({ author_name: author.author_name, author_slug: "ananya-iyer" });

    // Something (older) stored: it shows at once, then the server's data replaces it.
    await page.evaluate((a) => sessionStorage.setItem("author:ananya-iyer", JSON.stringify({ ...a, author_name: "Ananya (stored)" })), author);
    await page.goBack();
    await expect(page).toHaveURL("/Blogs");
    // The way back is a navigation of its own: let it finish, so the next one does not cut it short.
    await expect(page.locator(".blog-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    release = await holdData(page, "/author/ananya-iyer", "routes/author");
    await clientNavigate(page, "/author/ananya-iyer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ananya (stored)");
    await expect(page.getByText("Loading author data...")).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.author_name);
  });
});

test.describe("not found", () => {
  test("an unknown post or author is a real 404 page", async ({ page }) => {
    for (const path of ["/blog/no-such-post", "/author/no-such-author"]) {
      const res = await page.goto(path);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
  });
});
