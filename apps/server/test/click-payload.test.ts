// The browser's click-tracking body (apps/web/app/lib/click-payload.ts): SPEC.md §7's fields, N/A for what
// the page cannot supply, both ids required, and always a body the server's ClickEventSchema accepts.
import { ClickEventSchema, NOT_AVAILABLE as SERVER_NOT_AVAILABLE } from "@vetan/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildClickPayload,
  type ClickFacts,
  NOT_AVAILABLE,
  NUMBER_LIMITS,
  PRODUCT_LABEL,
  TEXT_LIMITS,
  trackingIds,
} from "../../web/app/lib/click-payload.ts";

const PAGE = "https://vetan.in/Pricing?campaignid=diwali-2026&sessionid=s-42";
const facts = (over: Partial<ClickFacts> = {}): ClickFacts => ({
  href: PAGE,
  pageX: 640.4,
  pageY: 1210.6,
  tagName: "A",
  text: "\n    View   plans\n  ",
  value: null,
  title: "Pricing & Plans – Vetan",
  viewportWidth: 1280,
  viewportHeight: 900,
  documentHeight: 4210,
  fixed: false,
  ...over,
});

describe("tracking ids", () => {
  it.each([
    ["both ids", "?campaignid=c1&sessionid=s1", { campaignid: "c1", sessionid: "s1" }],
    ["both ids among others, with spaces around", "?utm=x&sessionid=%20s1%20&campaignid=c1", { campaignid: "c1", sessionid: "s1" }],
    ["only campaignid", "?campaignid=c1", null],
    ["only sessionid", "?sessionid=s1", null],
    ["neither", "", null],
    ["an empty campaignid", "?campaignid=&sessionid=s1", null],
    ["a blank sessionid", "?campaignid=c1&sessionid=%20%20", null],
    ["differently cased names", "?CampaignId=c1&SessionId=s1", null],
    ["a campaignid longer than the server stores", `?campaignid=${"c".repeat(65)}&sessionid=s1`, null],
  ])("%s", (_what, search, expected) => {
    expect(trackingIds(search)).toEqual(expected);
  });

  it("takes ids as long as the server stores", () => {
    expect(trackingIds(`?campaignid=${"c".repeat(64)}&sessionid=${"s".repeat(64)}`)).not.toBeNull();
  });
});

