// Home page (SPEC.md §1, §2 "Home" and "Dashboard screenshot switcher", §4, §9) at phone and desktop widths.
import type { Locator, Page } from "@playwright/test";
import { expect, pageReady, test } from "./fixtures.ts";

// The e2e server runs with the default support settings (apps/server/src/platform/env.ts).
const SUPPORT_EMAIL = "support@vetan.in";
const SUPPORT_PHONE = "+918047182600";

const SECTIONS = ["hero", "figures", "modules", "one-stop", "expert", "coordinate", "dashboards", "benefits", "testimonials", "demo"];
const MODULES = ["Employee Data Dashboard", "Project Management", "Ledgers and Transaction History", "Leave Management", "Attendance Management", "Expense Management"];
const CAROUSELS = [
  { name: "Benefits", slides: 6 },
  { name: "How our experts help", slides: 4 },
  { name: "Testimonials", slides: 3 },
];

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

function carousel(page: Page, name: string) {
  const region = page.getByRole("region", { name, exact: true });
  return {
    region,
    track: region.locator(".carousel__track"),
    slides: region.locator(".carousel__slide"),
    dots: region.getByRole("button", { name: /^Go to slide \d$/ }),
    dot: (n: number) => region.getByRole("button", { name: `Go to slide ${n}`, exact: true }),
  };
}

/** How far the track is from showing slide n (1-based) at its start, in px. */
async function offsetFromSlide(track: Locator, n: number): Promise<number> {
  return track.evaluate((el, i) => Math.abs((el.children[i - 1] as HTMLElement).offsetLeft - el.scrollLeft), n);
}

/** A real finger swipe from right to left across the element, through the DevTools touch input. */
async function swipeLeft(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe");
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 12; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + ((to - from) * step) / 12, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every section is there, in order, with the SPEC's figures, modules and testimonials", async ({ page }) => {
      await page.goto("/");
      await pageReady(page);
      const order = await page.locator("main > [data-section]").evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.section));
      expect(order).toEqual(SECTIONS);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      const figures = page.locator('[data-section="figures"] .stat');
      await expect(figures).toHaveText(["200+Customers", "1000+Users", "40+Modules"]);

      const modules = page.locator('[data-section="modules"]');
      await expect(modules.getByRole("list", { name: "Modules" }).getByRole("heading", { level: 3 })).toHaveText(MODULES);
      const promo = modules.locator('[data-section="payroll-promo"]');
      for (const subject of ["Payroll:", "Payslip access:", "Staff administration:"]) await expect(promo.getByText(subject, { exact: true })).toBeVisible();

      const quotes = page.locator('[data-section="testimonials"] figure');
      await expect(quotes).toHaveCount(3);
      for (const quote of await quotes.all()) {
        await expect(quote.locator(".home-tag")).not.toBeEmpty();
        await expect(quote.locator(".home-quote__name")).not.toBeEmpty();
        await expect(quote.locator(".home-quote__role")).toHaveText("HR Head");
      }
    });

    test("Talk to an Expert mails and Schedule a call dials the configured support address and number", async ({ page }) => {
      await page.goto("/");
      await pageReady(page);
      const expert = page.locator('[data-section="expert"]');
      const mail = expert.getByRole("link", { name: "Talk to an Expert" });
      const call = expert.getByRole("link", { name: "Schedule a call" });
      await expect(mail).toBeVisible();
      await expect(call).toBeVisible();
      expect(await mail.getAttribute("href")).toBe(`mailto:${SUPPORT_EMAIL}`);
      expect(await call.getAttribute("href")).toBe(`tel:${SUPPORT_PHONE}`);
    });

    test("View Pricing in the one-stop banner opens /Pricing", async ({ page }) => {
      await page.goto("/");
      await pageReady(page);
      await page.locator('[data-section="one-stop"]').getByRole("link", { name: "View Pricing" }).click();
      await expect(page).toHaveURL(/\/Pricing$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing & Plans");
    });

    test("the demo banner opens /contact_us", async ({ page }) => {
      await page.goto("/");
      await pageReady(page);
      const demo = page.locator('[data-section="demo"]').getByRole("link", { name: "Book a Demo" });
      expect(await demo.getAttribute("href")).toBe("/contact_us");
      await demo.click();
      await expect(page).toHaveURL(/\/contact_us$/);
    });

    test("the dashboard tabs switch the screenshot, by click and by arrow keys", async ({ page }) => {
      await page.goto("/");
      await pageReady(page);
      const tablist = page.getByRole("tablist", { name: "Vetan dashboards" });
      const tabs = tablist.getByRole("tab");
      await expect(tabs).toHaveText(["Admin Dashboard", "HR Dashboard", "Employee Dashboard"]);
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1); // the other two are hidden
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
      await expect(panel.locator("img")).toHaveAttribute("src", "/images/home/dashboard-admin.svg");
      await expect(panel).toHaveAttribute("aria-labelledby", (await tabs.nth(0).getAttribute("id")) ?? "");

      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
      await expect(panel.locator("img")).toHaveAttribute("src", "/images/home/dashboard-hr.svg");
      await expect(panel.locator("img")).toBeVisible();

      // Roving focus: only the selected tab is in the Tab order; the arrows move and select.
      await expect(tabs.nth(1)).toHaveAttribute("tabindex", "0");
      await expect(tabs.nth(0)).toHaveAttribute("tabindex", "-1");
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await expect(panel.locator("img")).toHaveAttribute("src", "/images/home/dashboard-employee.svg");
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(0)).toBeFocused();
      await expect(panel.locator("img")).toHaveAttribute("src", "/images/home/dashboard-admin.svg");
      await page.keyboard.press("ArrowLeft");
      await expect(tabs.nth(2)).toBeFocused();
      await page.keyboard.press("Home");
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    });
  });
}

