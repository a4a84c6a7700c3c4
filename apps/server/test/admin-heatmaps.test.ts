// The console's click heatmaps (/api/v1/admin/heatmaps/*; issue 5 "Click heatmaps"): campaigns, a campaign's
// pages and one page's heatmap, each with exact figures from known stored clicks — counts, distinct
// sessions, width buckets, x scaled to the bucket's width, grid squares, pinned (fixed-box) clicks, the most
// clicked elements — and Indian-day range edges; refused for nobody, A, H and E; bad input of every kind is
// a 400 with a message, never a 5xx.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, HEATMAP_DEFAULT_DAYS, indiaToday } from "@vetan/shared/admin-heatmaps";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoSession, refusedCallers } from "./support/demo-session.ts";

let app: FastifyInstance;
let S: Browser;
let refused: Awaited<ReturnType<typeof refusedCallers>>;

const HOME = "https://vetan.in/";
const PRICING = "https://vetan.in/Pricing";
/** Noon in India on 10 March 2026 (06:30 UTC). */
const NOON = "2026-03-10T12:00:00+05:30";
const MARCH = "from=2026-03-01&to=2026-03-31";

interface Click {
  at: string;
  campaign: string;
  session: string;
  page: string;
  title?: string;
  x: number;
  y: number;
  w: number;
  element: string;
  label: string;
  fixed?: boolean;
  docH?: number;
}

const c = (over: Partial<Click> & Pick<Click, "session" | "x" | "y" | "w" | "element" | "label">): Click => ({
  at: NOON,
  campaign: "spring",
  page: HOME,
  ...over,
});

/**
 * The stored clicks every test reads. Desktop clicks of HOME in March: three on one grid square (two from
 * 1280 px windows and one from 1366 px, whose x scales back onto the same square), two on another (1280 and
 * 1920 px), one right of its window (kept in the last column), two on a fixed header link (different
 * scrolls), so 8 in all; one from a phone; one of unknown width; a tablet page; another campaign; one click
 * before the range; three on the edges of Indian days.
 */
const CLICKS: Click[] = [
  c({ session: "s1", x: 100, y: 200, w: 1280, element: "BUTTON", label: "Get started" }),
  c({ session: "s1", x: 100, y: 200, w: 1280, element: "BUTTON", label: "Get started" }),
  c({ session: "s2", x: 107, y: 205, w: 1366, element: "BUTTON", label: "Get started" }),
  c({ session: "s3", x: 640, y: 1000, w: 1280, element: "A", label: "Pricing" }),
  c({ session: "s3", x: 960, y: 1000, w: 1920, element: "A", label: "Pricing", docH: 5200 }),
  c({ session: "s1", x: 1200, y: 3000, w: 1280, element: "A", label: "Login", fixed: true }),
  c({ session: "s2", x: 1350, y: 48, w: 1440, element: "A", label: "Login", fixed: true }),
  c({ session: "s6", x: 2000, y: 100, w: 1280, element: "A", label: "Wide", at: "2026-03-10T13:00:00+05:30", title: "Vetan home (new)" }),
  c({ session: "s4", x: 187, y: 500, w: 375, element: "BUTTON", label: "Menu" }),
  c({ session: "s5", x: 10, y: 10, w: 0, element: "A", label: "N/A" }),
  c({ session: "s1", x: 400, y: 300, w: 820, element: "BUTTON", label: "Subscribe", page: PRICING, title: "Pricing" }),
  c({ session: "s1", x: 400, y: 300, w: 820, element: "BUTTON", label: "Subscribe", page: PRICING, title: "Pricing" }),
  c({ session: "s9", x: 5, y: 5, w: 1280, element: "A", label: "Home", campaign: "autumn" }),
  c({ session: "s1", x: 100, y: 200, w: 1280, element: "BUTTON", label: "Get started", at: "2026-01-05T12:00:00+05:30" }),
  // The first instant of 1 March in India, the last millisecond of 31 March, and the first of 1 April.
  c({ session: "e1", x: 1, y: 1, w: 1280, element: "A", label: "Edge", campaign: "edge", at: "2026-02-28T18:30:00Z" }),
  c({ session: "e2", x: 1, y: 1, w: 1280, element: "A", label: "Edge", campaign: "edge", at: "2026-03-31T18:29:59.999Z" }),
  c({ session: "e3", x: 1, y: 1, w: 1280, element: "A", label: "Edge", campaign: "edge", at: "2026-03-31T18:30:00Z" }),
];

