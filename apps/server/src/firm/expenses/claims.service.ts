// Expense claims: an employee's draft with its items and their receipts, submitted to the approvals
// mechanism (the manager, then finance, then an admin above the firm's amount), decided item by item where
// an approver pays less than claimed (with a reason), then paid once (issue 18, later steps).
//
// Amounts for mileage and per diem are worked by the engine (@vetan/expenses), never typed; a bill's GST is
// checked and refused in words when it cannot be right; the policy's flags (over a limit, a bill missing,
// a likely duplicate) are worked again whenever the claim or its receipts change, against the person's
// other live claims, so the approver always sees them as they stand.
import { createHash, randomUUID } from "node:crypto";
import { checkGst, evaluateItems, findDuplicates, type ItemForDuplicates, type ItemForPolicy, mileageAmount, outsideClaimWindow, perDiemAmount } from "@vetan/expenses";
import type { ClaimExportQuerySchema, ClaimItemSchema, ClaimItemView, ClaimListQuerySchema, ClaimListRow, ClaimSchema, ClaimStatus, ClaimView, ExpensePolicy } from "@vetan/shared/expenses";
import { DOCUMENT_WRONG_TYPE } from "@vetan/shared/documents";
import { indiaToday, monthEnd } from "@vetan/shared/dates";
import { formatPaise } from "@vetan/shared/money";
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { approvalRequests, employees, expenseAdvanceSettlements, expenseAdvances, expenseClaims, expenseItems, expensePayments, expensePayouts, expenseReceipts, firms, payrollRuns } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { emitWebhook } from "../webhooks/emit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { likePattern } from "../../platform/db/like.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import { type CursorValue, decodeCursor, type KeysetOrder, keysetAfter, keysetPage, stamp } from "../../platform/cursor.ts";
import type { FirmActor } from "../actor.ts";
import type { Approvals, RequestHandler } from "../approvals/approvals.service.ts";
import { sniffDocument } from "../documents/documents.service.ts";
import type { PrivateFileStore } from "../documents/private-files.ts";
import type { Notifications } from "../notifications/notifications.service.ts";
import { hrCovers } from "../people/people.policy.ts";
import { enginePolicy, policyOf } from "./policy.service.ts";
import { approvedStatus, settleClaim } from "./settlement.ts";

type ClaimRow = typeof expenseClaims.$inferSelect;
type ItemRow = typeof expenseItems.$inferSelect;
type ItemInput = z.output<typeof ClaimItemSchema>;
export type Owner = { id: string; name: string; code: string; managerId: string | null; workspaceId: string | null; grade: string | null };

const NOT_FOUND = "No such claim in your firm.";
/** Claims that count toward limits and duplicates: in flight or done, not drafts, refusals or withdrawals. */
const LIVE: ClaimStatus[] = ["submitted", "approved", "paid", "settled"];

const fieldError = (path: string, message: string) => AppError.badRequest(message, { [path]: message });
/** The engine's bill fields as the form names them (a total that does not add up is shown at the taxable value). */
const GST_FIELDS = { supplierGstin: "supplier_gstin", billedToGstin: "billed_to_gstin", invoiceNumber: "invoice_number", invoiceDate: "invoice_date", taxable: "taxable", cgst: "cgst", sgst: "sgst", igst: "igst", amount: "taxable" } as const;

/**
 * Each item's date against the firm's claim window as it stands today, keyed by the form's field: an item
 * too old (or not yet made) is refused on create, on every change and again on submit, since the policy may
 * have narrowed after the draft was written.
 */
function datesOutsideWindow(policy: ExpensePolicy, dates: readonly string[]): Record<string, string> {
  const opts = { today: indiaToday(), withinDays: policy.claim_within_days, futureDated: policy.future_dated };
  const out: Record<string, string> = {};
  dates.forEach((date, i) => {
    const words = outsideClaimWindow(date, opts);
    if (words) out[`items.${i}.date`] = words;
  });
  return out;
}