test.describe("phone, 375 px", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("the three carousels have 6, 4 and 3 slides with as many dots, the first one current", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    for (const { name, slides } of CAROUSELS) {
      const c = carousel(page, name);
      await expect(c.slides).toHaveCount(slides);
      await expect(c.dots).toHaveCount(slides);
      await expect(c.dots.first()).toBeVisible();
      await expect(c.dot(1)).toHaveAttribute("aria-current", "true");
      await expect(c.region.locator('[aria-current="true"]')).toHaveCount(1);
    }
  });

  for (const { name } of CAROUSELS) {
    test(`${name}: a swipe shows slide 2 and its dot, dot 3 shows slide 3, the arrow keys move a slide`, async ({ page }) => {
      await page.goto("/");
      await pageReady(page);
      const c = carousel(page, name);
      await c.track.scrollIntoViewIfNeeded();

      await swipeLeft(page, c.track);
      await expect.poll(() => offsetFromSlide(c.track, 2)).toBeLessThan(2);
      await expect(c.dot(2)).toHaveAttribute("aria-current", "true");
      await expect(c.dot(1)).not.toHaveAttribute("aria-current", /.*/);

      await c.dot(3).click();
      await expect.poll(() => offsetFromSlide(c.track, 3)).toBeLessThan(2);
      await expect(c.dot(3)).toHaveAttribute("aria-current", "true");
      await expect(c.slides.nth(2)).toBeInViewport({ ratio: 0.9 });

      // Keyboard: on a dot, the left arrow goes back one slide and focus follows to its dot.
      await c.dot(3).focus();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => offsetFromSlide(c.track, 2)).toBeLessThan(2);
      await expect(c.dot(2)).toBeFocused();
      await expect(c.dot(2)).toHaveAttribute("aria-current", "true");
    });
  }

  test("nothing moves by itself: no auto-advance in 6 s", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const positions = () =>
      page.locator(".carousel__track").evaluateAll((tracks) => tracks.map((t) => t.scrollLeft));
    const current = () => page.locator('.carousel__dot[aria-current="true"]').evaluateAll((dots) => dots.map((d) => d.getAttribute("aria-label")));
    // Start one carousel away from slide 1, so a timer moving "to the next" or "back to the first" would both
    // show. Scrolled from script, with the pointer and focus elsewhere: hover and focus would pause a timer.
    const benefits = carousel(page, "Benefits");
    await benefits.track.evaluate((el) => el.scrollTo({ left: (el.children[1] as HTMLElement).offsetLeft, behavior: "instant" }));
    await expect(benefits.dot(2)).toHaveAttribute("aria-current", "true");
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const before = { at: await positions(), dots: await current() };
    // In page order: expert, benefits, testimonials.
    expect(before.dots).toEqual(["Go to slide 1", "Go to slide 2", "Go to slide 1"]);
    await page.waitForTimeout(6000);
    expect(await positions()).toEqual(before.at);
    expect(await current()).toEqual(before.dots);
  });

  test("the hero does not animate on a phone", async ({ page }) => {
    await page.goto("/");
    const animation = await page.locator(".hero__text").evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("none");
  });

  test("the page does not shift while it loads and hydrates", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await pageReady(page);
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("the carousels are grids: every slide shows and no dots do", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    for (const { name, slides } of CAROUSELS) {
      const c = carousel(page, name);
      await expect(c.slides).toHaveCount(slides);
      for (const slide of await c.slides.all()) await expect(slide).toBeVisible();
      for (const dot of await c.dots.all()) await expect(dot).toBeHidden();
      // A grid does not scroll, so it is no Tab stop once the page runs.
      await expect(c.track).not.toHaveAttribute("tabindex", /.*/);
      // Slides of one row sit side by side.
      const [a, b] = [await c.slides.nth(0).boundingBox(), await c.slides.nth(1).boundingBox()];
      expect(b?.y).toBe(a?.y);
      expect(b && a && b.x > a.x + a.width).toBe(true);
    }
  });

  test("buttons swap colour on hover (SPEC.md §4)", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    for (const button of [
      page.locator('[data-section="one-stop"]').getByRole("link", { name: "View Pricing" }),
      page.locator('[data-section="expert"]').getByRole("link", { name: "Talk to an Expert" }),
      page.locator('[data-section="expert"]').getByRole("link", { name: "Schedule a call" }),
      page.locator('[data-section="demo"]').getByRole("link", { name: "Book a Demo" }),
    ]) {
      await button.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      const resting = await background(button);
      await button.hover();
      await expect.poll(() => background(button)).not.toBe(resting);
    }
  });

  test("the hero text and picture slide in over 1 s", async ({ page }) => {
    await page.goto("/");
    const text = await page.locator(".hero__text").evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
    const image = await page.locator(".hero__image").evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
    expect(text).toEqual(["slide-in-left", "1s"]);
    expect(image).toEqual(["slide-in-right", "1s"]);
  });

  test("page title and description from the SEO settings (page 1), and Organization JSON-LD", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Vetan – HR, Payroll & Attendance Software for India");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Vetan runs payroll, attendance, leave/);
    // Only the settings carry keywords, so their presence shows the page read them.
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /payroll software India/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld["@type"]).toBe("Organization");
    expect(ld.name).toBe("Vetan");
    expect(ld.logo).toMatch(/\/images\/site\/logo\.svg$/);
    expect(ld.contactPoint).toMatchObject({ email: SUPPORT_EMAIL, telephone: SUPPORT_PHONE });
  });

  test("the hero picture loads at once; pictures further down load lazily; every picture has its size", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".hero__image")).not.toHaveAttribute("loading", "lazy");
    for (const img of await page.locator("main img").all()) {
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
    }
    await expect(page.locator(".home-promo__image")).toHaveAttribute("loading", "lazy");
    await expect(page.locator(".dashboards__frame img").first()).toHaveAttribute("loading", "lazy");
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: DESKTOP, reducedMotion: "reduce" });

  test("the hero does not animate", async ({ page }) => {
    await page.goto("/");
    for (const selector of [".hero__text", ".hero__image"]) {
      expect(await page.locator(selector).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    }
  });
});

