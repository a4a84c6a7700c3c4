// A browser signed in as one of the seeded demo people and handed off (placed), as the console and
// dashboard tests need: S is the platform superadmin; A, H and E are the demo firm's admin, HR and employee.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { DEMO_PASSWORD } from "../../src/seed/seed.ts";
import { Browser } from "./browser.ts";

export const DEMO_MOBILE = { S: "9800000000", A: "9800000001", H: "9800000002", E: "9800000003", M: "9800000004" } as const;
export type DemoType = keyof typeof DEMO_MOBILE;

/** The /Identity hand-off that a sign-in or sign-up redirects to: VetanSSOLoginV1's answer for its token. */
export async function handOff(browser: Browser, redirect: string) {
  const token = new URL(redirect, "http://x").searchParams.get("accessToken");
  return (await browser.post("/api/SuperAdmin/VetanSSOLoginV1", { token, product: "VETAN" })).json();
}

export async function demoSession(app: FastifyInstance, type: DemoType): Promise<Browser> {
  const browser = new Browser(app);
  const res = await browser.post("/api/accounts/signin", { mobile: DEMO_MOBILE[type], password: DEMO_PASSWORD, callback: "/Identity" });
  expect(res.statusCode, res.body).toBe(200);
  const answer = await handOff(browser, res.json().redirect);
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

/** The demo firm's four roles signed in, with their employee ids: A Ananya, H Rohit, M Arjun (a manager), E Meera. */
export async function demoRoles(app: FastifyInstance) {
  const as = {} as Record<"A" | "H" | "M" | "E", Browser>;
  const id = {} as Record<"A" | "H" | "M" | "E", string>;
  for (const who of ["A", "H", "M", "E"] as const) {
    as[who] = await demoSession(app, who);
    id[who] = (await as[who].get("/api/v1/me")).json().member_id;
  }
  return { as, id };
}