describe("click payload", () => {
  it("carries SPEC.md's fields and the heatmap extras for an ordinary click", () => {
    const payload = buildClickPayload(facts());
    expect(payload).toEqual({
      campaignid: "diwali-2026",
      sessionid: "s-42",
      x_cord: 640,
      y_cord: 1211,
      element: "A",
      button_name: "View plans",
      pageurl: "https://vetan.in/Pricing",
      pagename: "Pricing & Plans – Vetan",
      product: PRODUCT_LABEL,
      redirection_url: PAGE,
      viewport_w: 1280,
      viewport_h: 900,
      doc_h: 4210,
      fixed: false,
    });
    expect(ClickEventSchema.parse(payload)).toEqual(payload);
    expect(PRODUCT_LABEL).toBe("VETAN");
  });

  it("is not built at all without both tracking ids in the address", () => {
    expect(buildClickPayload(facts({ href: "https://vetan.in/Pricing?campaignid=c1" }))).toBeNull();
    expect(buildClickPayload(facts({ href: "https://vetan.in/Pricing?sessionid=s1" }))).toBeNull();
    expect(buildClickPayload(facts({ href: "https://vetan.in/Pricing" }))).toBeNull();
    expect(buildClickPayload(facts({ href: "not an address" }))).toBeNull();
  });

  it("names a button by its text, an input by its value, and sends N/A when there is neither", () => {
    expect(buildClickPayload(facts({ tagName: "INPUT", text: null, value: " Send " }))?.button_name).toBe("Send");
    expect(buildClickPayload(facts({ tagName: "BUTTON", text: "  \n ", value: "fallback" }))?.button_name).toBe("fallback");
    expect(buildClickPayload(facts({ tagName: "BUTTON", text: "", value: null }))?.button_name).toBe(NOT_AVAILABLE);
    expect(buildClickPayload(facts({ tagName: "A", text: null, value: "" }))?.button_name).toBe(NOT_AVAILABLE);
  });

  it("sends N/A for a missing page title or tag name", () => {
    const payload = buildClickPayload(facts({ title: "   ", tagName: "" }));
    expect(payload).toMatchObject({ pagename: NOT_AVAILABLE, element: NOT_AVAILABLE });
  });

  it("cuts every text to the server's cap, without splitting a character", () => {
    const longPath = `https://vetan.in/${"p".repeat(3000)}?campaignid=c1&sessionid=s1`;
    const payload = buildClickPayload(
      facts({ href: longPath, text: `${"a".repeat(199)}😀 and more`, title: "T".repeat(400), tagName: "X".repeat(40) }),
    );
    expect(payload?.button_name).toBe("a".repeat(199));
    expect(payload?.pagename).toHaveLength(TEXT_LIMITS.pagename);
    expect(payload?.element).toHaveLength(TEXT_LIMITS.element);
    expect(payload?.pageurl).toHaveLength(TEXT_LIMITS.pageurl);
    expect(payload?.redirection_url).toBe(longPath.slice(0, TEXT_LIMITS.redirection_url));
    expect(() => ClickEventSchema.parse(payload)).not.toThrow();
  });

  it("makes coordinates and sizes whole numbers within the server's range", () => {
    const payload = buildClickPayload(
      facts({ pageX: -3.2, pageY: Number.NaN, viewportWidth: 99_999, viewportHeight: 811.5, documentHeight: Number.POSITIVE_INFINITY }),
    );
    expect(payload).toMatchObject({ x_cord: 0, y_cord: 0, viewport_w: NUMBER_LIMITS.viewport, viewport_h: 812, doc_h: 0 });
    expect(buildClickPayload(facts({ pageY: 5e9 }))?.y_cord).toBe(NUMBER_LIMITS.coordinate);
  });

  it("keeps the fixed/sticky flag", () => {
    expect(buildClickPayload(facts({ fixed: true }))?.fixed).toBe(true);
  });

  it("uses the server's own limits and N/A text", () => {
    const shape = ClickEventSchema.shape;
    for (const [field, max] of Object.entries(TEXT_LIMITS)) {
      expect(shape[field as keyof typeof TEXT_LIMITS].maxLength, field).toBe(max);
    }
    expect(shape.x_cord.maxValue).toBe(NUMBER_LIMITS.coordinate);
    expect(shape.viewport_w.unwrap().maxValue).toBe(NUMBER_LIMITS.viewport);
    expect(shape.doc_h.unwrap().maxValue).toBe(NUMBER_LIMITS.document);
    expect(NOT_AVAILABLE).toBe(SERVER_NOT_AVAILABLE);
  });

  it("never builds a body the server would refuse, whatever the page holds", () => {
    const id = fc.string({ minLength: 1, maxLength: 70 });
    const number = fc.oneof(fc.double(), fc.integer({ min: -1e7, max: 1e10 }));
    const text = fc.option(fc.string({ unit: "grapheme", maxLength: 400 }));
    fc.assert(
      fc.property(
        fc.record({
          campaignid: id,
          sessionid: id,
          path: fc.webPath(),
          pageX: number,
          pageY: number,
          tagName: fc.string({ maxLength: 50 }),
          text,
          value: text,
          title: fc.string({ unit: "grapheme", maxLength: 500 }),
          viewportWidth: number,
          viewportHeight: number,
          documentHeight: number,
          fixed: fc.boolean(),
        }),
        ({ campaignid, sessionid, path, ...rest }) => {
          const search = new URLSearchParams({ campaignid, sessionid });
          const payload = buildClickPayload({ ...rest, href: `https://vetan.in${path}?${search}` });
          const ids = trackingIds(`?${search}`);
          expect(payload === null).toBe(ids === null);
          if (payload) expect(() => ClickEventSchema.parse(payload)).not.toThrow();
        },
      ),
      { numRuns: 500 },
    );
  });
});
