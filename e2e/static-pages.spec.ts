// The static pages in a real browser: every one loads clean (the fixture fails on any console error or
// warning) at phone and desktop widths; the policy table of contents jumps to its sections, stays in view on
// desktop and folds on a phone; the footer reaches all seven landing pages.
import type { Page } from "@playwright/test";
import { landingLinks } from "../apps/web/app/content/landing-slugs.ts";
import { expect, pageReady, test } from "./fixtures.ts";

const PAGES: { path: string; h1: string | RegExp }[] = [
  { path: "/About_us", h1: "About Vetan" },
  { path: "/privacy_policy", h1: "Privacy Policy" },
  { path: "/refund_policy", h1: "Refund & Cancellation Policy" },
  { path: "/cancellation_policy", h1: "Cancellation Policy" },
  { path: "/terms_condition", h1: "Terms and Conditions" },
  { path: "/terms-and-conditions", h1: "Terms and Conditions" },
  { path: "/Leave_Management", h1: "Leave Management" },
  ...landingLinks.map((l) => ({ path: `/${l.slug}`, h1: new RegExp(`^${l.title}`) })),
];

/** The heading a TOC entry points at must sit below the sticky header, not under it. */
async function expectInViewBelowHeader(page: Page, id: string) {
  const heading = page.locator(`#${id} h2`);
  await expect(heading).toBeInViewport();
  const header = await page.locator(".site-header").boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
}

for (const viewport of [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`${viewport.name}, ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("every static page loads with its heading, no console error and no sideways scroll", async ({ page }) => {
      for (const { path, h1 } of PAGES) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await pageReady(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });

    test("footer links reach all seven landing pages", async ({ page }) => {
      await page.goto("/About_us");
      await pageReady(page);
      for (const { slug, title } of landingLinks) {
        await page.getByRole("navigation", { name: "Products" }).getByRole("link", { name: title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${slug}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${title}`));
        await expect(page.locator(".landing-hero__image")).toBeVisible();
      }
    });
  });
}

test.describe("table of contents on desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is open beside the text, jumps to a section and stays in view while reading", async ({ page }) => {
    await page.goto("/privacy_policy");
    await pageReady(page);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole("link")).toHaveCount(15);
    await toc.getByRole("link", { name: "11. Your Rights" }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expectInViewBelowHeader(page, "your-rights");
    // Far down the page the contents are still on screen (sticky), and still work.
    await expect(toc).toBeInViewport();
    await toc.getByRole("link", { name: "2. Scope of This Policy" }).click();
    await expectInViewBelowHeader(page, "scope-of-this-policy");
  });

  test("the terms read the same at both addresses and jump the same way", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    await pageReady(page);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc.getByRole("link")).toHaveCount(18);
    await toc.getByRole("link", { name: "18. Contact" }).click();
    await expectInViewBelowHeader(page, "contact");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/terms_condition$/);
  });
});

test.describe("table of contents on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("starts folded, opens on tap, jumps to a section and folds again", async ({ page }) => {
    await page.goto("/terms_condition");
    await pageReady(page);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    const toggle = page.locator(".toc__summary");
    await expect(toggle).toHaveText(/On this page\s*18 sections/);
    await expect(toc).toBeHidden();
    await toggle.click();
    await expect(toc).toBeVisible();
    await toc.getByRole("link", { name: "12. Force Majeure" }).click();
    await expect(page).toHaveURL(/#force-majeure$/);
    await expectInViewBelowHeader(page, "force-majeure");
    await expect(toc).toBeHidden();
  });
});

test.describe("navigation inside the app", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Client navigation needs React: a page that hydrates (the contact form) keeps it across the nav's links.
  // From an HTML-first page the same link is a plain link (decision 034).
  test("About Us opens from the main nav on the client, with its own title", async ({ page }) => {
    await page.goto("/contact_us");
    await pageReady(page);
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents++;
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Vetan");
    await expect(page).toHaveTitle(/About Vetan/);
    expect(documents).toBe(0);
  });

  test("a landing page's FAQ opens and closes", async ({ page }) => {
    await page.goto("/payroll-software-india");
    await pageReady(page);
    const first = page.locator(".faq-item").first();
    await expect(first.locator("p")).toBeHidden();
    await first.locator("summary").click();
    await expect(first.locator("p")).toBeVisible();
    await first.locator("summary").click();
    await expect(first.locator("p")).toBeHidden();
  });
});
