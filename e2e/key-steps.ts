// Steps on the Key ID and Key Secret page shared by journeys: generate and confirm, read the pair (checking
// the Show/Hide toggle on the way), download the CSV, and use the key from a client with no cookies.
import { readFile } from "node:fs/promises";
import { type Page, request } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** A client with no cookies at all, as an integrator's script would be. */
export async function firmWithKey(baseURL: string, keyid: string, keysecret: string) {
  const client = await request.newContext({ baseURL });
  try {
    const res = await client.get("/api/v1/firm", { headers: { authorization: `Basic ${Buffer.from(`${keyid}:${keysecret}`).toString("base64")}` } });
    return { status: res.status(), body: res.ok() ? await res.json() : null };
  } finally {
    await client.dispose();
  }
}

/**
 * Generate → (with a live key: "Replace your API key?" → Revoke and generate) → OK on the confirmation →
 * the form; returns the new pair as the page holds it.
 */
export async function generateOnKeyPage(page: Page, { replacing = false } = {}) {
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  if (replacing) {
    const ask = page.getByRole("dialog", { name: "Replace your API key?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Revoke and generate" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Key generated" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("shown only once");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  const keyid = await page.getByLabel("Key ID").inputValue();
  expect(keyid).toMatch(/^vk_[0-9a-f]{20}$/);
  const secretBox = page.getByLabel("Key Secret", { exact: true });
  const toggle = page.getByRole("button", { name: /^(Show|Hide) Key Secret$/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  const masked = await secretBox.inputValue();
  expect(masked).toMatch(/^•{12}[A-Za-z0-9_-]{4}$/);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveText(/Hide/);
  const keysecret = await secretBox.inputValue();
  expect(keysecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(masked.slice(-4)).toBe(keysecret.slice(-4));
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(secretBox).toHaveValue(masked);
  return { keyid, keysecret };
}

/** Downloads key_id_and_key_secret.csv (the exact name is checked) and returns its text. */
export async function downloadKeyCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download key_id_and_key_secret.csv" }).click()]);
  expect(download.suggestedFilename()).toBe("key_id_and_key_secret.csv");
  return readFile((await download.path())!, "utf8");
}
