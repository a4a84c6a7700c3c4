// The dashboards' data for the server-rendered pages (SiteServices.dashboard). Each door resolves the viewer
// from the session cookie and opens only for its own user type; the firm and member it reads are the
// session's, never an id the page passes in, so one firm's member can never see another firm.
import type { AppViewer, DashboardDoor, SiteViewer } from "@vetan/shared";
import { and, eq, sql } from "drizzle-orm";
import { employees } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { actorWith } from "../../firm/actor.ts";
import { shellAbilities } from "../../firm/people/people.policy.ts";
import { PLATFORM_PAGE, type PlatformAdminService } from "../../console/platform-admin/platform-admin.service.ts";
import type { FirmsService } from "../firms/firms.service.ts";
import type { UsType, Viewer } from "../identity/identity.service.ts";
import type { KeysService } from "../keys/keys.service.ts";
import type { MembersService } from "../members/members.service.ts";
import type { Entitlements } from "../../firm/billing/entitlements.ts";

export interface DashboardDeps {
  db: Db;
  /** The viewer behind a Cookie header, or null. */
  viewerOf(cookieHeader: string | null): Promise<Viewer | null>;
  firms: FirmsService;
  members: MembersService;
  keys: KeysService;
  platform: PlatformAdminService;
  entitlements: Entitlements;
}

interface Placed extends Viewer {
  firmId: string;
  memberId: string;
}

const siteViewer = (v: Viewer): SiteViewer => ({
  userId: v.userId,
  name: v.name,
  mobile: v.mobile,
  email: v.email,
  usType: v.usType,
  firmId: v.firmId,
  memberId: v.memberId,
});

const isPlaced = (v: Viewer): v is Placed => v.firmId !== null && v.memberId !== null;

export function createDashboardService({ db, viewerOf, firms, members, keys, platform, entitlements }: DashboardDeps) {
  /**
   * Opens for a member of a firm with the wanted type. A view that cannot be built (the firm or member has
   * gone since the session was placed) keeps the door closed rather than showing half a page. Views read
   * one query after another: the embedded database has a single connection, so nothing is gained in parallel.
   */
  async function memberDoor<T>(cookieHeader: string | null, want: Exclude<UsType, "S">, build: (v: Placed) => Promise<T | null>): Promise<DashboardDoor<T>> {
    const viewer = await viewerOf(cookieHeader);
    if (!viewer || viewer.usType !== want || !isPlaced(viewer)) return { open: false, viewer: viewer && siteViewer(viewer) };
    const view = await build(viewer);
    return view ? { open: true, view } : { open: false, viewer: siteViewer(viewer) };
  }

  const firmOf = async (v: Placed) => firms.profile(v.firmId);

  /** The same test as requireSuperadmin: placed as S and still a superadmin account. */
  async function superadminDoor(cookieHeader: string | null): Promise<DashboardDoor<{ viewer: SiteViewer }>> {
    const viewer = await viewerOf(cookieHeader);
    if (!viewer || viewer.usType !== "S" || !viewer.isSuperadmin) return { open: false, viewer: viewer && siteViewer(viewer) };
    return { open: true, view: { viewer: siteViewer(viewer) } };
  }

  return {
    admin: (cookieHeader: string | null) =>
      memberDoor(cookieHeader, "A", async (v) => {
        const firm = await firmOf(v);
        if (!firm) return null;
        return { viewer: siteViewer(v), firm, members: await members.list(v.firmId), key: await keys.current({ firmId: v.firmId, memberId: v.memberId }) };
      }),

    hr: (cookieHeader: string | null) =>
      memberDoor(cookieHeader, "H", async (v) => {
        const firm = await firmOf(v);
        return firm && { viewer: siteViewer(v), firm_name: firm.firm_name, members: await members.list(v.firmId) };
      }),

    employee: (cookieHeader: string | null) =>
      memberDoor(cookieHeader, "E", async (v) => {
        const firm = await firmOf(v);
        const me = firm && (await members.get(v.firmId, v.memberId));
        return firm && me && { viewer: siteViewer(v), firm_name: firm.firm_name, me };
      }),

    keys: (cookieHeader: string | null) =>
      memberDoor(cookieHeader, "A", async (v) => {
        const firm = await firmOf(v);
        return firm && { viewer: siteViewer(v), firm_name: firm.firm_name, firmId: v.firmId, empId: v.memberId, mobile: v.mobile };
      }),

    async superadmin(cookieHeader: string | null) {
      const door = await superadminDoor(cookieHeader);
      if (!door.open) return door;
      const first = { limit: PLATFORM_PAGE.defaultLimit, offset: 0 };
      return { open: true as const, view: { viewer: door.view.viewer, firms: await platform.firms(first), users: await platform.users(first) } };
    },

    /** The console's frame: open for the superadmin alone; each screen then loads from /api/v1/admin. */
    console: superadminDoor,

    /**
     * The firm product's frame: open for anyone placed in a firm whose employee record still gives them
     * access. What they may use is read from that record now, not from the session.
     */
    async app(cookieHeader: string | null): Promise<DashboardDoor<AppViewer>> {
      const viewer = await viewerOf(cookieHeader);
      if (!viewer || viewer.usType === "S" || !isPlaced(viewer)) return { open: false, viewer: viewer && siteViewer(viewer) };
      // The access was read with the session: null when they left or lost sign-in access since.
      const actor = viewer.memberAccess && actorWith({ firmId: viewer.firmId, employeeId: viewer.memberId, userId: viewer.userId, via: "session" }, viewer.memberAccess);
      const firm = actor && (await firms.profile(viewer.firmId));
      if (!actor || !firm) return { open: false, viewer: siteViewer(viewer) };
      // Their code, and whether anyone reports to them (a manager), in one query.
      const [me] = await withFirm(db, viewer.firmId, (tx) =>
        tx
          .select({
            code: employees.code,
            // Bound values, not column references: in a one-table select Drizzle leaves columns unqualified,
            // and inside the subquery they would name the report's own row.
            isManager: sql<boolean>`exists (select 1 from employees r where r.firm_id = ${viewer.firmId} and r.manager_id = ${viewer.memberId} and r.status <> 'exited')`,
          })
          .from(employees)
          .where(and(eq(employees.firmId, viewer.firmId), eq(employees.id, viewer.memberId)))
          .limit(1),
      );
      return {
        open: true,
        view: {
          viewer: siteViewer(viewer),
          firm_name: firm.firm_name,
          employee_id: viewer.memberId,
          employee_code: me?.code ?? "",
          access: actor.access,
          is_manager: me?.isManager === true,
          can: shellAbilities(actor),
          plan: await entitlements.standing(viewer.firmId),
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
