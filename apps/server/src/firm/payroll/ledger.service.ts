// The employee's ledger and the firm's payment history (issue 17), derived from what payroll already keeps,
// so they can never disagree with it: each released run's net pay, each paid settlement, and each loan as
// handed over, charged interest and recovered by paid runs (or prepaid, waived, settled) — every entry
// traced to its run, loan or settlement. What the person owes after each entry is the loan schedule's own
// balance, so the ledger balances against the loans by construction and by test.
import { monthEnd } from "@vetan/shared/dates";
import type { LedgerEntry, LedgerView, PaymentRow, PaymentsView } from "@vetan/shared/loans";
import { monthLabel, runLabel } from "@vetan/shared/payroll";
import { and, asc, eq, sql } from "drizzle-orm";
import { employees, loans, payrollRuns, payslips, settlements } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { paidRecoveries, replay } from "./loans.service.ts";
import { recoveryLine } from "./payslip-rows.ts";
import { canPayroll, canSeePay } from "./payroll.policy.ts";

/** Entries of the same day in a stable order: loans handed over first, then what a run or settlement did. */
const ORDER: Record<LedgerEntry["kind"], number> = { loan_given: 0, loan_waived: 1, loan_interest: 2, loan_recovered: 3, loan_prepaid: 4, salary: 5, settlement: 6 };

