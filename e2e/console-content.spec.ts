// The console's blog content in a real browser (issue 5, "Content"): the superadmin writes a post with
// several block types — an uploaded cover and an uploaded image block among them — reorders and removes
// blocks from the keyboard, previews it as the site will show it, publishes it, and a visitor then finds it
// on /Blogs and at /blog/{slug} with its title, description and canonical link. Authors are added, edited
// and deleted. Each screen is photographed at 1280 px and 375 px (build/<dir>/shots) and checked with axe.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { makePng } from "../apps/server/test/support/admin-content-images.ts";
import { seriousViolations } from "./axe.ts";
import { CONSOLE, signInAsSuperadmin } from "./console-sign-in.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const SHOTS = join(process.env.WEB_BUILD_DIR ?? "build", "shots");
const shot = (page: Page, name: string, width: number) => page.screenshot({ path: join(SHOTS, `content-${name}-${width}.png`), fullPage: true });

/** Block legends in order: "Block 1: Paragraph", … */
const legends = (page: Page) => page.locator(".post-block__legend").allTextContents();

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("writes, previews and publishes a post with several block types; a visitor sees it with its meta tags", async ({ page, browser, baseURL }) => {
      const title = width > 825 ? "Leave encashment at exit: a payroll checklist" : "Full and final settlement in five steps";
      const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
      await signInAsSuperadmin(page);

      // The list, then a new post.
      await page.goto(`${CONSOLE}/posts`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
      await expect(page.locator(".content-title a").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "posts", width);
      await page.getByRole("link", { name: "New post" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

      // Nothing filled in: the shared schema's messages, and focus on the first field in error.
      await page.getByRole("button", { name: "Create post" }).click();
      await expect(page.locator("#post-title-error")).toHaveText("Title is required");
      await expect(page.locator("#post-author-error")).toHaveText("Choose an author");
      await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

      await page.getByLabel("Title", { exact: true }).fill(title);
      await expect(page.getByLabel("Slug")).toHaveValue(slug);
      await page.getByLabel("Excerpt").fill("What to pay, what to deduct and which forms to file when someone leaves, with the dates that matter.");
      await page.getByLabel("Author").selectOption({ label: "Meera Krishnan" });
      await page.getByRole("radio", { name: "Published" }).check();

      // The cover: a PNG sent under a .jpg name and type — the server reads what it really is.
      await page.getByLabel("Cover image: image file").setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: makePng(1200, 630) });
      await expect(page.getByLabel("Image address").first()).toHaveValue(/^\/media\/[0-9a-f]{32}\.png$/);
      await expect(page.getByText("This one is 1200×630 px.")).toBeVisible();
      await page.locator("#post-cover-alt").fill("A leaving checklist with a rupee sign");

      // Blocks: a paragraph is there; add a heading, a list, an image (uploaded), a quotation and a line break.
      const content = (n: number) => page.locator(".post-block").nth(n);
      await content(0).getByLabel("Content (HTML)").fill("When an employee leaves, <strong>leave encashment</strong> is part of the final settlement.");
      const add = async (type: string) => {
        await page.getByLabel("New block").selectOption({ label: type });
        await page.getByRole("button", { name: "Add block" }).click();
      };
      await add("Heading 2");
      await expect(content(1).getByLabel("Type")).toBeFocused();
      await content(1).getByLabel("Content (HTML)").fill("Start with the leave balance");
      await add("Bulleted list");
      await content(2).getByLabel("Content (HTML)").fill("<li>Earned leave balance</li><li>Last drawn basic and DA</li><li>Notice period days</li>");
      await add("Image");
      await content(3).getByLabel("Image: image file").setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: makePng(800, 450, [15, 118, 110]) });
      await expect(content(3).getByLabel("Image address")).toHaveValue(/^\/media\/[0-9a-f]{32}\.png$/);
      await content(3).getByLabel("Alt text").fill("Bar chart of leave days encashed by grade");
      await content(3).getByLabel("Description").fill("Leave days encashed in the last year, by grade.");
      await add("Quotation");
      await content(4).getByLabel("Content (HTML)").fill("Settle within two working days of the last day <script>alert(1)</script>");
      await add("Line break");

      // From the keyboard: the heading moves above the paragraph, focus follows it; the line break goes.
      await content(1).getByRole("button", { name: "Move up block 2" }).focus();
      await page.keyboard.press("Enter");
      expect((await legends(page)).slice(0, 2)).toEqual(["Block 1: Heading 2", "Block 2: Paragraph"]);
      await expect(content(0).getByRole("button", { name: "Move down block 1" })).toBeFocused();
      await content(5).getByRole("button", { name: "Remove block 6" }).click();
      expect(await legends(page)).toEqual(["Block 1: Heading 2", "Block 2: Paragraph", "Block 3: Bulleted list", "Block 4: Image", "Block 5: Quotation"]);

      await page.getByLabel("Keywords", { exact: true }).fill("leave encashment, full and final settlement");
      await page.getByLabel("Tags", { exact: true }).fill("Payroll, Exit");
      await page.getByLabel("SEO title", { exact: true }).fill(`${title} | Vetan`);
      await page.getByLabel("SEO description", { exact: true }).fill("Leave encashment, notice pay and the final settlement checklist for Indian payroll teams.");
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "editor", width);

      // Preview: the public page's components, sanitised by the server (the script is gone).
      await page.getByRole("button", { name: "Preview" }).first().click();
      const preview = page.locator(".post-preview");
      await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(preview.locator(".blog-block-h2")).toHaveText("Start with the leave balance");
      await expect(preview.locator("figure img")).toHaveAttribute("alt", "Bar chart of leave days encashed by grade");
      await expect(preview.locator("figcaption")).toHaveText("Leave days encashed in the last year, by grade.");
      await expect(preview.locator("blockquote")).toHaveText("Settle within two working days of the last day ");
      await expect(preview.locator(".blog-chip")).toHaveText(["leave encashment", "full and final settlement"]);
      expect(await preview.locator("img.blog-hero").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      await shot(page, "preview", width);
      await page.getByRole("button", { name: "Edit", exact: true }).click();

      // Create: the editor now shows the saved post.
      await page.getByRole("button", { name: "Create post" }).click();
      await expect(page.getByText("Post created")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${CONSOLE}/posts/\\d+$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator(".post-toolbar__where")).toHaveText(`On the site at /blog/${slug}`);

      // A visitor (no session) finds it on /Blogs and at /blog/{slug}, with its head tags.
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const anon = await visitor.newPage();
      await anon.goto("/Blogs");
      await expect(anon.getByRole("heading", { name: title })).toBeVisible();
      await anon.goto(`/blog/${slug}`);
      await expect(anon.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(anon).toHaveTitle(`${title} | Vetan`);
      await expect(anon.locator('meta[name="description"]')).toHaveAttribute("content", "Leave encashment, notice pay and the final settlement checklist for Indian payroll teams.");
      await expect(anon.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${slug}$`));
      await expect(anon.locator('meta[name="keywords"]')).toHaveAttribute("content", "leave encashment, full and final settlement");
      const figure = anon.locator(".blog-content figure img");
      await expect(figure).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}\.png$/);
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
      expect(await anon.content()).not.toContain("alert(1)");
      const served = await anon.request.get(`${baseURL}${await figure.getAttribute("src")}`);
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      await visitor.close();

      // Back to draft: the visitor's page is gone at once.
      await page.getByRole("radio", { name: /Draft/ }).check();
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Post saved")).toBeVisible();
      const later = await browser.newContext();
      expect((await later.request.get(`${baseURL}/blog/${slug}`)).status()).toBe(404);
      await later.close();

      // Leaving with unsaved work asks first; Stay keeps the work.
      const excerpt = page.getByLabel("Excerpt");
      const savedExcerpt = await excerpt.inputValue();
      await excerpt.fill(`${savedExcerpt} And one more thing.`);
      await page.locator(".content-crumbs").getByRole("link", { name: "Blog posts" }).click();
      const leave = page.getByRole("dialog", { name: "Leave without saving?" });
      await expect(leave).toBeVisible();
      await leave.getByRole("button", { name: "Stay" }).click();
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${CONSOLE}/posts/\\d+$`));
      await expect(excerpt).toHaveValue(`${savedExcerpt} And one more thing.`);

      // Delete, after confirming.
      await page.getByRole("button", { name: "Delete post" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete this post?" });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(new RegExp(`${CONSOLE}/posts$`));
      await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    });

    test("adds, edits and deletes an author; one with posts cannot be deleted", async ({ page, consoleProblems }) => {
      const name = width > 825 ? "Kavya Menon" : "Arjun Pillai";
      await signInAsSuperadmin(page);
      await page.goto(`${CONSOLE}/authors`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Authors" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "authors", width);

      await page.getByRole("button", { name: "Add author" }).click();
      const form = page.getByRole("form", { name: "Add an author" });
      await expect(form.getByLabel("Name")).toBeFocused();
      await form.getByRole("button", { name: "Add author" }).click();
      await expect(form.getByText("Name is required")).toBeVisible();
      await expect(form.getByText("Add a picture: upload one or give its address")).toBeVisible();
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Picture: image file").setInputFiles({ name: "face.webp", mimeType: "image/webp", buffer: makePng(200, 200, [245, 158, 11]) });
      await expect(form.getByLabel("Image address")).toHaveValue(/^\/media\/[0-9a-f]{32}\.png$/);
      await form.getByLabel("Short bio").fill("Writes about leave and attendance for growing firms.");
      await shot(page, "author-form", width);
      await form.getByRole("button", { name: "Add author" }).click();
      await expect(page.getByText("Author added")).toBeVisible();
      const row = page.locator("tr", { hasText: name });
      await expect(row).toBeVisible();

      await row.getByRole("button", { name: `Edit ${name}` }).click();
      const edit = page.getByRole("form", { name: `Edit ${name}` });
      await edit.getByLabel("Short bio").fill("Writes about leave, attendance and exits.");
      await edit.getByRole("button", { name: "Save author" }).click();
      await expect(page.getByText("Author saved")).toBeVisible();
      await expect(row).toContainText("Writes about leave, attendance and exits.");

      // Someone with posts stays, and the reason is shown.
      await page.locator("tr", { hasText: "Meera Krishnan" }).getByRole("button", { name: "Delete Meera Krishnan" }).click();
      await page.getByRole("dialog", { name: "Delete Meera Krishnan?" }).getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(/Meera Krishnan has \d+ posts?\. Give them another author or delete them first\./)).toBeVisible();
      await expect(page.locator("tr", { hasText: "Meera Krishnan" })).toBeVisible();
      // The browser logs the refusal we provoked (409); that one is expected, nothing else.
      const refusal = consoleProblems.findIndex((p) => p.includes("status of 409") && p.includes("/api/v1/admin/authors/"));
      expect(refusal).toBeGreaterThanOrEqual(0);
      consoleProblems.splice(refusal, 1);

      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(`${name} deleted`)).toBeVisible();
      await expect(page.locator("tr", { hasText: name })).toHaveCount(0);
    });
  });
}