/** Each item as stored: its amount worked out where the policy works it, its bill checked. */
export function prepareItems(policy: ExpensePolicy, items: readonly ItemInput[], firmGstins: readonly string[]) {
  const { mileage, perDiem } = enginePolicy(policy);
  return items.map((item, i) => {
    const at = (field: string) => `items.${i}.${field}`;
    const category = policy.categories.find((c) => c.code === item.category);
    if (!category) throw fieldError(at("category"), "Choose one of the firm's categories");
    let amount = item.amount;
    let working: string | null = null;
    let flag: string | null = null;
    if (category.kind === "mileage") {
      if (!item.mileage) throw fieldError(at("mileage.km"), "Give the vehicle and the distance in km");
      const worked = mileageAmount(mileage, item.mileage.vehicle, item.mileage.km);
      if ("error" in worked) throw fieldError(at("mileage.vehicle"), worked.error);
      ({ amount, working, flag } = worked);
    } else if (category.kind === "per_diem") {
      if (item.city_tier === null) throw fieldError(at("city_tier"), "Choose the city's tier for a per diem");
      if (item.per_diem_days === undefined) throw fieldError(at("per_diem_days"), "Give the days away");
      const worked = perDiemAmount(perDiem, item.city_tier, item.per_diem_days);
      if ("error" in worked) throw fieldError(at("per_diem_days"), worked.error);
      ({ amount, working } = worked);
    } else if (amount === null) throw fieldError(at("amount"), "Amount is required");
    const claimed = amount as number;
    let gst: ClaimItemView["gst"] = null;
    if (item.gst) {
      const bill = { supplierGstin: item.gst.supplier_gstin, billedToGstin: item.gst.billed_to_gstin, invoiceNumber: item.gst.invoice_number, invoiceDate: item.gst.invoice_date, taxable: item.gst.taxable, cgst: item.gst.cgst, sgst: item.gst.sgst, igst: item.gst.igst };
      const checked = checkGst(bill, { itemAmount: claimed, firmGstins, blocked: category.credit_blocked });
      const first = checked.errors[0];
      if (first) throw AppError.badRequest(first.message, Object.fromEntries(checked.errors.map((e) => [at(`gst.${GST_FIELDS[e.field]}`), e.message])));
      gst = { ...item.gst, credit: checked.credit, notes: checked.notes };
    }
    return { input: item, amount: claimed, working, engineFlag: flag, gst };
  });
}

/** A prepared item as its row holds it (the claim, person and firm aside). */
export function itemValues(p: ReturnType<typeof prepareItems>[number], position: number) {
  return {
    category: p.input.category,
    date: p.input.date,
    amount: p.amount,
    merchant: p.input.merchant,
    project: p.input.project,
    notes: p.input.notes,
    cityTier: p.input.city_tier,
    working: p.working,
    mileage: p.input.mileage ?? null,
    perDiemDays: p.input.per_diem_days ?? null,
    gst: p.gst,
    justification: p.input.justification,
    flags: p.engineFlag ? [{ kind: "long_trip", words: p.engineFlag }] : [],
    position,
  };
}

