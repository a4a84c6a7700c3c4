// The demo firm's expense claims: a quarter of them, in every state a newcomer should meet. Sixteen people
// (Meera first) claim local conveyance, client lunches, per diems on tours and client meetings with a GST
// bill, each month. Claims of the older months were approved before those months' runs, which pay them with
// the salary; of the last month some were approved after its run (waiting for the next salary), one was paid
// by a payout, one rejected; this month's wait for the manager or for finance, or are drafts, one withdrawn.
// Items are worked by the same engine and code as the API (prepareItems, reflagClaim), so flags (a day's meals
// over the limit, with the employee's justification) read as they would. No item needs a bill: the seed has
// no files to attach, and a claim the policy would refuse is not one a newcomer should meet.
//
// Advances in every state: Meera's two, paid and then used up by her later claims as they were approved (the
// same settlement code as the API), the rest handed back, and a third waiting for her manager — so her
// expense ledger has every kind of entry and nothing open; another person's part-used advance, one approved
// and waiting for finance to pay it, one at finance, one rejected and one withdrawn.

import { addDays, monthEnd, shiftMonth } from "@vetan/shared/dates";
import { type ClaimInput, ClaimItemSchema } from "@vetan/shared/expenses";
import { gstinCheckCharacter } from "@vetan/shared/ids";
import { and, eq } from "drizzle-orm";
import { approvalActions, approvalRequests, expenseAdvances, expenseClaims, expenseItems, expensePayments, expensePayouts, firms } from "../db/schema.ts";
import { itemValues, prepareItems, reflagClaim } from "../firm/expenses/claims.service.ts";
import { DEFAULT_POLICY } from "../firm/expenses/policy.service.ts";
import { approvedStatus, openOnAdvances, settleClaim } from "../firm/expenses/settlement.ts";
import type { Tx } from "../platform/db/client.ts";
import type { DemoEmployee } from "./content/demo-people.ts";

type State = "approved" | "late_approved" | "paid_out" | "rejected" | "at_manager" | "at_finance" | "draft" | "withdrawn";

const RESTAURANT = `27AACFV2210M1Z${gstinCheckCharacter("27AACFV2210M1Z")}`;

const PROJECTS = ["Dealer network (west)", "Coimbatore mill expansion", "Retail launch (south)"];

/** A claim's items for person `i` in month `month` (k: the month's place in the quarter), none after `latest`. */
function itemsFor(i: number, k: number, month: string, latest: string): ClaimInput["items"] {
  const day = (d: number) => {
    const date = `${month}-${String(d).padStart(2, "0")}`;
    return date < latest ? date : latest;
  };
  const km = 6 + ((i * 7 + k * 5) % 38) + ((i + k) % 10) / 10;
  // Field work is for one of the firm's projects, so the expense report adds up by project.
  const project = PROJECTS[i % PROJECTS.length] as string;
  const items: ClaimInput["items"] = [
    { category: "local_conveyance", date: day(4 + (i % 5)), mileage: { vehicle: i % 4 === 0 ? "car" : "two_wheeler", km }, project, notes: "Office to the client's site and back" },
    { category: "meals", date: day(11 + (i % 6)), amount: String(240 + ((i * 37 + k * 53) % 250)), merchant: ["Vaishali", "Roopali", "Saffron Kitchen", "Annapoorna"][i % 4] as string },
  ];
  // A tour: three meals on one day, over the day's ₹1,000 for meals, with the reason given.
  if ((i + k) % 4 === 1) {
    items.push({ category: "meals", date: day(11 + (i % 6)), amount: "480", merchant: "Hotel Kapila" });
    items.push({ category: "meals", date: day(11 + (i % 6)), amount: "460", merchant: "Hotel Kapila", justification: "Dinner with the dealer's team: the visit ran on" });
    items.push({ category: "per_diem", date: day(12 + (i % 6)), city_tier: ((i % 3) + 1) as 1 | 2 | 3, per_diem_days: 1 + (i % 3) / 2 });
  }
  // A client meeting with its GST bill (a restaurant: 5%, credit usually blocked).
  if ((i + k) % 3 === 0) {
    items.push({
      category: "client_meetings",
      date: day(18),
      amount: "945",
      merchant: "Vaishali Restaurant",
      project,
      gst: { supplier_gstin: RESTAURANT, billed_to_gstin: "27AAPFU0939F1ZV", invoice_number: `VR/${month.replace("-", "")}/${100 + i}`, invoice_date: day(18), taxable: "900", cgst: "22.50", sgst: "22.50" },
    });
  }
  return items;
}