export function createLedger(db: Db) {
  return {
    /** One person's ledger: to the person, HR covering them and admins (pay is private). */
    person: (actor: FirmActor, employeeId: string): Promise<LedgerView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const [person] = await tx.select({ id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId)));
        if (!person || !canSeePay(actor, person)) throw AppError.notFound("No such person in your firm.");
        const raw: Omit<LedgerEntry, "owed">[] = [];
        const pay = await tx
          .select({ runId: payrollRuns.id, month: payrollRuns.month, title: payrollRuns.title, releasedAt: payrollRuns.releasedAt, net: payslips.net })
          .from(payslips)
          .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
          .where(and(eq(payslips.firmId, actor.firmId), eq(payslips.employeeId, employeeId), eq(payrollRuns.status, "released"), sql`${payslips.error} is null`))
          .orderBy(asc(payrollRuns.month), asc(payrollRuns.releasedAt));
        for (const p of pay) {
          raw.push({ date: p.releasedAt?.toISOString().slice(0, 10) ?? monthEnd(p.month), kind: "salary", description: `Net pay for ${runLabel(p)}`, paid: p.net, change: 0, source: { kind: "run", id: p.runId, month: p.month } });
        }
        const [settled] = await tx.select().from(settlements).where(and(eq(settlements.firmId, actor.firmId), eq(settlements.employeeId, employeeId), eq(settlements.status, "paid")));
        if (settled?.result && settled.paidOn) {
          raw.push({ date: settled.paidOn, kind: "settlement", description: "Full and final settlement", paid: Math.max(0, settled.result.totals.net), change: 0, source: { kind: "settlement", id: employeeId, month: null } });
        }
        const given = await tx.select().from(loans).where(and(eq(loans.firmId, actor.firmId), eq(loans.employeeId, employeeId))).orderBy(asc(loans.disbursedOn));
        const recovered = await paidRecoveries(tx, actor.firmId, given.map((l) => l.id));
        for (const loan of given) {
          const what = recoveryLine(loan).replace(" recovery: ", ": ");
          const source = (month: string | null) => ({ kind: "loan" as const, id: loan.id, month });
          raw.push({ date: loan.disbursedOn, kind: "loan_given", description: `${what}, handed over`, paid: loan.principal, change: loan.principal, source: source(null) });
          const paidRows = recovered.get(loan.id) ?? [];
          const last = paidRows.at(-1)?.month ?? "";
          // The months paid runs recovered (as the loan's outstanding counts them); before any, only a
          // waiver of the first month (a loan settled before its first instalment).
          for (const [i, row] of replay(loan, paidRows).rows.entries()) {
            const reached = row.month <= last || (last === "" && i === 0);
            if (!reached) continue;
            const day = monthEnd(row.month);
            if (row.waived > 0) raw.push({ date: `${row.month}-01`, kind: "loan_waived", description: `${what}, waived`, paid: 0, change: -row.waived, source: source(row.month) });
            if (row.month > last) continue;
            if (row.interest > 0) raw.push({ date: day, kind: "loan_interest", description: `${what}, interest for ${monthLabel(row.month)}`, paid: 0, change: row.interest, source: source(row.month) });
            if (row.emi > 0) raw.push({ date: day, kind: "loan_recovered", description: `${what}, recovered from ${monthLabel(row.month)} pay`, paid: 0, change: -row.emi, source: source(row.month) });
            if (row.prepaid > 0) raw.push({ date: day, kind: "loan_prepaid", description: `${what}, prepaid`, paid: 0, change: -row.prepaid, source: source(row.month) });
          }
        }
        raw.sort((a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind]);
        let owed = 0;
        const entries = raw.map((e) => {
          owed += e.change;
          return { ...e, owed };
        });
        const sum = (kind: LedgerEntry["kind"], f: (e: LedgerEntry) => number) => entries.filter((e) => e.kind === kind).reduce((t, e) => t + f(e), 0);
        return {
          employee: { id: person.id, name: person.name, code: person.code },
          entries,
          totals: {
            paid: entries.reduce((t, e) => t + e.paid, 0),
            owed,
            salary: sum("salary", (e) => e.paid),
            loans_given: sum("loan_given", (e) => e.paid),
            recovered: -sum("loan_recovered", (e) => e.change) - sum("loan_prepaid", (e) => e.change),
          },
        };
      }),

    /** What the firm paid out, newest first: each released run, each paid settlement, each loan handed over. */
    payments: (actor: FirmActor): Promise<PaymentsView> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canPayroll(actor, "run")) throw AppError.forbidden("The payment history is for admins and firm-wide HR.");
        const rows: PaymentRow[] = [];
        const runs = await tx
          .select({ id: payrollRuns.id, month: payrollRuns.month, title: payrollRuns.title, releasedAt: payrollRuns.releasedAt, people: sql<number>`count(${payslips.employeeId})::int`, net: sql<string>`coalesce(sum(${payslips.net}), 0)::text` })
          .from(payrollRuns)
          .leftJoin(payslips, and(eq(payslips.firmId, payrollRuns.firmId), eq(payslips.runId, payrollRuns.id), sql`${payslips.error} is null`))
          .where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.status, "released")))
          .groupBy(payrollRuns.firmId, payrollRuns.id);
        for (const r of runs) rows.push({ date: r.releasedAt?.toISOString().slice(0, 10) ?? monthEnd(r.month), kind: "salary", description: r.title ? `${runLabel(r)} (off-cycle)` : `Salaries for ${monthLabel(r.month)}`, people: r.people, amount: Number(r.net), source: { kind: "run", id: r.id } });
        const paid = await tx
          .select({ employeeId: settlements.employeeId, paidOn: settlements.paidOn, result: settlements.result, name: employees.name })
          .from(settlements)
          .innerJoin(employees, and(eq(employees.firmId, settlements.firmId), eq(employees.id, settlements.employeeId)))
          .where(and(eq(settlements.firmId, actor.firmId), eq(settlements.status, "paid")));
        for (const s of paid) if (s.paidOn && s.result) rows.push({ date: s.paidOn, kind: "settlement", description: `Full and final settlement: ${s.name}`, people: 1, amount: Math.max(0, s.result.totals.net), source: { kind: "settlement", id: s.employeeId } });
        const given = await tx
          .select({ id: loans.id, disbursedOn: loans.disbursedOn, principal: loans.principal, kind: loans.kind, name: employees.name })
          .from(loans)
          .innerJoin(employees, and(eq(employees.firmId, loans.firmId), eq(employees.id, loans.employeeId)))
          .where(eq(loans.firmId, actor.firmId));
        for (const l of given) rows.push({ date: l.disbursedOn, kind: "loan", description: `${l.kind === "advance" ? "Salary advance" : "Loan"} to ${l.name}`, people: 1, amount: l.principal, source: { kind: "loan", id: l.id } });
        rows.sort((a, b) => b.date.localeCompare(a.date));
        return { rows, total: rows.reduce((t, r) => t + r.amount, 0) };
      }),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