/** The claims of `ids` the viewer sees, as list rows. */
function listRow(row: ClaimRow, owner: { id: string; name: string; code: string }, items: number, flagged: number, status: ClaimStatus): ClaimListRow {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status,
    employee: owner,
    items,
    total: row.total,
    approved_total: row.approvedTotal,
    flagged,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Works every item's flags again: the policy's (against the person's other live claims), the engine's
 * own (a long trip), and likely duplicates (same bill or the same receipt file, here or in other claims).
 */
export async function reflagClaim(tx: Tx, firmId: string, claim: ClaimRow, owner: Owner): Promise<void> {
  const policy = await policyOf(tx, firmId);
  const items = await tx.select().from(expenseItems).where(and(eq(expenseItems.firmId, firmId), eq(expenseItems.claimId, claim.id))).orderBy(asc(expenseItems.position));
  if (items.length === 0) return;
  const dates = items.map((i) => i.date).sort();
  const monthStart = `${(dates[0] as string).slice(0, 7)}-01`;
  const others = await tx
    .select({ item: expenseItems, number: expenseClaims.number })
    .from(expenseItems)
    .innerJoin(expenseClaims, and(eq(expenseClaims.firmId, expenseItems.firmId), eq(expenseClaims.id, expenseItems.claimId)))
    .where(and(eq(expenseItems.firmId, firmId), eq(expenseItems.employeeId, owner.id), ne(expenseItems.claimId, claim.id), inArray(expenseClaims.status, LIVE), gte(expenseItems.date, monthStart), lte(expenseItems.date, monthEnd((dates.at(-1) as string).slice(0, 7)))));
  const receipts = await tx
    .select({ itemId: expenseReceipts.itemId, sha256: expenseReceipts.sha256 })
    .from(expenseReceipts)
    .where(and(eq(expenseReceipts.firmId, firmId), inArray(expenseReceipts.itemId, [...items.map((i) => i.id), ...others.map((o) => o.item.id)])));
  const hashes = new Map<string, string[]>();
  for (const r of receipts) hashes.set(r.itemId, [...(hashes.get(r.itemId) ?? []), r.sha256]);
  // The same file anywhere in the firm's other claims of this person is caught by its hash too.
  const forPolicy = (i: ItemRow): ItemForPolicy => ({ ref: i.id, category: i.category, date: i.date, amount: i.amount, tier: (i.cityTier as 1 | 2 | 3 | null) ?? null, receipts: hashes.get(i.id)?.length ?? 0 });
  const policyFlags = evaluateItems(enginePolicy(policy).policy, items.map(forPolicy), { grade: owner.grade, today: indiaToday(), history: others.map((o) => forPolicy(o.item)) });
  const forDuplicates = (i: ItemRow, where: string): ItemForDuplicates => ({ ref: i.id, where, date: i.date, amount: i.amount, merchant: i.merchant, invoice: i.gst ? `${i.gst.supplier_gstin}|${i.gst.invoice_number}` : null, receiptHashes: hashes.get(i.id) ?? [] });
  const duplicates = findDuplicates(
    items.map((i) => forDuplicates(i, "this claim")),
    others.map((o) => forDuplicates(o.item, `claim ${o.number}`)),
  );
  for (const item of items) {
    const flags = [
      ...(policyFlags.get(item.id) ?? []).map((f) => ({ kind: f.kind, words: f.words })),
      // The engine's own flag (a long trip), written with the item, is kept as it is.
      ...item.flags.filter((f) => f.kind === "long_trip"),
      ...(duplicates.get(item.id) ?? []).map((d) => ({ kind: "duplicate", words: d.words })),
    ];
    await tx.update(expenseItems).set({ flags }).where(and(eq(expenseItems.firmId, firmId), eq(expenseItems.id, item.id)));
  }
}

/** The most rows one export of the claims list holds (a year of a large firm's claims, a few times over). */
export const EXPORT_MAX = 100_000;

/** Whose claims the list shows the actor, searched and filtered: the one place its exports share. */
function listWhere(actor: FirmActor, query: z.output<typeof ClaimExportQuerySchema>): SQL {
  const where: SQL[] = [eq(expenseClaims.firmId, actor.firmId)];
  if (query.box === "mine") where.push(eq(expenseClaims.employeeId, actor.employeeId));
  else {
    where.push(ne(expenseClaims.status, "draft"));
    if (query.box === "team") where.push(eq(employees.managerId, actor.employeeId));
    else if (actor.access === "H" && actor.hrWorkspaceIds.length > 0) where.push(inArray(employees.workspaceId, [...actor.hrWorkspaceIds]));
    else if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("The firm's claims are for admins and HR.");
  }
  if (query.status !== "any") where.push(eq(expenseClaims.status, query.status));
  if (query.from) where.push(gte(expenseClaims.createdAt, new Date(`${query.from}T00:00:00+05:30`)));
  if (query.to) where.push(lte(expenseClaims.createdAt, new Date(`${query.to}T23:59:59+05:30`)));
  if (query.q) {
    const like = likePattern(query.q);
    where.push(or(ilike(expenseClaims.title, like), ilike(expenseClaims.number, like), ilike(employees.name, like), ilike(employees.code, like)) as SQL);
  }
  return and(...where) as SQL;
}

const CLAIM_ORDER: KeysetOrder = { table: expenseClaims, keys: [{ column: expenseClaims.createdAt, direction: "desc" }], id: { column: expenseClaims.id, direction: "desc" } };

/** A page of the list, newest first; `limit + 1` rows are read so the caller knows whether more follow. */
async function listRows(tx: Tx, where: SQL, page: { limit: number; offset: number; cursor?: CursorValue[] | null }): Promise<{ row: ClaimListRow; key: CursorValue[] }[]> {
  const rows = await tx
    .select({
      claim: expenseClaims,
      name: employees.name,
      code: employees.code,
      items: sql<number>`(select count(*)::int from ${expenseItems} i where i.firm_id = ${expenseClaims.firmId} and i.claim_id = ${expenseClaims.id})`,
      flagged: sql<number>`(select count(*)::int from ${expenseItems} i where i.firm_id = ${expenseClaims.firmId} and i.claim_id = ${expenseClaims.id} and jsonb_array_length(i.flags) > 0)`,
    })
    .from(expenseClaims)
    .innerJoin(employees, and(eq(employees.firmId, expenseClaims.firmId), eq(employees.id, expenseClaims.employeeId)))
    .where(and(where, keysetAfter(CLAIM_ORDER, page.cursor ?? null)))
    .orderBy(desc(expenseClaims.createdAt), desc(expenseClaims.id))
    .limit(page.limit)
    .offset(page.cursor ? 0 : page.offset);
  return rows.map((r) => ({ row: listRow(r.claim, { id: r.claim.employeeId, name: r.name, code: r.code }, r.items, r.flagged, r.claim.status), key: [stamp(r.claim.createdAt), r.claim.id] }));
}

export function createClaims(db: Db, files: PrivateFileStore, approvals: Approvals, notifications: Notifications) {
  async function ownerOf(tx: Tx, firmId: string, employeeId: string): Promise<Owner> {
    const [p] = await tx
      .select({ id: employees.id, name: employees.name, code: employees.code, managerId: employees.managerId, workspaceId: employees.workspaceId, grade: employees.grade })
      .from(employees)
      .where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)));
    if (!p) throw AppError.notFound("No such employee in your firm.");
    return p;
  }

  /** May the actor see this claim? Its owner; their manager, HR covering them and admins once it is submitted; its approvers. */
  async function mayView(tx: Tx, actor: FirmActor, claim: ClaimRow, owner: Owner): Promise<boolean> {
    if (claim.employeeId === actor.employeeId) return true;
    if (claim.status === "draft") return false;
    if (actor.access === "A" || hrCovers(actor, owner.workspaceId) || owner.managerId === actor.employeeId) return true;
    if (!claim.requestId) return false;
    const [req] = await tx.select({ chain: approvalRequests.chain }).from(approvalRequests).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, claim.requestId)));
    return req?.chain.some((l) => l.approver_ids.includes(actor.employeeId)) ?? false;
  }

  async function claimFor(tx: Tx, actor: FirmActor, id: string, lock = false): Promise<{ claim: ClaimRow; owner: Owner }> {
    const q = tx.select().from(expenseClaims).where(and(eq(expenseClaims.firmId, actor.firmId), eq(expenseClaims.id, id)));
    const [claim] = lock ? await q.for("update") : await q;
    if (!claim) throw AppError.notFound(NOT_FOUND);
    const owner = await ownerOf(tx, actor.firmId, claim.employeeId);
    if (!(await mayView(tx, actor, claim, owner))) throw AppError.notFound(NOT_FOUND);
    return { claim, owner };
  }

  /** Writes the claim's items as given (kept, changed, added, the rest removed); the receipt files of removed items, to delete after commit. */
  async function writeItems(tx: Tx, actor: FirmActor, claim: ClaimRow, owner: Owner, input: z.output<typeof ClaimSchema>): Promise<string[]> {
    const [firm] = await tx.select({ gst: firms.gst }).from(firms).where(eq(firms.id, actor.firmId));
    const policy = await policyOf(tx, actor.firmId);
    const outside = datesOutsideWindow(policy, input.items.map((i) => i.date));
    const first = Object.values(outside)[0];
    if (first) throw AppError.badRequest(first, outside);
    const prepared = prepareItems(policy, input.items, firm?.gst ? [firm.gst] : []);
    const existing = await tx.select({ id: expenseItems.id }).from(expenseItems).where(and(eq(expenseItems.firmId, actor.firmId), eq(expenseItems.claimId, claim.id)));
    const keep = new Set(existing.map((e) => e.id));
    for (const [i, p] of prepared.entries()) {
      if (p.input.id && !keep.has(p.input.id)) throw fieldError(`items.${i}.id`, "That item is not on this claim");
    }
    const kept = prepared.map((p) => p.input.id).filter((x): x is string => Boolean(x));
    // Items left out are removed, with their receipts (the files go after commit).
    const gone = existing.filter((e) => !kept.includes(e.id)).map((e) => e.id);
    const orphaned: string[] = [];
    if (gone.length > 0) {
      const files = await tx.select({ key: expenseReceipts.fileKey }).from(expenseReceipts).where(and(eq(expenseReceipts.firmId, actor.firmId), inArray(expenseReceipts.itemId, gone)));
      await tx.delete(expenseItems).where(and(eq(expenseItems.firmId, actor.firmId), inArray(expenseItems.id, gone)));
      orphaned.push(...files.map((f) => f.key));
    }
    for (const [position, p] of prepared.entries()) {
      const values = itemValues(p, position);
      if (p.input.id) await tx.update(expenseItems).set(values).where(and(eq(expenseItems.firmId, actor.firmId), eq(expenseItems.id, p.input.id)));
      else await tx.insert(expenseItems).values({ firmId: actor.firmId, claimId: claim.id, employeeId: owner.id, ...values });
    }
    const total = prepared.reduce((t, p) => t + p.amount, 0);
    await tx.update(expenseClaims).set({ title: input.title, total, updatedAt: new Date() }).where(and(eq(expenseClaims.firmId, actor.firmId), eq(expenseClaims.id, claim.id)));
    await reflagClaim(tx, actor.firmId, { ...claim, total }, owner);
    return orphaned;
  }

  async function present(tx: Tx, actor: FirmActor, claim: ClaimRow, owner: Owner): Promise<ClaimView> {
    const policy = await policyOf(tx, actor.firmId);
    const items = await tx.select().from(expenseItems).where(and(eq(expenseItems.firmId, actor.firmId), eq(expenseItems.claimId, claim.id))).orderBy(asc(expenseItems.position));
    const receipts = items.length
      ? await tx.select().from(expenseReceipts).where(and(eq(expenseReceipts.firmId, actor.firmId), inArray(expenseReceipts.itemId, items.map((i) => i.id)))).orderBy(asc(expenseReceipts.createdAt))
      : [];
    const mine = claim.employeeId === actor.employeeId;
    const [payment] = await tx
      .select({ runId: expensePayments.runId, month: payrollRuns.month, batchId: expensePayments.batchId, batch: expensePayouts.number })
      .from(expensePayments)
      .leftJoin(payrollRuns, and(eq(payrollRuns.firmId, expensePayments.firmId), eq(payrollRuns.id, expensePayments.runId)))
      .leftJoin(expensePayouts, and(eq(expensePayouts.firmId, expensePayments.firmId), eq(expensePayouts.id, expensePayments.batchId)))
      .where(and(eq(expensePayments.firmId, actor.firmId), eq(expensePayments.claimId, claim.id)));
    const advances = await tx
      .select({ id: expenseAdvances.id, number: expenseAdvances.number, amount: expenseAdvanceSettlements.amount })
      .from(expenseAdvanceSettlements)
      .innerJoin(expenseAdvances, and(eq(expenseAdvances.firmId, expenseAdvanceSettlements.firmId), eq(expenseAdvances.id, expenseAdvanceSettlements.advanceId)))
      .where(and(eq(expenseAdvanceSettlements.firmId, actor.firmId), eq(expenseAdvanceSettlements.claimId, claim.id)))
      .orderBy(asc(expenseAdvances.paidOn), asc(expenseAdvances.id));
    return {
      id: claim.id,
      number: claim.number,
      title: claim.title,
      status: claim.status,
      employee: { id: owner.id, name: owner.name, code: owner.code },
      total: claim.total,
      approved_total: claim.approvedTotal,
      flagged: items.filter((i) => i.flags.length > 0).length,
      items: items.map((i) => {
        const category = policy.categories.find((c) => c.code === i.category);
        return {
          id: i.id,
          category: i.category,
          category_name: category?.name ?? i.category,
          kind: category?.kind ?? "amount",
          date: i.date,
          merchant: i.merchant,
          project: i.project,
          notes: i.notes,
          city_tier: (i.cityTier as 1 | 2 | 3 | null) ?? null,
          amount: i.amount,
          working: i.working,
          mileage: i.mileage ?? null,
          per_diem_days: i.perDiemDays ?? null,
          gst: i.gst ?? null,
          justification: i.justification,
          flags: i.flags,
          receipts: receipts.filter((r) => r.itemId === i.id).map((r) => ({ id: r.id, content_type: r.contentType, bytes: r.bytes })),
          approved_amount: i.approvedAmount,
          decision_reason: i.decisionReason,
        };
      }),
      advances,
      payable: claim.approvedTotal === null ? null : claim.approvedTotal - advances.reduce((t, a) => t + a.amount, 0),
      request_id: claim.requestId,
      paid_by: payment?.runId && payment.month ? { kind: "payroll", run_id: payment.runId, month: payment.month } : payment?.batchId && payment.batch ? { kind: "payout", payout_id: payment.batchId, number: payment.batch } : null,
      submitted_at: claim.submittedAt?.toISOString() ?? null,
      decided_at: claim.decidedAt?.toISOString() ?? null,
      created_at: claim.createdAt.toISOString(),
      can: { edit: mine && claim.status === "draft", submit: mine && claim.status === "draft", withdraw: mine && (claim.status === "draft" || claim.status === "submitted") },
    };
  }

  return {
    async create(actor: FirmActor, input: z.output<typeof ClaimSchema>, ip: string): Promise<ClaimView> {
      return withFirm(db, actor.firmId, async (tx) => {
          const owner = await ownerOf(tx, actor.firmId, actor.employeeId);
          // The firm's own sequence, one writer at a time.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`expense-number:${actor.firmId}`}))`);
          const [n] = await tx.select({ n: count() }).from(expenseClaims).where(eq(expenseClaims.firmId, actor.firmId));
          const number = `EXP-${String((n?.n ?? 0) + 1).padStart(4, "0")}`;
          const [claim] = await tx.insert(expenseClaims).values({ firmId: actor.firmId, number, employeeId: owner.id, title: input.title }).returning();
          if (!claim) throw new Error("claim not written");
          await writeItems(tx, actor, claim, owner, input);
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.claim_created", detail: { number, items: input.items.length } });
          const [fresh] = await tx.select().from(expenseClaims).where(and(eq(expenseClaims.firmId, actor.firmId), eq(expenseClaims.id, claim.id)));
          return present(tx, actor, fresh ?? claim, owner);
      });
    },

    async update(actor: FirmActor, id: string, input: z.output<typeof ClaimSchema>, ip: string): Promise<ClaimView> {
      const { view, orphaned } = await withFirm(db, actor.firmId, async (tx) => {
        const { claim, owner } = await claimFor(tx, actor, id, true);
        if (claim.employeeId !== actor.employeeId) throw AppError.forbidden("A claim is changed by the person who made it.");
        if (claim.status !== "draft") throw new AppError(409, "not_draft", `Claim ${claim.number} is ${claim.status}: only a draft can be changed.`);
        const orphaned = await writeItems(tx, actor, claim, owner, input);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.claim_changed", detail: { number: claim.number, items: input.items.length } });
        const [fresh] = await tx.select().from(expenseClaims).where(and(eq(expenseClaims.firmId, actor.firmId), eq(expenseClaims.id, id)));
        return { view: await present(tx, actor, fresh ?? claim, owner), orphaned };
      });
      // The rows are gone with the commit; their files after it.
      for (const key of orphaned) await files.remove(key).catch(() => undefined);
      return view;
    },

    get: (actor: FirmActor, id: string): Promise<ClaimView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { claim, owner } = await claimFor(tx, actor, id);
        return present(tx, actor, claim, owner);
      }),

    /** Mine; my team's (direct reports, submitted on); or the firm's (admins, HR in scope), never others' drafts. */
    list: (actor: FirmActor, query: z.output<typeof ClaimListQuerySchema>): Promise<{ data: ClaimListRow[]; total: number; next_cursor: string | null }> =>
      withFirm(db, actor.firmId, async (tx) => {
        const where = listWhere(actor, query);
        const cursor = decodeCursor(query.cursor, CLAIM_ORDER);
        const page = keysetPage(await listRows(tx, where, { limit: query.limit + 1, offset: query.offset, cursor }), query.limit, (r) => r.key);
        const [total] = await tx.select({ n: count() }).from(expenseClaims).innerJoin(employees, and(eq(employees.firmId, expenseClaims.firmId), eq(employees.id, expenseClaims.employeeId))).where(where);
        return { data: page.data.map((r) => r.row), total: total?.n ?? 0, next_cursor: page.next_cursor };
      }),

    /** Every row the list's search and filters find (its exports), newest first, up to EXPORT_MAX. */
    exportList: (actor: FirmActor, query: z.output<typeof ClaimExportQuerySchema>): Promise<ClaimListRow[]> =>
      withFirm(db, actor.firmId, (tx) => listRows(tx, listWhere(actor, query), { limit: EXPORT_MAX, offset: 0 }).then((rows) => rows.map((r) => r.row))),

    /**
     * Sends a draft for approval: every bill the policy requires attached, every item over a limit
     * justified in the person's words; then the manager, finance and (above the firm's amount) an admin.
     */
    async submit(actor: FirmActor, id: string, ip: string): Promise<ClaimView> {
      let outgoing: Awaited<ReturnType<Approvals["submit"]>>["outgoing"] = [];
      const view = await withFirm(db, actor.firmId, async (tx) => {
        const { claim, owner } = await claimFor(tx, actor, id, true);
        if (claim.employeeId !== actor.employeeId) throw AppError.forbidden("A claim is submitted by the person who made it.");
        if (claim.status !== "draft") throw new AppError(409, "not_draft", `Claim ${claim.number} is ${claim.status} already.`);
        await reflagClaim(tx, actor.firmId, claim, owner);
        const items = await tx.select().from(expenseItems).where(and(eq(expenseItems.firmId, actor.firmId), eq(expenseItems.claimId, id))).orderBy(asc(expenseItems.position));
        if (items.length === 0) throw fieldError("items", "Add at least one item");
        const policy = await policyOf(tx, actor.firmId);
        // Dates first: the window (and a date after today) as the policy stands now.
        const problems = datesOutsideWindow(policy, items.map((i) => i.date));
        for (const [i, item] of items.entries()) {
          const missing = item.flags.find((f) => f.kind === "receipt_missing");
          if (missing) problems[`items.${i}.receipts`] = `${missing.words}: add a photo or PDF of it`;
          if (item.flags.some((f) => f.kind === "over_limit") && item.justification.trim().length < 5) problems[`items.${i}.justification`] = "Say why this item is over the limit (the approver reads it)";
        }
        const first = Object.values(problems)[0];
        if (first) throw AppError.badRequest(first, problems);
        const flagged = items.filter((i) => i.flags.length > 0).length;
        const made = await approvals.submit(tx, actor, {
          type: "expense_claim",
          subjectId: owner.id,
          title: `Expense claim ${claim.number}: ${formatPaise(claim.total)}`,
          payload: { claim_id: id, number: claim.number, title: claim.title, total: claim.total, items: items.length, flagged },
          escalateToAdmins: policy.admin_above !== null && claim.total > policy.admin_above,
        });
        outgoing = made.outgoing;
        const [row] = await tx.update(expenseClaims).set({ status: "submitted", requestId: made.id, submittedAt: new Date() }).where(and(eq(expenseClaims.firmId, actor.firmId), eq(expenseClaims.id, id))).returning();
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.claim_submitted", detail: { number: claim.number, total: claim.total, flagged } });
        return present(tx, actor, row ?? claim, owner);
      });
      await notifications.deliver(outgoing);
      return view;
    },

    /** Withdraws a draft, or a submitted claim not yet decided (its approval request is cancelled). */
    async withdraw(actor: FirmActor, id: string, ip: string): Promise<ClaimView> {
      const requestId = await withFirm(db, actor.firmId, async (tx) => {
        const { claim } = await claimFor(tx, actor, id, true);
        if (claim.employeeId !== actor.employeeId) throw AppError.forbidden("A claim is withdrawn by the person who made it.");
        if (claim.status !== "draft" && claim.status !== "submitted") throw new AppError(409, "decided", `Claim ${claim.number} is ${claim.status}: it can no longer be withdrawn.`);
        if (claim.status === "draft") {
          await tx.update(expenseClaims).set({ status: "withdrawn", updatedAt: new Date() }).where(and(eq(expenseClaims.firmId, actor.firmId), eq(expenseClaims.id, id)));
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.claim_withdrawn", detail: { number: claim.number } });
          return null;
        }
        return claim.requestId;
      });
      // A submitted claim follows its request: cancelling it withdraws the claim (the handler's `closed`).
      if (requestId) await approvals.cancel(actor, requestId, ip);
      return this.get(actor, id);
    },

    /**
     * An approver pays an item less than claimed (or restores it), with the reason the employee will read;
     * the claim's approval then pays the approved amounts.
     */
    async decideItem(actor: FirmActor, id: string, itemId: string, input: { approved_amount: number; reason: string }, ip: string): Promise<ClaimView> {
      return withFirm(db, actor.firmId, async (tx) => {
        const { claim, owner } = await claimFor(tx, actor, id, true);
        if (claim.status !== "submitted" || !claim.requestId) throw new AppError(409, "not_waiting", `Claim ${claim.number} is not waiting for a decision.`);
        const [req] = await tx.select().from(approvalRequests).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, claim.requestId)));
        const waitingFor = req?.status === "pending" ? (req.chain[req.level]?.approver_ids ?? []) : [];
        if (claim.employeeId === actor.employeeId || !(waitingFor.includes(actor.employeeId) || actor.access === "A")) throw AppError.forbidden("This claim is not waiting for you.");
        const [item] = await tx.select().from(expenseItems).where(and(eq(expenseItems.firmId, actor.firmId), eq(expenseItems.claimId, id), eq(expenseItems.id, itemId)));
        if (!item) throw AppError.notFound("No such item on this claim.");
        if (input.approved_amount > item.amount) throw fieldError("approved_amount", `At most the ${formatPaise(item.amount)} claimed`);
        if (input.approved_amount < item.amount && input.reason.trim().length < 5) throw fieldError("reason", "Say why less is paid (the employee reads it)");
        const full = input.approved_amount === item.amount;
        await tx.update(expenseItems).set({ approvedAmount: full ? null : input.approved_amount, decisionReason: full ? null : input.reason.trim() }).where(and(eq(expenseItems.firmId, actor.firmId), eq(expenseItems.id, itemId)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.item_decided", detail: { number: claim.number, item: item.position + 1, claimed: item.amount, approved: input.approved_amount, reason: full ? null : input.reason.trim() } });
        return present(tx, actor, claim, owner);
      });
    },

    /** A receipt for an item of the person's own draft or submitted claim: a photo or a PDF, checked by its bytes. */
    async addReceipt(actor: FirmActor, id: string, itemId: string, bytes: Buffer, ip: string): Promise<ClaimView> {
      const found = sniffDocument(bytes);
      if (!found) throw new AppError(415, "not_a_document", `${DOCUMENT_WRONG_TYPE}.`, { file: DOCUMENT_WRONG_TYPE });
      const key = `${actor.firmId}/${randomUUID()}.${found.ext}`;
      await files.put(key, bytes, found.type);
      try {
        return await withFirm(db, actor.firmId, async (tx) => {
          const { claim, owner } = await claimFor(tx, actor, id, true);
          if (claim.employeeId !== actor.employeeId) throw AppError.forbidden("Receipts are added by the person who claims.");
          if (claim.status !== "draft" && claim.status !== "submitted") throw new AppError(409, "decided", `Claim ${claim.number} is ${claim.status}: its receipts are kept as they were.`);
          const [item] = await tx.select({ id: expenseItems.id, position: expenseItems.position }).from(expenseItems).where(and(eq(expenseItems.firmId, actor.firmId), eq(expenseItems.claimId, id), eq(expenseItems.id, itemId)));
          if (!item) throw AppError.notFound("No such item on this claim.");
          const [n] = await tx.select({ n: count() }).from(expenseReceipts).where(and(eq(expenseReceipts.firmId, actor.firmId), eq(expenseReceipts.itemId, itemId)));
          if ((n?.n ?? 0) >= 5) throw fieldError("file", "At most 5 receipts on one item");
          await tx.insert(expenseReceipts).values({ firmId: actor.firmId, itemId, fileKey: key, contentType: found.type, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), uploadedBy: actor.userId });
          await reflagClaim(tx, actor.firmId, claim, owner);
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.receipt_added", detail: { number: claim.number, item: item.position + 1, type: found.type, bytes: bytes.length } });
          return present(tx, actor, claim, owner);
        });
      } catch (error) {
        await files.remove(key).catch(() => undefined);
        throw error;
      }
    },

    /** A receipt's file, to whoever may see the claim; never rendered as a page of ours. */
    async openReceipt(actor: FirmActor, id: string, receiptId: string) {
      const row = await withFirm(db, actor.firmId, async (tx) => {
        await claimFor(tx, actor, id);
        const [r] = await tx
          .select({ key: expenseReceipts.fileKey, type: expenseReceipts.contentType })
          .from(expenseReceipts)
          .innerJoin(expenseItems, and(eq(expenseItems.firmId, expenseReceipts.firmId), eq(expenseItems.id, expenseReceipts.itemId)))
          .where(and(eq(expenseReceipts.firmId, actor.firmId), eq(expenseReceipts.id, receiptId), eq(expenseItems.claimId, id)));
        return r;
      });
      const file = row ? await files.open(row.key) : null;
      if (!row || !file) throw AppError.notFound("No such receipt.");
      return { ...file, type: row.type, name: `receipt-${receiptId.slice(0, 8)}.${row.key.split(".").pop()}` };
    },

    async removeReceipt(actor: FirmActor, id: string, receiptId: string, ip: string): Promise<ClaimView> {
      const { view, key } = await withFirm(db, actor.firmId, async (tx) => {
        const { claim, owner } = await claimFor(tx, actor, id, true);
        if (claim.employeeId !== actor.employeeId || claim.status !== "draft") throw AppError.forbidden("Receipts are removed from the person's own draft.");
        const [r] = await tx
          .select({ id: expenseReceipts.id, key: expenseReceipts.fileKey })
          .from(expenseReceipts)
          .innerJoin(expenseItems, and(eq(expenseItems.firmId, expenseReceipts.firmId), eq(expenseItems.id, expenseReceipts.itemId)))
          .where(and(eq(expenseReceipts.firmId, actor.firmId), eq(expenseReceipts.id, receiptId), eq(expenseItems.claimId, id)));
        if (!r) throw AppError.notFound("No such receipt.");
        await tx.delete(expenseReceipts).where(and(eq(expenseReceipts.firmId, actor.firmId), eq(expenseReceipts.id, receiptId)));
        await reflagClaim(tx, actor.firmId, claim, owner);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.receipt_removed", detail: { number: claim.number } });
        return { view: await present(tx, actor, claim, owner), key: r.key };
      });
      await files.remove(key).catch(() => undefined);
      return view;
    },
  };
}
export type Claims = ReturnType<typeof createClaims>;

