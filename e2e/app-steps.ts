// Steps the firm product's (/app) journeys share: signing in as one of the demo firm's people through the
// real pages (accounts sign-in with the /Identity callback), waiting for a screen to have loaded, reading a
// profile's facts, and finding someone's id with the browser's own session.
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures.ts";

/**
 * The widths journeys run at. Each journey runs once, at the width its person most likely uses (the
 * employee and the manager on a phone, the admin and HR at a desk); every screen is still photographed and
 * checked with axe at each width (decision 019).
 */
export const PHONE = 375;
export const DESKTOP = 1280;

export const DEMO = { admin: "9800000001", hr: "9800000002", meera: "9800000003", arjun: "9800000004" } as const;
const PASSWORD = "Vetan-demo-2026";

/** Signs in, then waits for the dashboard the hand-off lands on. */
export async function signIn(page: Page, who: keyof typeof DEMO) {
  await page.goto("/accounts/login?callback=/Identity");
  await hydrated(page);
  await page.getByLabel("Mobile number").fill(DEMO[who]);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/retailer\/\w+$/);
  await hydrated(page);
}

/** The screen's heading is up and nothing on it is still loading (a clientLoader, a part loaded after it). */
export async function loaded(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator(".console-fallback")).toHaveCount(0);
}

/** Opens an /app screen by its address and waits until its data has loaded in the browser. */
export async function openApp(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await hydrated(page);
  await loaded(page, heading);
}

/** The section navigation of the app's shell (a sidebar on desktops, a row that scrolls sideways on phones). */
export const appNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

export const toast = (page: Page, text: string | RegExp) => page.locator(".toast", { hasText: text });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One labelled fact on a profile (a <dt>/<dd> pair of DashboardFacts). */
export const fact = (scope: Locator, label: string) =>
  scope.locator("dl.dash-facts > div").filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${escaped(label)}$`) }) }).locator("dd");

/** An employee's id by exact name, from the directory API with the browser's session. */
export async function idOf(page: Page, name: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/people?${new URLSearchParams({ q: name, limit: "10" })}`);
  expect(answer.status()).toBe(200);
  const found = ((await answer.json()) as { data: { id: string; name: string }[] }).data.filter((p) => p.name === name);
  expect(found, `one ${name} in the directory`).toHaveLength(1);
  return found[0]!.id;
}

/** Chooses a person in a PersonPicker: types, waits for the debounced matches, and takes one by mouse or keyboard. */
export async function pickPerson(scope: Locator, label: string, name: string, by: "mouse" | "keyboard") {
  const box = scope.getByRole("combobox", { name: label });
  await box.fill(name);
  const option = scope.getByRole("option", { name: new RegExp(`^${name}`) });
  await expect(option).toBeVisible();
  if (by === "mouse") await option.click();
  else {
    // The first match is active: Enter chooses it, and must not submit the form around the picker.
    await expect(box).toHaveAttribute("aria-activedescendant", /-option-0$/);
    await box.press("Enter");
  }
  await expect(box).toHaveValue(name);
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(scope.getByRole("button", { name: `Clear ${label}` })).toBeVisible();
}
