// The expense report (issue 18): claims' items summed by employee, department, workspace, category or month
// over a range of expense dates (this tax year unless asked), filtered by workspace, department, category and
// the claims' statuses; with its XLSX, and the claims list's own CSV and XLSX exports.
//
// Who sees what follows the claims themselves (claims.service's mayView and list): admins and firm-wide HR
// the firm; HR scoped to workspaces those workspaces' people; a manager the people who report to them
// directly — the claims their team box lists and they may open — never further down, where the report would
// sum claims they cannot see. Anyone else is refused. Nobody's drafts are ever counted.
//
// The report reads its own tables, kept by the database as claims change (migration 0037, decision 026). A
// claim counts once in each group it has bills in and once in the whole, so the whole's count is not the sum
// of its groups' (a claim with a meal and a taxi counts under both categories).
import { CLAIM_STATUS_WORDS, type ClaimListRow, EXPENSE_REPORT_GROUP_WORDS, type ExpenseReportFigures, type ExpenseReportGroup, type ExpenseReportQuery, type ExpenseReportRow, type ExpenseReportView, taxYearRange } from "@vetan/shared/expenses";
import { addDays, formatDay, indiaDateOf, indiaToday, shiftMonth } from "@vetan/shared/dates";
import { monthLabel } from "@vetan/shared/payroll";
import ExcelJS from "exceljs";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { employees } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm, withPlatform } from "../../platform/db/tenancy.ts";
import { formulaSafe } from "../../platform/csv.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { rowsOf } from "../people/people.queries.ts";
import { policyOf } from "./policy.service.ts";


/**
 * A grouping: its key over the report's rows `r`, then, over the grouped rows `g`, the key as the API gives it
 * and its label — looked up a group at a time by primary key: under RLS the planner guesses a firm's 10,000
 * people are 50 and joined them by a nested loop over every row, 15 s on PGlite — and which of the rows'
 * `first_*` marks counts a claim once in a group, without and with a category chosen.
 */
const GROUPS = (firmId: string): Record<ExpenseReportGroup, { key: SQL; out: SQL; label: SQL; first: [Mark, Mark] }> => ({
  employee: { key: sql`r.employee_id`, out: sql`g.k::text`, label: sql`(select p.name || ' (' || p.code || ')' from employees p where p.firm_id = ${firmId} and p.id = g.k)`, first: ["first_claim", "first_category"] },
  department: { key: sql`r.department_id`, out: sql`coalesce(g.k::text, '')`, label: sql`coalesce((select d.name from departments d where d.firm_id = ${firmId} and d.id = g.k), 'No department')`, first: ["first_claim", "first_category"] },
  workspace: { key: sql`r.workspace_id`, out: sql`coalesce(g.k::text, '')`, label: sql`coalesce((select w.name from workspaces w where w.firm_id = ${firmId} and w.id = g.k), 'No workspace')`, first: ["first_claim", "first_category"] },
  project: { key: sql`r.project`, out: sql`g.k`, label: sql`case when g.k = '' then 'No project' else g.k end`, first: ["first_project", "first_category_project"] },
  category: { key: sql`r.category`, out: sql`g.k`, label: sql`g.k`, first: ["first_category", "first_category"] },
  month: { key: sql`date_trunc('month', r.day)`, out: sql`to_char(g.k, 'YYYY-MM')`, label: sql`to_char(g.k, 'YYYY-MM')`, first: ["first_month", "first_category_month"] },
});

type Mark = "first_claim" | "first_category" | "first_project" | "first_month" | "first_category_project" | "first_category_month";

type Scope = { kind: "firm" } | { kind: "workspaces"; ids: readonly string[] } | { kind: "team" };

type Aggregate = { key: string | null; label: string | null; whole: number; claims: number; whole_claims: number; items: number; claimed: string; approved: string; reduced: string; paid: string; groups: number };

const rupeesOf = (paise: number) => paise / 100;
const RUPEES = "#,##,##0.00";
/** Appended cells past this many are folded before a report reads them (a busy firm's day of changes). */
const COMPACT_AFTER = 5_000;

/** The first days of the first and last months wholly inside from..to (first after last: none). */
export function wholeMonths(from: string, to: string): { first: string; last: string } {
  const first = from.endsWith("-01") ? from : `${shiftMonth(from.slice(0, 7), 1)}-01`;
  const last = lastDayOf(`${to.slice(0, 7)}-01`) === to ? `${to.slice(0, 7)}-01` : `${shiftMonth(to.slice(0, 7), -1)}-01`;
  return { first, last };
}

/** The last day of the month a day is in. */
const lastDayOf = (day: string) => addDays(`${shiftMonth(day.slice(0, 7), 1)}-01`, -1);