async function store(app: FastifyInstance, clicks: Click[]) {
  for (const k of clicks) {
    await app.database.query(
      `insert into click_events (created_at, campaignid, sessionid, x_cord, y_cord, element, button_name, pageurl, pagename,
                                 product, redirection_url, viewport_w, viewport_h, doc_h, fixed)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'VETAN', $8, $10, 800, $11, $12)`,
      [k.at, k.campaign, k.session, k.x, k.y, k.element, k.label, k.page, k.title ?? "Vetan home", k.w, k.docH ?? 4000, k.fixed ?? false],
    );
  }
}

beforeAll(async () => {
  app = await createTestApp();
  await store(app, CLICKS);
  S = await demoSession(app, "S");
  refused = await refusedCallers(app);
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await S.get(`/api/v1/admin/heatmaps${url}`);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const pageUrl = (page: string, more = "") => `/page?campaign=spring&page=${encodeURIComponent(page)}&${MARCH}${more}`;

describe("GET /heatmaps/campaigns", () => {
  it("lists each campaign with its distinct pages and sessions and its clicks, most clicked first", async () => {
    const { status, body, headers } = await get(`/campaigns?${MARCH}`);
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("no-store");
    expect(body).toEqual({
      range: { from: "2026-03-01", to: "2026-03-31" },
      campaigns: [
        { campaign: "spring", pages: 2, sessions: 6, clicks: 12, firstClick: "2026-03-10T06:30:00.000Z", lastClick: "2026-03-10T07:30:00.000Z" },
        { campaign: "edge", pages: 1, sessions: 2, clicks: 2, firstClick: "2026-02-28T18:30:00.000Z", lastClick: "2026-03-31T18:29:59.999Z" },
        { campaign: "autumn", pages: 1, sessions: 1, clicks: 1, firstClick: "2026-03-10T06:30:00.000Z", lastClick: "2026-03-10T06:30:00.000Z" },
      ],
    });
  });

  it("counts whole Indian days: a range starts at midnight in India and ends at the next midnight", async () => {
    const april = (await get("/campaigns?from=2026-04-01&to=2026-04-01")).body;
    expect(april.campaigns).toEqual([expect.objectContaining({ campaign: "edge", clicks: 1, firstClick: "2026-03-31T18:30:00.000Z" })]);
    const lastDayOfFeb = (await get("/campaigns?from=2026-02-28&to=2026-02-28")).body;
    expect(lastDayOfFeb.campaigns).toEqual([]);
    const firstOfMarch = (await get("/campaigns?from=2026-03-01&to=2026-03-01")).body;
    expect(firstOfMarch.campaigns).toEqual([expect.objectContaining({ campaign: "edge", clicks: 1 })]);
    const january = (await get("/campaigns?from=2026-01-05&to=2026-01-05")).body;
    expect(january.campaigns).toEqual([expect.objectContaining({ campaign: "spring", clicks: 1, pages: 1, sessions: 1 })]);
  });

  it("takes the last 30 days up to today in India by default, and a range of up to 366 days", async () => {
    const today = indiaToday();
    const { body } = await get("/campaigns");
    expect(body.range).toEqual({ from: addDays(today, -(HEATMAP_DEFAULT_DAYS - 1)), to: today });
    // Only `to` given: the 30 days ending then. Only a future `from`: that one day.
    expect((await get("/campaigns?to=2026-03-31")).body.range).toEqual({ from: "2026-03-02", to: "2026-03-31" });
    const future = addDays(today, 5);
    expect((await get(`/campaigns?from=${future}`)).body.range).toEqual({ from: future, to: future });
    expect((await get("/campaigns?from=2025-04-01&to=2026-04-01")).status).toBe(200);
    // An empty date box means the default, as leaving it out does.
    expect((await get("/campaigns?from=&to=")).body.range).toEqual(body.range);
  });

  it("sees clicks as soon as they are stored, today's included", async () => {
    const local = await createTestApp();
    try {
      await store(local, [
        c({ session: "now", x: 1, y: 1, w: 1280, element: "A", label: "Now", campaign: "today", at: new Date().toISOString() }),
        c({ session: "old", x: 1, y: 1, w: 1280, element: "A", label: "Old", campaign: "old", at: new Date(Date.now() - 40 * 86_400_000).toISOString() }),
      ]);
      const res = await (await demoSession(local, "S")).get("/api/v1/admin/heatmaps/campaigns");
      expect(res.json().campaigns.map((x: { campaign: string }) => x.campaign)).toEqual(["today"]);
    } finally {
      await local.close();
    }
  });
});

describe("GET /heatmaps/pages", () => {
  it("lists the campaign's pages with clicks, sessions and clicks per width bucket", async () => {
    const { status, body } = await get(`/pages?campaign=spring&${MARCH}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      range: { from: "2026-03-01", to: "2026-03-31" },
      campaign: "spring",
      pages: [
        {
          page: HOME,
          title: "Vetan home (new)",
          clicks: 10,
          sessions: 6,
          lastClick: "2026-03-10T07:30:00.000Z",
          // The click of unknown width (0) is in the total but in no bucket.
          buckets: { phone: 1, tablet: 0, desktop: 8 },
        },
        { page: PRICING, title: "Pricing", clicks: 2, sessions: 1, lastClick: "2026-03-10T06:30:00.000Z", buckets: { phone: 0, tablet: 2, desktop: 0 } },
      ],
    });
  });

  it("answers an empty list for a campaign with no clicks in the range, or none at all", async () => {
    expect((await get("/pages?campaign=autumn&from=2026-04-01&to=2026-04-30")).body.pages).toEqual([]);
    expect((await get(`/pages?campaign=${encodeURIComponent("' or 1=1 --")}&${MARCH}`)).body.pages).toEqual([]);
  });
});

describe("GET /heatmaps/page", () => {
  it("gives the desktop density grid with x scaled to 1280 px, the pinned clicks, the top elements and totals", async () => {
    const { status, body } = await get(pageUrl(HOME, "&bucket=desktop"));
    expect(status).toBe(200);
    expect(body).toEqual({
      range: { from: "2026-03-01", to: "2026-03-31" },
      campaign: "spring",
      page: HOME,
      title: "Vetan home (new)",
      bucket: "desktop",
      width: 1280,
      bin: 16,
      totals: {
        clicks: 10,
        sessions: 6,
        buckets: { phone: 1, tablet: 0, desktop: 8 },
        bucketClicks: 8,
        pinnedClicks: 2,
        bucketSessions: 4,
        docHeight: 5200,
      },
      // [column, row, clicks], densest first: x 100 @1280 and 107 @1366 (→ 100) in column 6, row 200/16;
      // 640 @1280 and 960 @1920 (→ 640) in column 40; x 2000 in a 1280 px window kept in the last column.
      cells: [
        [6, 12, 3],
        [40, 62, 2],
        [79, 6, 1],
      ],
      truncated: false,
      // The fixed header link, clicked at two scrolls: 1200 @1280 and 1350 @1440 (→ 1200), column 75; the
      // least scrolled y is where it is drawn when the element cannot be found.
      pinned: [{ element: "A", label: "Login", col: 75, minY: 48, clicks: 2 }],
      targets: [
        { element: "BUTTON", label: "Get started", clicks: 3, sessions: 2 },
        { element: "A", label: "Login", clicks: 2, sessions: 2 },
        { element: "A", label: "Pricing", clicks: 2, sessions: 1 },
        { element: "A", label: "Wide", clicks: 1, sessions: 1 },
      ],
    });
  });

  it("gives the phone grid on its own 375 px width and 8 px squares, and desktop by default", async () => {
    const phone = (await get(pageUrl(HOME, "&bucket=phone"))).body;
    expect(phone).toMatchObject({ bucket: "phone", width: 375, bin: 8, cells: [[23, 62, 1]], pinned: [] });
    expect(phone.totals).toMatchObject({ bucketClicks: 1, bucketSessions: 1, pinnedClicks: 0, docHeight: 4000, clicks: 10 });
    expect(phone.targets).toEqual([{ element: "BUTTON", label: "Menu", clicks: 1, sessions: 1 }]);
    expect((await get(pageUrl(HOME))).body.bucket).toBe("desktop");
  });

  it("gives the tablet grid of another page", async () => {
    const tablet = (await get(pageUrl(PRICING, "&bucket=tablet"))).body;
    // 400 px in an 820 px window is 400 px at the 820 px reference; squares of 12 px.
    expect(tablet).toMatchObject({ title: "Pricing", width: 820, bin: 12, cells: [[33, 25, 2]] });
    expect(tablet.totals).toMatchObject({ clicks: 2, bucketClicks: 2, bucketSessions: 1, buckets: { phone: 0, tablet: 2, desktop: 0 } });
  });

  it("answers an empty heatmap for a page with no clicks in the range, not an error", async () => {
    const { status, body } = await get(`/page?campaign=spring&page=${encodeURIComponent(HOME)}&from=2026-04-01&to=2026-04-30`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ cells: [], pinned: [], targets: [], title: "", totals: { clicks: 0, sessions: 0, bucketClicks: 0 } });
    expect((await get(`/page?campaign=nobody&page=${encodeURIComponent("https://elsewhere.example/")}`)).body.totals.clicks).toBe(0);
  });
});

describe("refusals", () => {
  const routes = [`/campaigns?${MARCH}`, `/pages?campaign=spring&${MARCH}`, pageUrl(HOME)];
  it.each(routes)("refuses %s to nobody (401) and to A, H and E (403)", async (route) => {
    for (const { who, browser, status } of refused) {
      const res = await browser.get(`/api/v1/admin/heatmaps${route}`);
      expect(res.statusCode, who).toBe(status);
      expect(res.body, who).not.toContain("spring");
    }
  });
});

describe("bad input", () => {
  const long = (n: number) => "x".repeat(n);
  const cases: [string, string, string][] = [
    ["a date that is not a date", "/campaigns?from=yesterday", "Use a date like 2026-11-22."],
    ["a date with a time", "/campaigns?from=2026-03-01T00:00", "Use a date like 2026-11-22."],
    ["month 13", "/campaigns?from=2026-13-01", "That date does not exist."],
    ["30 February", "/campaigns?to=2026-02-30", "That date does not exist."],
    ["a date before 2000", "/campaigns?from=1999-12-31&to=2000-01-01", "Choose a date between 2000 and 2099."],
    ["a range that ends before it starts", "/campaigns?from=2026-03-02&to=2026-03-01", "The start date must be on or before the end date."],
    ["a range of 367 days", "/campaigns?from=2025-03-01&to=2026-03-02", "Choose a range of at most 366 days."],
    ["an unknown parameter", `/campaigns?${MARCH}&limit=5`, ""],
    ["a repeated parameter", "/campaigns?from=2026-03-01&from=2026-03-02", ""],
    ["a huge date", `/campaigns?from=${long(10_000)}`, "Use a date like 2026-11-22."],
    ["no campaign", `/pages?${MARCH}`, "Choose a campaign."],
    ["an empty campaign", `/pages?campaign=&${MARCH}`, "Choose a campaign."],
    ["an overlong campaign", `/pages?campaign=${long(65)}`, "A campaign id is at most 64 characters."],
    ["a huge campaign", `/pages?campaign=${long(20_000)}`, "A campaign id is at most 64 characters."],
    ["pages with a bucket", `/pages?campaign=spring&bucket=phone`, ""],
    ["no page", "/page?campaign=spring", "Choose a page."],
    ["an overlong page", `/page?campaign=spring&page=${long(2049)}`, "A page address is at most 2048 characters."],
    ["an unknown bucket", `/page?campaign=spring&page=x&bucket=watch`, "Choose phone, tablet or desktop."],
    ["an upper-case bucket", `/page?campaign=spring&page=x&bucket=Desktop`, "Choose phone, tablet or desktop."],
    ["a bad date on the page", `/page?campaign=spring&page=x&to=2026-02-29`, "That date does not exist."],
  ];
  it.each(cases)("refuses %s with a 400 and a message", async (_what, url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: "1", code: "validation_failed" });
    expect(typeof body.result).toBe("string");
    if (message) expect(body.result).toBe(message);
  });

  it("never answers 5xx to odd but valid text: quotes, percent signs, control characters, emoji", async () => {
    for (const odd of ["'; drop table click_events; --", "100%_\\", "\u0000", "\u202e🙂", "%", "a\nb"]) {
      const q = encodeURIComponent(odd);
      for (const url of [`/pages?campaign=${q}`, `/page?campaign=${q}&page=${q}`, `/page?campaign=spring&page=${q}&bucket=phone`]) {
        const { status } = await get(url);
        expect(status, `${url}`).toBeLessThan(500);
      }
    }
    expect((await get(`/campaigns?${MARCH}`)).body.campaigns).toHaveLength(3);
  });
});