test.describe("compact height, 820 x 700", () => {
  test.use({ viewport: { width: 820, height: 700 } });

  test("a shorter hero without its picture keeps the call to action on the first screen", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    expect(await page.locator(".hero__image").evaluate((el) => getComputedStyle(el).display)).toBe("none");
    expect(await page.locator(".hero h1").evaluate((el) => getComputedStyle(el).fontSize)).toBe("28px");
    await expect(page.locator(".hero__actions").getByRole("link", { name: "Book a Demo" })).toBeInViewport();
  });

  test("the rule needs the height too: at 820 x 1000 the hero keeps its picture", async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1000 });
    await page.goto("/");
    expect(await page.locator(".hero__image").evaluate((el) => getComputedStyle(el).display)).toBe("block");
    expect(await page.locator(".hero h1").evaluate((el) => getComputedStyle(el).fontSize)).not.toBe("28px");
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the server HTML already holds every section, slide, dot and tab", async ({ page }) => {
    await page.goto("/");
    const order = await page.locator("main > [data-section]").evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.section));
    expect(order).toEqual(SECTIONS);
    for (const { name, slides } of CAROUSELS) {
      const c = carousel(page, name);
      await expect(c.slides).toHaveCount(slides);
      await expect(c.dots).toHaveCount(slides);
      await expect(c.dot(1)).toHaveAttribute("aria-current", "true");
      // It may scroll (the width is unknown on the server), so keyboard users can reach it.
      await expect(c.track).toHaveAttribute("tabindex", "0");
    }
    await expect(page.getByRole("tab")).toHaveCount(3);
  });
});