/**
 * What the approvals mechanism does with a claim: the final approval approves it for the amounts the
 * approvers left (the claimed amount where they changed nothing) and sets it against the person's open
 * advances, in the same transaction (settled outright when they cover it all); a rejection or a
 * cancellation closes it.
 */
export const expenseClaimHandler = (): RequestHandler => ({
  async apply(tx, request) {
    const [claim] = await tx.select().from(expenseClaims).where(and(eq(expenseClaims.firmId, request.firmId), eq(expenseClaims.requestId, request.id)));
    if (!claim) throw new Error(`no expense claim for approval ${request.id}`);
    const [sum] = await tx
      .select({ approved: sql<string>`coalesce(sum(coalesce(${expenseItems.approvedAmount}, ${expenseItems.amount})), 0)::text` })
      .from(expenseItems)
      .where(and(eq(expenseItems.firmId, request.firmId), eq(expenseItems.claimId, claim.id)));
    const approvedTotal = Number(sum?.approved ?? 0);
    const payable = await settleClaim(tx, request.firmId, { id: claim.id, employeeId: claim.employeeId, approvedTotal }, indiaToday());
    const status = approvedStatus(approvedTotal, payable);
    await tx.update(expenseClaims).set({ status, approvedTotal, decidedAt: new Date() }).where(and(eq(expenseClaims.firmId, request.firmId), eq(expenseClaims.id, claim.id)));
    await emitWebhook(tx, request.firmId, "expense_claim.decided", { claim_id: claim.id, number: claim.number, employee_id: claim.employeeId, decision: "approved", status, approved_total_paise: approvedTotal });
    return undefined;
  },
  async closed(tx, request, status) {
    if (status === "rejected") {
      const [claim] = await tx.select({ id: expenseClaims.id, number: expenseClaims.number, employeeId: expenseClaims.employeeId }).from(expenseClaims).where(and(eq(expenseClaims.firmId, request.firmId), eq(expenseClaims.requestId, request.id)));
      if (claim) await emitWebhook(tx, request.firmId, "expense_claim.decided", { claim_id: claim.id, number: claim.number, employee_id: claim.employeeId, decision: "rejected", status: "rejected", approved_total_paise: 0 });
    }
    await tx
      .update(expenseClaims)
      .set({ status: status === "rejected" ? "rejected" : "withdrawn", decidedAt: new Date() })
      .where(and(eq(expenseClaims.firmId, request.firmId), eq(expenseClaims.requestId, request.id), notInArray(expenseClaims.status, ["approved", "paid", "settled"])));
  },
  link: (r) => {
    const id = (r.payload as { claim_id?: string }).claim_id;
    return id ? { href: `/app/expenses/${id}`, label: "Open the claim: its items, the policy's flags and the receipts" } : null;
  },
  summary: (r) => {
    const p = r.payload as { number: string; title: string; total: number; items: number; flagged: number };
    return [`${p.title}: ${p.items} item${p.items === 1 ? "" : "s"}, ${formatPaise(p.total)}`, ...(p.flagged > 0 ? [`${p.flagged} flagged by the policy: see the claim`] : [])];
  },
});
