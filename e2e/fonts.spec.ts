// The site's text is drawn in Inter from one small face; other characters bring the fuller faces only
// when a page has them (apps/web/app/styles/fonts.css, decision 013). Which font drew a text's glyphs is
// asked of Chromium itself (DevTools protocol), so a face that is downloaded but not used still fails.
import type { Page } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures.ts";

const fontFile = (url: string) => new URL(url).pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, "$1");

/** The fonts that drew the first text node of the element `selector` finds, with their glyph counts. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  await cdp.send("DOM.getDocument", { depth: 0 });
  const { result } = await cdp.send("Runtime.evaluate", { expression: `document.querySelector(${JSON.stringify(selector)}).firstChild` });
  const { nodeId } = await cdp.send("DOM.requestNode", { objectId: result.objectId! });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((f) => ({ family: f.familyName, web: f.isCustomFont, glyphs: f.glyphCount }));
}

test("a page downloads the core face alone and draws its text with it; an accented name brings fontsource's faces, still in Inter", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(fontFile(r.url()));
  });
  await page.goto("/Pricing");
  await pageReady(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual(["inter-core-wght"]);
  expect(await fontsDrawing(page, "h1")).toEqual([{ family: "Inter", web: true, glyphs: "Pricing & Plans".length }]);

  await page.evaluate(() => {
    const name = document.createElement("p");
    name.id = "accented-name";
    name.textContent = "Zoë Ağaoğlu";
    document.querySelector("main")!.prepend(name);
  });
  await expect.poll(() => fonts.toSorted()).toEqual(["inter-core-wght", "inter-latin-ext-wght-normal", "inter-latin-wght-normal"]);
  await page.evaluate(() => document.fonts.ready);
  expect(await fontsDrawing(page, "#accented-name")).toEqual([{ family: "Inter", web: true, glyphs: "Zoë Ağaoğlu".length }]);
});