/** Which state the k-th month's claim of person i is in (k 0 and 1: the older payroll months; 2: the last; 3: this month). */
function stateFor(i: number, k: number): State {
  if (k < 2) return "approved";
  if (k === 2) return i === 3 ? "rejected" : i === 5 ? "paid_out" : i % 2 === 0 ? "approved" : "late_approved";
  return i === 0 ? "draft" : i === 6 ? "withdrawn" : i % 3 === 1 ? "at_finance" : i % 5 === 2 ? "draft" : "at_manager";
}

export async function writeDemoExpenses(
  tx: Tx,
  firmId: string,
  people: readonly DemoEmployee[],
  months: readonly string[],
  opts: { hr: string; admin: string; meera: string; now: number; runAt: (month: string) => number },
): Promise<number> {
  const [firm] = await tx.select({ gst: firms.gst }).from(firms).where(eq(firms.id, firmId));
  const gstins = firm?.gst ? [firm.gst] : [];
  const staff = people
    .filter((p) => p.status === "active" && p.managerId && p.usType !== "A" && p.usType !== "H")
    .sort((a, b) => (a.id === opts.meera ? -1 : b.id === opts.meera ? 1 : a.code.localeCompare(b.code)))
    .slice(0, 16);
  // The three payroll months and this one (its claims dated no later than yesterday).
  const yesterday = addDays(new Date(opts.now + 19_800_000).toISOString().slice(0, 10), -1);
  const quarter = [...months.slice(-3), shiftMonth(months.at(-1) as string, 1)];
  const at = (day: string, hour: number) => new Date(Math.min(Date.parse(`${day}T${String(hour).padStart(2, "0")}:30:00+05:30`), opts.now - 3_600_000));
  const indiaDay = (d: Date) => new Date(d.getTime() + 19_800_000).toISOString().slice(0, 10);
  const notAfter = (d: string) => (d < yesterday ? d : yesterday);
  const advances = await writeDemoAdvances(tx, firmId, staff, quarter, { hr: opts.hr, admin: opts.admin, at, notAfter });
  let n = 0;
  const paidOut: { claimId: string; employeeId: string; amount: number }[] = [];
  for (const [k, month] of quarter.entries()) {
    for (const [i, person] of staff.entries()) {
      const state = stateFor(i, k);
      const input = itemsFor(i, k, month, k < 3 ? monthEnd(month) : yesterday).map((item) => ClaimItemSchema.parse(item));
      const prepared = prepareItems(DEFAULT_POLICY, input, gstins);
      const total = prepared.reduce((t, p) => t + p.amount, 0);
      const lastItem = input.map((x) => x.date).sort().at(-1) as string;
      const created = at(addDays(lastItem, 1), 10);
      n += 1;
      const number = `EXP-${String(n).padStart(4, "0")}`;
      const [claim] = await tx.insert(expenseClaims).values({ firmId, number, employeeId: person.id, title: ["Client visits", "Dealer meetings", "Site visits", "Tour expenses"][(i + k) % 4] as string, total, createdAt: created, updatedAt: created }).returning();
      if (!claim) throw new Error("demo claim not written");
      await tx.insert(expenseItems).values(prepared.map((p, position) => ({ firmId, claimId: claim.id, employeeId: person.id, ...itemValues(p, position) })));
      await reflagClaim(tx, firmId, claim, { id: person.id, name: person.name, code: person.code, managerId: person.managerId, workspaceId: person.workspaceId, grade: person.grade });
      if (state === "draft") continue;
      // Submitted: through the approvals mechanism's chain for claims (the manager, then HR as finance).
      const chain = [
        { kind: "manager", approver_ids: [person.managerId as string] },
        { kind: "hr", approver_ids: [opts.hr] },
      ];
      const approved = state === "approved" || state === "late_approved" || state === "paid_out";
      // Approved before the month's run (it pays them), or after it (they wait for the next salary).
      const decided = state === "approved" ? new Date(Math.min(opts.runAt(month) - 86_400_000, opts.now - 7_200_000)) : at(addDays(monthEnd(month), 4), 16);
      const status = approved ? "approved" : state === "rejected" ? "rejected" : state === "withdrawn" ? "cancelled" : "pending";
      const level = state === "at_finance" ? 1 : approved ? 2 : 0;
      const [request] = await tx
        .insert(approvalRequests)
        .values({ firmId, requestType: "expense_claim", requesterId: person.id, subjectId: person.id, title: `Expense claim ${number}: ₹${(total / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`, payload: { claim_id: claim.id, number, title: claim.title, total, items: prepared.length, flagged: 0 }, status, level, chain, createdAt: created, decidedAt: status === "pending" ? null : decided })
        .returning({ id: approvalRequests.id });
      if (!request) throw new Error("demo request not written");
      const actions: (typeof approvalActions.$inferInsert)[] = [{ firmId, requestId: request.id, level: 0, actorId: person.id, action: "submitted", createdAt: created }];
      if (approved || state === "at_finance") actions.push({ firmId, requestId: request.id, level: 0, actorId: person.managerId as string, action: "approved", comment: "Fine", createdAt: new Date(Math.min(decided.getTime(), created.getTime() + 86_400_000)) });
      if (approved) actions.push({ firmId, requestId: request.id, level: 1, actorId: opts.hr, action: "approved", createdAt: decided });
      if (state === "rejected") actions.push({ firmId, requestId: request.id, level: 0, actorId: person.managerId as string, action: "rejected", comment: "The client reimburses this visit: claim it from them", createdAt: decided });
      if (state === "withdrawn") actions.push({ firmId, requestId: request.id, level: 0, actorId: person.id, action: "cancelled", createdAt: at(addDays(lastItem, 2), 11) });
      await tx.insert(approvalActions).values(actions);
      // Approved: set against the person's advances paid by then, as the approval's effect does.
      const payable = approved ? await settleClaim(tx, firmId, { id: claim.id, employeeId: person.id, approvedTotal: total }, indiaDay(decided)) : 0;
      const claimStatus = approved ? approvedStatus(total, payable) : state === "rejected" ? "rejected" : state === "withdrawn" ? "withdrawn" : "submitted";
      await tx
        .update(expenseClaims)
        .set({ status: claimStatus, requestId: request.id, submittedAt: created, decidedAt: status === "pending" ? null : decided, approvedTotal: approved ? total : null })
        .where(and(eq(expenseClaims.firmId, firmId), eq(expenseClaims.id, claim.id)));
      if (state === "paid_out" && payable > 0) paidOut.push({ claimId: claim.id, employeeId: person.id, amount: payable });
    }
  }
  // What Meera's claims left of her advances she handed back after the last month's run.
  const open = await openOnAdvances(tx, firmId, advances.meera);
  for (const [id, o] of open) {
    if (o.open <= 0) continue;
    await tx
      .update(expenseAdvances)
      .set({ returnedAmount: o.open, returnedOn: notAfter(addDays(monthEnd(quarter[2] as string), 4)), returnedReference: "Cash, receipt 2611" })
      .where(and(eq(expenseAdvances.firmId, firmId), eq(expenseAdvances.id, id)));
  }
  // One payout outside payroll, released by the admin (who approved none of its claims).
  if (paidOut.length > 0) {
    const day = addDays(monthEnd(quarter[2] ?? (quarter.at(-1) as string)), 6);
    const [payout] = await tx
      .insert(expensePayouts)
      .values({ firmId, number: "PAYOUT-0001", status: "paid", total: paidOut.reduce((t, p) => t + p.amount, 0), claims: paidOut.length, createdBy: opts.hr, paidOn: day <= new Date(opts.now).toISOString().slice(0, 10) ? day : new Date(opts.now).toISOString().slice(0, 10), reference: "UTR2611004417", paidBy: opts.admin, createdAt: at(day, 12) })
      .returning({ id: expensePayouts.id });
    if (!payout) throw new Error("demo payout not written");
    await tx.insert(expensePayments).values(paidOut.map((p) => ({ firmId, claimId: p.claimId, employeeId: p.employeeId, batchId: payout.id, amount: p.amount })));
    for (const p of paidOut) await tx.update(expenseClaims).set({ status: "paid" }).where(and(eq(expenseClaims.firmId, firmId), eq(expenseClaims.id, p.claimId)));
  }
  return n;
}

