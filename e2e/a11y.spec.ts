// An axe-core check of every public page at phone and desktop widths: no serious or critical violation.
import { landingSlugs } from "../apps/web/app/content/landing-slugs.ts";
import { seriousViolations } from "./axe.ts";
import { expect, pageReady, test } from "./fixtures.ts";

const PAGES = [
  "/",
  "/Pricing",
  "/About_us",
  "/Blogs",
  "/blog/labour-codes-50-percent-wage-rule",
  "/author/ananya-iyer",
  "/contact_us",
  "/faq",
  "/privacy_policy",
  "/refund_policy",
  "/cancellation_policy",
  "/terms_condition",
  "/terms-and-conditions",
  "/Leave_Management",
  ...landingSlugs.map((slug) => `/${slug}`),
  "/no-such-page",
];

for (const [label, viewport] of [
  ["phone", { width: 375, height: 800 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`${label}, ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await pageReady(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
