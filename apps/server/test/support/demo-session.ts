// A browser signed in as one of the seeded demo people and handed off (placed), as the console and
// dashboard tests need: S is the platform superadmin; A, H and E are the demo firm's admin, HR and employee.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { DEMO_PASSWORD } from "../../src/seed/seed.ts";
import { Browser } from "./browser.ts";

export const DEMO_MOBILE = { S: "9800000000", A: "9800000001", H: "9800000002", E: "9800000003" } as const;
export type DemoType = keyof typeof DEMO_MOBILE;

export async function demoSession(app: FastifyInstance, type: DemoType): Promise<Browser> {
  const browser = new Browser(app);
  const res = await browser.post("/api/accounts/signin", { mobile: DEMO_MOBILE[type], password: DEMO_PASSWORD, callback: "/Identity" });
  expect(res.statusCode, res.body).toBe(200);
  const token = new URL(res.json().redirect, "http://x").searchParams.get("accessToken");
  const answer = (await browser.post("/api/SuperAdmin/VetanSSOLoginV1", { token, product: "VETAN" })).json();
  expect(answer.responseCode, JSON.stringify(answer)).toBe("00");
  return browser;
}

/** Every demo type but the superadmin, plus nobody signed in: the callers the console must refuse. */
export async function refusedCallers(app: FastifyInstance): Promise<{ who: string; browser: Browser; status: number }[]> {
  return [
    { who: "nobody", browser: new Browser(app), status: 401 },
    { who: "A", browser: await demoSession(app, "A"), status: 403 },
    { who: "H", browser: await demoSession(app, "H"), status: 403 },
    { who: "E", browser: await demoSession(app, "E"), status: 403 },
  ];
}