type DemoAdvanceState = "paid" | "approved" | "at_manager" | "at_finance" | "rejected" | "withdrawn";

/** The demo's advances (see the top); returns Meera's paid ones, whose unused rest she hands back. */
async function writeDemoAdvances(
  tx: Tx,
  firmId: string,
  staff: readonly DemoEmployee[],
  quarter: readonly string[],
  o: { hr: string; admin: string; at: (day: string, hour: number) => Date; notAfter: (day: string) => string },
): Promise<{ meera: string[] }> {
  const [m0, m1, m2, m3] = quarter as [string, string, string, string];
  const plan: { who: number; purpose: string; rupees: number; asked: string; state: DemoAdvanceState; paidOn?: string }[] = [
    { who: 0, purpose: "Nashik dealer visits: bus fares and meals", rupees: 1_000, asked: `${m0}-01`, state: "paid", paidOn: `${m0}-02` },
    { who: 0, purpose: "Hubli plant commissioning: a week on site", rupees: 2_500, asked: `${m2}-08`, state: "paid", paidOn: `${m2}-10` },
    { who: 1, purpose: "Goa dealer meet: hall and lunches", rupees: 5_000, asked: `${m1}-02`, state: "paid", paidOn: `${m1}-03` },
    { who: 2, purpose: "Belagavi site survey", rupees: 3_000, asked: `${m3}-01`, state: "approved" },
    { who: 4, purpose: "Training in Chennai: travel", rupees: 4_000, asked: `${m2}-12`, state: "rejected" },
    { who: 6, purpose: "Trade fair stand deposit", rupees: 8_000, asked: `${m2}-15`, state: "withdrawn" },
    { who: 7, purpose: "Kolhapur distributor visits", rupees: 2_000, asked: `${m3}-01`, state: "at_finance" },
    { who: 0, purpose: "Chennai trade fair: stall helpers' meals", rupees: 6_000, asked: `${m3}-01`, state: "at_manager" },
  ];
  const meera: string[] = [];
  for (const [k, a] of plan.entries()) {
    const person = staff[a.who];
    if (!person?.managerId) continue;
    const number = `ADV-${String(k + 1).padStart(4, "0")}`;
    const asked = o.notAfter(a.asked);
    const created = o.at(asked, 10);
    const decided = o.at(asked, 17);
    const amount = a.rupees * 100;
    const chain = [
      { kind: "manager", approver_ids: [person.managerId] },
      { kind: "hr", approver_ids: [o.hr] },
    ];
    const approved = a.state === "paid" || a.state === "approved";
    const status = approved ? "approved" : a.state === "rejected" ? "rejected" : a.state === "withdrawn" ? "cancelled" : "pending";
    const [request] = await tx
      .insert(approvalRequests)
      .values({
        firmId,
        requestType: "expense_advance",
        requesterId: person.id,
        subjectId: person.id,
        title: `Expense advance ${number}: ₹${a.rupees.toLocaleString("en-IN")}.00`,
        payload: { number, purpose: a.purpose, amount, needed_by: null, holding: 0 },
        status,
        level: approved ? 2 : a.state === "at_finance" ? 1 : 0,
        chain,
        createdAt: created,
        decidedAt: status === "pending" ? null : decided,
      })
      .returning({ id: approvalRequests.id });
    if (!request) throw new Error("demo advance request not written");
    const actions: (typeof approvalActions.$inferInsert)[] = [{ firmId, requestId: request.id, level: 0, actorId: person.id, action: "submitted", createdAt: created }];
    if (approved || a.state === "at_finance") actions.push({ firmId, requestId: request.id, level: 0, actorId: person.managerId, action: "approved", createdAt: o.at(asked, 13) });
    if (approved) actions.push({ firmId, requestId: request.id, level: 1, actorId: o.hr, action: "approved", createdAt: decided });
    if (a.state === "rejected") actions.push({ firmId, requestId: request.id, level: 0, actorId: person.managerId, action: "rejected", comment: "The training team books this travel", createdAt: decided });
    if (a.state === "withdrawn") actions.push({ firmId, requestId: request.id, level: 0, actorId: person.id, action: "cancelled", createdAt: decided });
    await tx.insert(approvalActions).values(actions);
    const paidOn = a.paidOn ? o.notAfter(a.paidOn) : null;
    const [row] = await tx
      .insert(expenseAdvances)
      .values({
        firmId,
        number,
        employeeId: person.id,
        purpose: a.purpose,
        amount,
        status: a.state === "paid" ? "paid" : approved ? "approved" : a.state === "rejected" ? "rejected" : a.state === "withdrawn" ? "withdrawn" : "requested",
        requestId: request.id,
        decidedAt: status === "pending" ? null : decided,
        paidOn,
        reference: paidOn ? `UTR26${String(k + 1).padStart(8, "0")}` : null,
        paidBy: paidOn ? o.admin : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: expenseAdvances.id });
    if (!row) throw new Error("demo advance not written");
    await tx.update(approvalRequests).set({ payload: { advance_id: row.id, number, purpose: a.purpose, amount, needed_by: null, holding: 0 } }).where(and(eq(approvalRequests.firmId, firmId), eq(approvalRequests.id, request.id)));
    if (a.who === 0 && a.state === "paid") meera.push(row.id);
  }
  return { meera };
}