/** `vacuum`: run after the cells have been folded, outside any transaction. */
export function createExpenseReports(db: Db, vacuum?: () => Promise<void>) {
  /** Whose claims the actor's report covers, or a refusal. */
  async function scopeOf(actor: FirmActor, tx: Tx): Promise<Scope> {
    if (actor.access === "A" || (actor.access === "H" && actor.hrWorkspaceIds.length === 0)) return { kind: "firm" };
    if (actor.access === "H") return { kind: "workspaces", ids: actor.hrWorkspaceIds };
    const [reports] = await tx.select({ n: count() }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.managerId, actor.employeeId)));
    if ((reports?.n ?? 0) === 0) throw AppError.forbidden("The expense report is for managers, HR and admins.");
    return { kind: "team" };
  }

  /** Folds a firm's appended cells when there are many, so a report reads about one row a key; true if it did. */
  async function compactIfNeeded(tx: Tx, firmId: string, table: "expense_report_cells" | "expense_report_people") {
    const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from (select 1 from ${sql.raw(table)} where firm_id = ${firmId} and delta limit ${COMPACT_AFTER + 1}) d`);
    if ((row?.n ?? 0) <= COMPACT_AFTER) return false;
    await tx.execute(sql`select expense_report_compact(${firmId}::uuid)`);
    return true;
  }

  /**
   * Where a report's rows come from, as a subquery of lines' columns:
   * - the cells by day, for every grouping but by employee, and every scope but a manager's team;
   * - by employee with no category chosen, the people's months the dates cover whole and the lines of the
   *   days at either end (a tax year is twelve whole months and needs no lines at all);
   * - otherwise (a team, or people in one category) the lines themselves.
   */
  async function sourceOf(tx: Tx, firmId: string, query: ExpenseReportQuery, scope: Scope, on: { from: string; to: string; narrowed: SQL; lines: SQL }): Promise<{ source: SQL; folded: boolean }> {
    if (scope.kind === "team" || (query.group === "employee" && query.category)) return { source: sql`(select * from expense_report_lines r where ${on.lines})`, folded: false };
    if (query.group !== "employee") {
      const folded = await compactIfNeeded(tx, firmId, "expense_report_cells");
      return { source: sql`(select * from expense_report_cells r where ${on.lines})`, folded };
    }
    const folded = await compactIfNeeded(tx, firmId, "expense_report_people");
    const { first, last } = wholeMonths(on.from, on.to);
    const columns = sql.raw("r.employee_id, r.department_id, r.workspace_id, r.status, r.items, r.claimed, r.kept, r.first_claim, r.first_category");
    if (first > last) return { source: sql`(select ${columns} from expense_report_lines r where ${on.lines})`, folded };
    const source = sql`(
      select ${columns} from expense_report_people r where ${on.narrowed} and r.month between ${first} and ${last}
      union all
      select ${columns} from expense_report_lines r where ${on.lines} and (r.day < ${first} or r.day > ${lastDayOf(last)}))`;
    return { source, folded };
  }

  async function report(actor: FirmActor, query: ExpenseReportQuery): Promise<ExpenseReportView> {
    const year = taxYearRange(indiaToday());
    const from = query.from ?? (query.to && query.to < year.from ? taxYearRange(query.to).from : year.from);
    const to = query.to ?? (query.from && query.from > year.to ? taxYearRange(query.from).to : year.to);
    if (from > to) throw AppError.badRequest("To must be on or after From", { to: "To must be on or after From" });
    let folded = false;
    const view = await withFirm(db, actor.firmId, async (tx): Promise<ExpenseReportView> => {
      const scope = await scopeOf(actor, tx);
      const g = GROUPS(actor.firmId)[query.group];
      // A claim its advances covered whole (settled) is spent and done, as a paid one is.
      const statuses = query.status.flatMap((s) => (s === "paid" ? ["paid", "settled"] : [s]));
      // What every source is narrowed by, besides the dates.
      const where: SQL[] = [sql`r.firm_id = ${actor.firmId}`, sql`r.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`];
      if (query.workspace_id) where.push(sql`r.workspace_id = ${query.workspace_id}`);
      if (query.department_id) where.push(sql`r.department_id = ${query.department_id}`);
      if (scope.kind === "workspaces") where.push(sql`r.workspace_id in (${sql.join(scope.ids.map((w) => sql`${w}`), sql`, `)})`);
      if (scope.kind === "team") where.push(sql`r.employee_id in (select id from employees where firm_id = ${actor.firmId} and manager_id = ${actor.employeeId})`);
      const narrowed = sql.join(where, sql` and `);
      const lines = sql`${narrowed} and r.day between ${from} and ${to}${query.category ? sql` and r.category = ${query.category}` : sql``}`;
      // Which mark counts a claim once: in its group, and in the whole (by claim, or by the chosen category).
      const [groupMark, wholeMark] = query.category ? [g.first[1], "first_category"] : [g.first[0], "first_claim"];
      const { source, folded: didFold } = await sourceOf(tx, actor.firmId, query, scope, { from, to, narrowed, lines });
      folded = didFold;
      // Approved and paid count what the approvers left (kept): the claimed amount where they changed nothing.
      // Sums in float8 are exact for whole paise below 2^53 (₹90 lakh crore) and several times quicker than
      // PostgreSQL's sum of bigint, which works in numeric. With a limit, only the largest groups are named
      // and sent (months are always all); the count of every group comes with them.
      const limit = query.group === "month" ? null : (query.limit ?? null);
      const rows = await rowsOf<Aggregate>(
        tx,
        sql`
        with a as (
          select ${g.key} as k, grouping(${g.key}) as whole,
            coalesce(sum(r.${sql.raw(groupMark)}), 0)::int as claims, coalesce(sum(r.${sql.raw(wholeMark)}), 0)::int as whole_claims,
            coalesce(sum(r.items), 0)::int as items,
            coalesce(sum(r.claimed::float8), 0)::bigint as claimed,
            coalesce(sum(case when r.status in ('approved', 'paid', 'settled') then r.kept::float8 else 0 end), 0)::bigint as approved,
            coalesce(sum(case when r.status in ('approved', 'paid', 'settled') then (r.claimed - r.kept)::float8 else 0 end), 0)::bigint as reduced,
            coalesce(sum(case when r.status in ('paid', 'settled') then r.kept::float8 else 0 end), 0)::bigint as paid
          from ${source} r
          group by grouping sets ((${g.key}), ())
          -- Appended cells not yet folded can sum to nothing: a group whose claims have all gone.
          having sum(r.items) <> 0
        ), shown as (
          (select * from a where whole = 0 ${limit === null ? sql`` : sql`order by claimed desc, k limit ${limit}`})
          union all
          (select * from a where whole = 1)
        )
        select ${g.out} as key, ${g.label} as label, g.whole, g.claims, g.whole_claims, g.items, g.claimed::text, g.approved::text, g.reduced::text, g.paid::text,
          (select count(*) from a where whole = 0)::int as groups
        from shown g`,
      );
      // The marks count a claim where its earliest bill in a group falls; a claim that began before the dates
      // with bills in them was counted there, before them. Such claims are few (trips across the first day), and
      // only lines after their claim's first day can be theirs: each is counted once here, in each group it has
      // bills in but no mark.
      const cut = sql`${lines} and r.claim_from < ${from} and r.claim_from < r.day`;
      const cutRows = await rowsOf<{ key: string | null; whole: number; n: number }>(
        tx,
        sql`
        select ${g.out} as key, 0 as whole, count(*)::int as n
        from (select ${g.key} as k, r.claim_id, max(r.${sql.raw(groupMark)}) as m from expense_report_lines r where ${cut} group by 1, 2) g
        where g.m = 0 group by g.k
        union all
        select null, 1, count(*)::int from (select r.claim_id, max(r.${sql.raw(wholeMark)}) as m from expense_report_lines r where ${cut} group by 1) c where c.m = 0`,
      );
      const missed = new Map(cutRows.filter((r) => Number(r.whole) === 0).map((r) => [r.key ?? "", Number(r.n)]));
      const missedWhole = Number(cutRows.find((r) => Number(r.whole) !== 0)?.n ?? 0);
      const categories = query.group === "category" ? new Map((await policyOf(tx, actor.firmId)).categories.map((c) => [c.code, c.name])) : null;
      const figures = (r: Aggregate, claims: number): ExpenseReportFigures => ({ claims, items: Number(r.items), claimed: Number(r.claimed), approved: Number(r.approved), reduced: Number(r.reduced), paid: Number(r.paid) });
      const groups: ExpenseReportRow[] = rows
        .filter((r) => Number(r.whole) === 0)
        .map((r) => {
          const key = r.key ?? "";
          const label = query.group === "month" ? monthLabel(key) : query.group === "category" ? (categories?.get(key) ?? key) : (r.label ?? key);
          return { key, label, ...figures(r, Number(r.claims) + (missed.get(key) ?? 0)) };
        });
      // Months in order; everything else largest first, then by name.
      groups.sort((a, b) => (query.group === "month" ? (a.key < b.key ? -1 : 1) : b.claimed - a.claimed || a.label.localeCompare(b.label)));
      const whole = rows.find((r) => Number(r.whole) !== 0);
      return {
        group: query.group,
        from,
        to,
        statuses: query.status,
        scope: scope.kind,
        rows: groups,
        groups: Number(rows[0]?.groups ?? 0),
        totals: whole ? figures(whole, Number(whole.whole_claims) + missedWhole) : { claims: 0, items: 0, claimed: 0, approved: 0, reduced: 0, paid: 0 },
      };
    });
    if (folded && vacuum) await vacuum();
    return view;
  }

  return {
    report,

    /** Daily upkeep: every firm's appended cells folded, each firm in its own transaction. */
    async compactAll(): Promise<number> {
      const firms = await withPlatform(db, "firms with expense report cells to fold", (tx) => rowsOf<{ firm_id: string }>(tx, sql`select distinct firm_id from expense_report_cells where delta`));
      for (const { firm_id } of firms) await withFirm(db, firm_id, (tx) => tx.execute(sql`select expense_report_compact(${firm_id}::uuid)`));
      if (firms.length > 0 && vacuum) await vacuum();
      return firms.length;
    },

    /** The report as a workbook: the groups with their figures in rupees, a total row, and what it covers. */
    async reportXlsx(actor: FirmActor, query: ExpenseReportQuery): Promise<{ name: string; body: Buffer }> {
      // The workbook is where every group is: no limit.
      const view = await report(actor, { ...query, limit: undefined });
      const book = new ExcelJS.Workbook();
      book.creator = "Vetan";
      const sheet = book.addWorksheet(`By ${view.group}`, { views: [{ state: "frozen", ySplit: 1, xSplit: 1 }] });
      sheet.columns = [
        { header: EXPENSE_REPORT_GROUP_WORDS[view.group], key: "label", width: 32 },
        { header: "Claims", key: "claims", width: 10 },
        { header: "Items", key: "items", width: 10 },
        { header: "Claimed (₹)", key: "claimed", width: 16 },
        { header: "Approved (₹)", key: "approved", width: 16 },
        { header: "Reduced by approvers (₹)", key: "reduced", width: 16 },
        { header: "Paid (₹)", key: "paid", width: 16 },
      ];
      sheet.getRow(1).font = { bold: true };
      const money = (f: ExpenseReportFigures) => ({ claims: f.claims, items: f.items, claimed: rupeesOf(f.claimed), approved: rupeesOf(f.approved), reduced: rupeesOf(f.reduced), paid: rupeesOf(f.paid) });
      // Labels are people's and departments' names: text that never starts a formula.
      for (const r of view.rows) sheet.addRow({ label: formulaSafe(r.label), ...money(r) });
      sheet.addRow({ label: "Total", ...money(view.totals) }).font = { bold: true };
      for (const key of ["claimed", "approved", "reduced", "paid"]) sheet.getColumn(key).numFmt = RUPEES;
      const about = book.addWorksheet("About");
      about.addRow([`Expense claims by ${view.group}, items dated ${formatDay(view.from)} to ${formatDay(view.to)}.`]);
      about.addRow([`Claims ${view.statuses.map((s) => CLAIM_STATUS_WORDS[s].toLowerCase()).join(", ")}; drafts, refusals and withdrawals are never counted.`]);
      about.addRow(["A claim with items in two groups counts once in each; the total counts it once."]);
      about.addRow(["Approved: what approvers left on decided claims. Reduced: what they took off. Paid: approved on claims paid with salary or by payout."]);
      return { name: `vetan-expenses-by-${view.group}-${view.from}-to-${view.to}.xlsx`, body: Buffer.from(await book.xlsx.writeBuffer()) };
    },

    /** The claims list's rows as a CSV's header and cells (formula-safe when written); days as in India. */
    claimsTable(rows: readonly ClaimListRow[]) {
      const header = ["Claim", "Title", "Employee", "Code", "Status", "Items", "Flagged", "Claimed (₹)", "Approved (₹)", "Submitted on", "Created on"];
      const cells = rows.map((r) => [r.number, r.title, r.employee.name, r.employee.code, CLAIM_STATUS_WORDS[r.status], r.items, r.flagged, rupeesOf(r.total), r.approved_total === null ? null : rupeesOf(r.approved_total), r.submitted_at ? indiaDateOf(r.submitted_at) : null, indiaDateOf(r.created_at)] as const);
      return { header, cells };
    },

    async claimsXlsx(rows: readonly ClaimListRow[]): Promise<Buffer> {
      const { header, cells } = this.claimsTable(rows);
      const book = new ExcelJS.Workbook();
      book.creator = "Vetan";
      const sheet = book.addWorksheet("Claims", { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.addRow(header).font = { bold: true };
      for (const row of cells) sheet.addRow(row.map((v) => (typeof v === "string" ? formulaSafe(v) : v)));
      for (const col of [8, 9]) sheet.getColumn(col).numFmt = RUPEES;
      sheet.columns.forEach((c, i) => {
        c.width = [10, 32, 26, 10, 12, 8, 8, 14, 14, 12, 12][i] ?? 12;
      });
      return Buffer.from(await book.xlsx.writeBuffer());
    },
  };
}
export type ExpenseReports = ReturnType<typeof createExpenseReports>;
