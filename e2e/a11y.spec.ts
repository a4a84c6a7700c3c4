// An axe-core check of every public page at phone and desktop widths: no serious or critical violation.
// axe is evaluated through the DevTools protocol, which the page's CSP does not govern, so the check runs
// against the page exactly as visitors get it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { landingSlugs } from "../apps/web/app/content/landing-slugs.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

for (const [label, viewport] of [
  ["phone", { width: 375, height: 800 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`${label}, ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
