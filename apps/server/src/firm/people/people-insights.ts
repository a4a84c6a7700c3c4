// What a dashboard and the org chart read of a firm's people: the chart around one person, and the
// headcount picture (joiners and leavers, birthdays, anniversaries, probation ending) for those whose work
// covers many people. Birthdays show a day and month only, never a year of birth.
import { addDays, indiaToday, nextYearly, wholeYears } from "@vetan/shared/dates";
import type { OrgChart, OrgNode, PeopleSummary } from "@vetan/shared/people";
import { and, asc, eq, inArray, isNull, ne, type SQL } from "drizzle-orm";
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
        const people = await tx
          .select({
            id: employees.id,
            name: employees.name,
            status: employees.status,
            dob: employees.dateOfBirth,
            joined: employees.joiningDate,
            left: employees.lastWorkingDay,
            probationEnd: employees.probationEnd,
            confirmed: employees.confirmationDate,
            workspaceId: employees.workspaceId,
            workspaceName: workspaces.name,
            departmentId: employees.departmentId,
            departmentName: departments.name,
          })
          .from(employees)
          .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
          .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
          .where(reach);
        const month = today.slice(0, 7);
        const onRolls = people.filter((p) => p.status !== "exited");
        const horizon = addDays(today, UPCOMING_DAYS);
        const tally = <K extends string | null>(key: (p: (typeof onRolls)[number]) => K, name: (p: (typeof onRolls)[number]) => string) => {
          const out = new Map<K, { name: string; count: number }>();
          for (const p of onRolls) {
            const k = key(p);
            const entry = out.get(k) ?? { name: name(p), count: 0 };
            entry.count++;
            out.set(k, entry);
          }
          return [...out.entries()].map(([id, v]) => ({ id, ...v })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
        };
        return {
          headcount: onRolls.length,
          active: onRolls.filter((p) => p.status === "active").length,
          on_notice: onRolls.filter((p) => p.status === "on_notice").length,
          joiners_this_month: people.filter((p) => p.joined.startsWith(month) && p.joined <= today).length,
          leavers_this_month: people.filter((p) => p.left?.startsWith(month)).length,
          by_workspace: tally((p) => p.workspaceId ?? "", (p) => p.workspaceName ?? "No workspace").map((w) => ({ id: w.id, name: w.name, count: w.count })),
          by_department: tally((p) => p.departmentId, (p) => p.departmentName ?? "No department"),
          trend: lastSixMonths(today).map((m) => ({
            month: m,
            joined: people.filter((p) => p.joined.startsWith(m)).length,
            left: people.filter((p) => p.left?.startsWith(m) && p.left <= today).length,
          })),
          birthdays: onRolls
            .flatMap((p) => (p.dob ? [{ id: p.id, name: p.name, on: nextYearly(p.dob, today) }] : []))
            .filter((b) => b.on <= horizon)
            .sort((a, b) => a.on.localeCompare(b.on) || a.name.localeCompare(b.name)),
          anniversaries: onRolls
            .flatMap((p) => {
              const on = nextYearly(p.joined, today);
              const years = wholeYears(p.joined, on);
              return years > 0 && on <= horizon ? [{ id: p.id, name: p.name, on, years }] : [];
            })
            .sort((a, b) => a.on.localeCompare(b.on) || a.name.localeCompare(b.name)),
          probation_due: onRolls
            .filter((p) => p.probationEnd && !p.confirmed && p.probationEnd <= addDays(today, PROBATION_DAYS))
            .map((p) => ({ id: p.id, name: p.name, on: p.probationEnd as string }))
            .sort((a, b) => a.on.localeCompare(b.on)),
        };
      }),
  };
}
export type PeopleInsights = ReturnType<typeof createPeopleInsights>;
