// What a dashboard and the org chart read of a firm's people: the chart around one person, and the
// headcount picture (joiners and leavers, birthdays, anniversaries, probation ending) for those whose work
// covers many people. Birthdays show a day and month only, never a year of birth.
import { addDays, indiaToday, nextYearly, wholeYears } from "@vetan/shared/dates";
import type { OrgChart, OrgNode, PeopleSummary } from "@vetan/shared/people";
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { departments, designations, employees, workspaces } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { managerChain, qualified, reportsCount, teamOf } from "./people.queries.ts";

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
        // Counted in SQL, so a firm of 10,000 costs three reads of the table rather than 10,000 rows in
        // memory: one grouped count for every number (headcount, joiners and leavers, the trend, the
        // workspace and department tallies), one for birthdays and anniversaries, one for probation.
        const month = today.slice(0, 7);
        const horizon = addDays(today, UPCOMING_DAYS);
        const months = lastSixMonths(today);
        const since = `${months[0]}-01`;
        const onRolls = and(reach, ne(employees.status, "exited")) as SQL;
        // One row per workspace, department, month joined and month left (these two only within the
        // trend's six months), so the groups are a few dozen however large the firm.
        const joinedIn = sql<string | null>`case when ${employees.joiningDate} >= ${since} and ${employees.joiningDate} <= ${today} then to_char(${employees.joiningDate}, 'YYYY-MM') end`;
        const leftIn = sql<string | null>`case when ${employees.lastWorkingDay} >= ${since} and ${employees.lastWorkingDay} <= ${today} then to_char(${employees.lastWorkingDay}, 'YYYY-MM') end`;
        // Names are read per group, after the count, rather than joined to every row.
        const nameOf = (table: typeof workspaces | typeof departments, id: PgColumn) =>
          sql<string | null>`(select t.name from ${table} t where t.firm_id = ${actor.firmId} and t.id = ${qualified(id)})`;
        const groups = await tx
          .select({
            workspaceId: employees.workspaceId,
            workspaceName: nameOf(workspaces, employees.workspaceId),
            departmentId: employees.departmentId,
            departmentName: nameOf(departments, employees.departmentId),
            joinedIn,
            leftIn,
            all: sql<number>`count(*)::int`,
            onRolls: sql<number>`count(*) filter (where ${employees.status} <> 'exited')::int`,
            active: sql<number>`count(*) filter (where ${employees.status} = 'active')::int`,
            onNotice: sql<number>`count(*) filter (where ${employees.status} = 'on_notice')::int`,
            leavers: sql<number>`count(*) filter (where to_char(${employees.lastWorkingDay}, 'YYYY-MM') = ${month})::int`,
          })
          .from(employees)
          .where(reach)
          .groupBy(employees.workspaceId, employees.departmentId, sql`5`, sql`6`);
        type Group = (typeof groups)[number];
        const sum = (list: Group[], value: (g: Group) => number) => list.reduce((n, g) => n + Number(value(g)), 0);
        const inMonth = (key: "joinedIn" | "leftIn", m: string) => groups.filter((g) => g[key] === m);
        /** On-rolls counts by a key, for the keys that have anyone on the rolls (as a GROUP BY over them would give). */
        const tallyBy = (key: (g: Group) => [string | null, string | null]) => {
          const by = new Map<string | null, { id: string | null; name: string | null; count: number }>();
          for (const g of groups) {
            const [id, name] = key(g);
            const entry = by.get(id) ?? { id, name, count: 0 };
            entry.count += Number(g.onRolls);
            by.set(id, entry);
          }
          return [...by.values()].filter((e) => e.count > 0);
        };
        // The month-days of the coming fortnight; 29 February is kept on 28 February in other years.
        const days = Array.from({ length: UPCOMING_DAYS + 1 }, (_, i) => addDays(today, i).slice(5));
        if (days.includes("02-28") && !days.includes("02-29")) days.push("02-29");
        const monthDayIn = (column: typeof employees.dateOfBirth | typeof employees.joiningDate) =>
          sql<boolean>`coalesce(to_char(${column}, 'MM-DD') in (${sql.join(days.map((d) => sql`${d}`), sql`, `)}), false)`;
        const upcoming = await tx
          .select({
            id: employees.id,
            name: employees.name,
            dateOfBirth: employees.dateOfBirth,
            joiningDate: employees.joiningDate,
            birthday: monthDayIn(employees.dateOfBirth),
            anniversary: monthDayIn(employees.joiningDate),
          })
          .from(employees)
          .where(and(onRolls, sql`(${monthDayIn(employees.dateOfBirth)} or ${monthDayIn(employees.joiningDate)})`));
        const probation = await tx
          .select({ id: employees.id, name: employees.name, on: employees.probationEnd })
          .from(employees)
          .where(and(onRolls, isNull(employees.confirmationDate), sql`${employees.probationEnd} <= ${addDays(today, PROBATION_DAYS)}`))
          .orderBy(asc(employees.probationEnd));
        const sorted = <T extends { on: string; name: string }>(list: T[]) => list.sort((a, b) => a.on.localeCompare(b.on) || a.name.localeCompare(b.name));
        const tally = (list: { id: string | null; name: string | null; count: number }[], none: string) =>
          list.map((r) => ({ id: r.id, name: r.name ?? none, count: Number(r.count) })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
        return {
          headcount: sum(groups, (g) => g.onRolls),
          active: sum(groups, (g) => g.active),
          on_notice: sum(groups, (g) => g.onNotice),
          joiners_this_month: sum(inMonth("joinedIn", month), (g) => g.all),
          leavers_this_month: sum(groups, (g) => g.leavers),
          by_workspace: tally(tallyBy((g) => [g.workspaceId, g.workspaceName]), "No workspace").map((w) => ({ id: w.id ?? "", name: w.name, count: w.count })),
          by_department: tally(tallyBy((g) => [g.departmentId, g.departmentName]), "No department"),
          trend: months.map((m) => ({ month: m, joined: sum(inMonth("joinedIn", m), (g) => g.all), left: sum(inMonth("leftIn", m), (g) => g.all) })),
          birthdays: sorted(
            upcoming
              .filter((p) => p.birthday)
              .flatMap((p) => (p.dateOfBirth ? [{ id: p.id, name: p.name, on: nextYearly(p.dateOfBirth, today) }] : []))
              .filter((b) => b.on <= horizon),
          ),
          anniversaries: sorted(
            upcoming
              .filter((p) => p.anniversary)
              .flatMap((p) => {
                const on = nextYearly(p.joiningDate, today);
                const years = wholeYears(p.joiningDate, on);
                return years > 0 && on <= horizon ? [{ id: p.id, name: p.name, on, years }] : [];
              }),
          ),
          probation_due: probation.flatMap((p) => (p.on ? [{ id: p.id, name: p.name, on: p.on }] : [])),
        };
      }),
  };
}
export type PeopleInsights = ReturnType<typeof createPeopleInsights>;
