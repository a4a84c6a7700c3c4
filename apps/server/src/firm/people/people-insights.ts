// What a dashboard and the org chart read of a firm's people: the chart around one person, and the
// headcount picture (joiners and leavers, birthdays, anniversaries, probation ending) for those whose work
// covers many people. Birthdays show a day and month only, never a year of birth.
import { addDays, indiaToday, nextYearly, wholeYears } from "@vetan/shared/dates";
import type { OrgChart, OrgNode, PeopleSummary } from "@vetan/shared/people";
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import { departments, designations, employees, workspaces } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { managerChain, reportsCount, teamOf } from "./people.queries.ts";

const UPCOMING_DAYS = 14;
const PROBATION_DAYS = 30;

function nodes(tx: Tx, where: SQL) {
  return tx
    .select({ id: employees.id, name: employees.name, designation: designations.name, department: departments.name, reports: reportsCount })
    .from(employees)
    .leftJoin(designations, and(eq(designations.firmId, employees.firmId), eq(designations.id, employees.designationId)))
    .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
    .where(where)
    .orderBy(asc(employees.name), asc(employees.id));
}
const node = (r: { id: string; name: string; designation: string | null; department: string | null; reports: number }): OrgNode => ({ ...r, reports: Number(r.reports) });

/** The months (yyyy-mm) from five months ago to this one. */
function lastSixMonths(today: string): string[] {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: 6 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (5 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export function createPeopleInsights(db: Db) {
  return {
    /** The chart around `focusId` (default: the top of the firm): managers above, direct reports below. */
    orgChart: (actor: FirmActor, focusId: string | undefined): Promise<OrgChart> =>
      withFirm(db, actor.firmId, async (tx) => {
        const live = and(eq(employees.firmId, actor.firmId), ne(employees.status, "exited"));
        const roots = (await nodes(tx, and(live, isNull(employees.managerId)) as SQL)).map(node);
        // Without a focus, the chart opens at the top: the root with the most reports.
        const id = focusId ?? [...roots].sort((x, y) => y.reports - x.reports)[0]?.id;
        if (!id) throw AppError.notFound("No one is on your firm's rolls yet.");
        const [focus] = await nodes(tx, and(live, eq(employees.id, id)) as SQL);
        if (!focus) throw AppError.notFound("No such employee in your firm.");
        const chainIds = await managerChain(tx, actor.firmId, id);
        const chainRows = chainIds.length > 0 ? await nodes(tx, and(eq(employees.firmId, actor.firmId), inArray(employees.id, chainIds)) as SQL) : [];
        const byId = new Map(chainRows.map((r) => [r.id, node(r)]));
        return {
          focus: node(focus),
          chain: chainIds.flatMap((c) => byId.get(c) ?? []),
          reports: (await nodes(tx, and(live, eq(employees.managerId, id)) as SQL)).map(node),
          roots,
        };
      }),

    /**
     * The headcount picture of those the actor's work covers: the firm for A and firm-wide HR, their
     * workspaces for HR with a scope, and their team for a manager. Anyone else is refused.
     */
    summary: (actor: FirmActor, today = indiaToday()): Promise<PeopleSummary> =>
      withFirm(db, actor.firmId, async (tx) => {
        let reach: SQL = eq(employees.firmId, actor.firmId);
        if (actor.access === "H" && actor.hrWorkspaceIds.length > 0) {
          reach = and(reach, inArray(employees.workspaceId, [...actor.hrWorkspaceIds])) as SQL;
        } else if (actor.access === "E") {
          const team = await teamOf(tx, actor.firmId, actor.employeeId);
          if (team.length === 0) throw AppError.forbidden("The people summary is for admins, HR and managers.");
          reach = and(reach, inArray(employees.id, team)) as SQL;
        }
        // Counted in SQL, so a firm of 10,000 costs a few aggregates rather than 10,000 rows in memory.
        const month = today.slice(0, 7);
        const horizon = addDays(today, UPCOMING_DAYS);
        const months = lastSixMonths(today);
        const onRolls = and(reach, ne(employees.status, "exited")) as SQL;
        const [counts] = await tx
          .select({
            headcount: sql<number>`count(*) filter (where ${employees.status} <> 'exited')::int`,
            active: sql<number>`count(*) filter (where ${employees.status} = 'active')::int`,
            onNotice: sql<number>`count(*) filter (where ${employees.status} = 'on_notice')::int`,
            joiners: sql<number>`count(*) filter (where to_char(${employees.joiningDate}, 'YYYY-MM') = ${month} and ${employees.joiningDate} <= ${today})::int`,
            leavers: sql<number>`count(*) filter (where to_char(${employees.lastWorkingDay}, 'YYYY-MM') = ${month})::int`,
          })
          .from(employees)
          .where(reach);
        const byWorkspace = await tx
          .select({ id: employees.workspaceId, name: workspaces.name, count: sql<number>`count(*)::int` })
          .from(employees)
          .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
          .where(onRolls)
          .groupBy(employees.workspaceId, workspaces.name);
        const byDepartment = await tx
          .select({ id: employees.departmentId, name: departments.name, count: sql<number>`count(*)::int` })
          .from(employees)
          .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
          .where(onRolls)
          .groupBy(employees.departmentId, departments.name);
        const joined = await tx
          .select({ month: sql<string>`to_char(${employees.joiningDate}, 'YYYY-MM')`, n: sql<number>`count(*)::int` })
          .from(employees)
          .where(and(reach, sql`${employees.joiningDate} >= ${`${months[0]}-01`}`, sql`${employees.joiningDate} <= ${today}`))
          .groupBy(sql`1`);
        const left = await tx
          .select({ month: sql<string>`to_char(${employees.lastWorkingDay}, 'YYYY-MM')`, n: sql<number>`count(*)::int` })
          .from(employees)
          .where(and(reach, sql`${employees.lastWorkingDay} >= ${`${months[0]}-01`}`, sql`${employees.lastWorkingDay} <= ${today}`))
          .groupBy(sql`1`);
        // The month-days of the coming fortnight; 29 February is kept on 28 February in other years.
        const days = Array.from({ length: UPCOMING_DAYS + 1 }, (_, i) => addDays(today, i).slice(5));
        if (days.includes("02-28") && !days.includes("02-29")) days.push("02-29");
        const yearly = (column: typeof employees.dateOfBirth | typeof employees.joiningDate) =>
          tx
            .select({ id: employees.id, name: employees.name, day: column })
            .from(employees)
            .where(and(onRolls, sql`to_char(${column}, 'MM-DD') in (${sql.join(days.map((d) => sql`${d}`), sql`, `)})`));
        const sorted = <T extends { on: string; name: string }>(list: T[]) => list.sort((a, b) => a.on.localeCompare(b.on) || a.name.localeCompare(b.name));
        const probation = await tx
          .select({ id: employees.id, name: employees.name, on: employees.probationEnd })
          .from(employees)
          .where(and(onRolls, isNull(employees.confirmationDate), sql`${employees.probationEnd} <= ${addDays(today, PROBATION_DAYS)}`))
          .orderBy(asc(employees.probationEnd));
        const count = (list: { month: string; n: number }[], m: string) => Number(list.find((r) => r.month === m)?.n ?? 0);
        const tally = (list: { id: string | null; name: string | null; count: number }[], none: string) =>
          list.map((r) => ({ id: r.id, name: r.name ?? none, count: Number(r.count) })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
        return {
          headcount: Number(counts?.headcount ?? 0),
          active: Number(counts?.active ?? 0),
          on_notice: Number(counts?.onNotice ?? 0),
          joiners_this_month: Number(counts?.joiners ?? 0),
          leavers_this_month: Number(counts?.leavers ?? 0),
          by_workspace: tally(byWorkspace, "No workspace").map((w) => ({ id: w.id ?? "", name: w.name, count: w.count })),
          by_department: tally(byDepartment, "No department"),
          trend: months.map((m) => ({ month: m, joined: count(joined, m), left: count(left, m) })),
          birthdays: sorted(
            (await yearly(employees.dateOfBirth)).flatMap((p) => (p.day ? [{ id: p.id, name: p.name, on: nextYearly(p.day, today) }] : [])).filter((b) => b.on <= horizon),
          ),
          anniversaries: sorted(
            (await yearly(employees.joiningDate)).flatMap((p) => {
              if (!p.day) return [];
              const on = nextYearly(p.day, today);
              const years = wholeYears(p.day, on);
              return years > 0 && on <= horizon ? [{ id: p.id, name: p.name, on, years }] : [];
            }),
          ),
          probation_due: probation.flatMap((p) => (p.on ? [{ id: p.id, name: p.name, on: p.on }] : [])),
        };
      }),
  };
}
export type PeopleInsights = ReturnType<typeof createPeopleInsights>;
