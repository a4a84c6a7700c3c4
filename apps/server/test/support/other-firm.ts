// A firm other than the seeded demo firm, made the way a person makes one: its owner signs up, the /Identity
// hand-off finds no firm yet ("02"), and the owner registers the firm with PAN and Aadhaar. For tests that
// need a second tenant, or a firm the superadmin has not seen before.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { Browser } from "./browser.ts";
import { handOff } from "./demo-session.ts";
import { signUp } from "./accounts.ts";

export const OTHER_FIRM = { name: "Khan Leather Works", owner: "Farah Khan", password: "cardamom-hills-77" } as const;

/**
 * Registers Khan Leather Works, owned by a new person with `mobile`, and answers the name it got. The owner
 * is not placed in the firm by this: a new sign-in (and its hand-off) makes them its admin. No two firms
 * share a name (issue 19), so the first firm a test database gets is Khan Leather Works and later ones
 * carry their owner's mobile after it.
 */
export async function registerFirm(app: FastifyInstance, mobile: string, password: string = OTHER_FIRM.password): Promise<string> {
  const owner = new Browser(app);
  const signup = await signUp(app, owner, { name: OTHER_FIRM.owner, mobile, password }, "/Identity");
  expect(signup.statusCode, signup.body).toBe(200);
  expect((await handOff(owner, signup.json().redirect)).responseCode).toBe("02");
  const register = (firm_name: string) => owner.post("/api/SuperAdmin/AddFirmQueryNew", {
    firm_name,
    firm_owner_name: OTHER_FIRM.owner,
    firm_startdate: "2012-06-15",
    firm_members: "11-50",
    firm_type: "Partnership Firm",
    firm_email: "office@khanleather.example",
    firm_mobile: mobile,
    firm_address: "Jajmau, Kanpur, Uttar Pradesh 208010",
    owner_pan: "ABCPE1234F",
    owner_aadhar: "2345 6789 0124",
  });
  let name: string = OTHER_FIRM.name;
  let reg = await register(name);
  if (reg.statusCode === 409 && reg.json().errors?.firm_name) {
    name = `${OTHER_FIRM.name} ${mobile}`;
    reg = await register(name);
  }
  expect(reg.statusCode, reg.body).toBe(200);
  return name;
}
