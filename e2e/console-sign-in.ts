// Signing in as the seeded superadmin (S) through the real pages, for the console's journeys: accounts
// sign-in with the /Identity callback, whose hand-off lands on the console's overview.
import type { Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures.ts";

export const CONSOLE = "/retailer/Superadmin_dashboard";

export async function signInAsSuperadmin(page: Page) {
  await page.goto("/accounts/login?callback=/Identity");
  await hydrated(page);
  await page.getByLabel("Mobile number").fill("9800000000");
  await page.getByLabel("Password", { exact: true }).fill("Vetan-demo-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${CONSOLE}$`));
  await hydrated(page);
}
