// The keyboard focus ring's contrast (WCAG 1.4.11 asks 3:1 against the adjacent colours). The ring sits
// 2 px outside the focused control, so what it must stand out from is the ground around it: the light
// grounds the site and the app paint, and the dark surfaces app.css lists as switching to the light ring.
// Colours are read from the stylesheets, so a change to a token is checked here without editing the test.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const styles = new URL("../app/styles/", import.meta.url);
const css = (name: string) => readFileSync(new URL(name, styles), "utf8");
const appCss = css("app.css");
const allCss = ["app.css", "pages.css", "home.css", "dashboard.css", "payroll.css", "attendance.css", "loans.css", "accounts.css"].map(css).join("\n");

/** The hex value of a custom property declared anywhere in the stylesheets, following var() references. */
function token(name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(allCss);
  if (!match?.[1]) throw new Error(`${name} is not declared`);
  const value = match[1].trim();
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  return ref?.[1] ? token(ref[1]) : value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Grounds a focusable control stands on. Literal colours are the gradient stops and tinted boxes of
// accounts.css, dashboard.css and attendance.css.
const LIGHT_GROUNDS = ["--paper", "--mist", "--indigo-50", "--teal-50", "--line", "#f5f7fb", "#fffbeb", "#fffdf5", "#f0fdfa"];
const DARK_GROUNDS = ["--indigo-900", "--indigo-800", "--indigo-600", "--teal", "--ink"];
const hex = (g: string) => (g.startsWith("--") ? token(g) : g);

describe("focus ring", () => {
  it("is drawn in --focus-ring, which is the light-ground ring by default", () => {
    expect(appCss).toMatch(/:focus-visible \{ outline: 3px solid var\(--focus-ring\)/);
    expect(token("--focus-ring")).toBe(token("--focus-ring-on-light"));
  });

  it.each(LIGHT_GROUNDS)("stands out at least 3:1 from the light ground %s", (ground) => {
    expect(contrast(token("--focus-ring-on-light"), hex(ground))).toBeGreaterThanOrEqual(3);
  });

  it.each(DARK_GROUNDS)("stands out at least 3:1 from the dark ground %s", (ground) => {
    expect(contrast(token("--focus-ring-on-dark"), hex(ground))).toBeGreaterThanOrEqual(3);
  });

  it("switches to the dark-ground ring on every dark surface", () => {
    const rule = /([^}]*)\{ --focus-ring: var\(--focus-ring-on-dark\); \}/.exec(appCss);
    const selectors = (rule?.[1] ?? "").split(",").map((s) => s.replace(/\/\*[\s\S]*?\*\//g, "").trim());
    for (const surface of [".site-footer", ".plan-card--3", ".home-banner--dark", ".cta-band__inner", ".faq-help", ".dash-side"]) {
      expect(selectors).toContain(surface);
    }
  });

  it("is never saffron, which is 2.15:1 on white", () => {
    expect(contrast(token("--saffron"), token("--paper"))).toBeLessThan(3);
    expect(allCss).not.toMatch(/outline:[^;]*--saffron/);
  });
});
