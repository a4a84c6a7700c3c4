// What attendance is measured against: the firm's dated policy and cycle, its shifts and rosters, its
// holiday lists (with the optional holidays each person picks within a quota), and the keys its biometric
// devices push with. Every change is audited in its transaction; a change that alters past days queues a
// background recompute of the firm's day records from its date (the page shows the job's progress).
import { randomBytes } from "node:crypto";
import { policyInForce } from "@vetan/attendance";
import type { AttendanceSettings, HolidayInputSchema, RosterInputSchema, ShiftInputSchema } from "@vetan/shared/attendance";
import { addDays, indiaToday } from "@vetan/shared/dates";
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { apiKeys, attendanceDays, attendanceSettings, departments, employees, holidayPicks, holidays, shiftRosters, shifts, workspaces } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { newToken, sha256 } from "../../platform/auth/secrets.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { FirmActor } from "../actor.ts";
import { canAttendance } from "./attendance.policy.ts";
import { DEVICE_SCOPE } from "../../accounts/keys/keys.service.ts";
import { peopleOnRolls, recompute } from "./processing.ts";
import { formFromVersion, loadSettings, versionFromForm, withVersion } from "./settings.ts";

export const REPROCESS_QUEUE = "attendance.reprocess";
/** Device keys are keys of one scope; the scope itself is the keys' own (accounts/keys). */
export { DEVICE_SCOPE };
/**
 * How far back a change of rules recomputes at once (two cycles). Older day records it touches are dropped
 * instead, and recomputed when someone next reads them (the calendar, muster and cycle totals fill gaps).
 */
const REPROCESS_EAGER_DAYS = 62;
const REPROCESS_CHUNK = 400;

const unique = (error: unknown) => typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "23505";
const causeUnique = (error: unknown) => unique(error) || (typeof error === "object" && error !== null && "cause" in error && unique((error as { cause: unknown }).cause));

function shiftView(s: typeof shifts.$inferSelect) {
  const own = s.breaks?.[0] ?? null;
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    start: s.startTime,
    end: s.endTime,
    start_margin_minutes: s.startMarginMinutes,
    end_margin_minutes: s.endMarginMinutes,
    break: own ? { start: own.start, end: own.end, paid: own.paid } : null,
    archived: s.archived,
    crosses_midnight: s.endTime <= s.startTime,
  };
}

export function createAttendanceConfig(db: Db, jobs: JobQueue) {
  jobs.handle(REPROCESS_QUEUE, async (ctx) => {
    const { from: changedFrom, to } = ctx.job.payload as { from: string; to: string };
    const firmId = ctx.job.firmId;
    if (!firmId) throw new Error("attendance.reprocess needs a firm");
    const eager = addDays(to, -REPROCESS_EAGER_DAYS);
    const from = changedFrom > eager ? changedFrom : eager;
    if (changedFrom < from) {
      await withFirm(db, firmId, (tx) => tx.delete(attendanceDays).where(and(eq(attendanceDays.firmId, firmId), gte(attendanceDays.day, changedFrom), lt(attendanceDays.day, from))));
    }
    // A transaction per chunk of people: short transactions, and progress written between them (on PGlite
    // the one session cannot take the progress write while a transaction holds it).
    const ids = await withFirm(db, firmId, (tx) => peopleOnRolls(tx, firmId, from, to));
    let written = 0;
    for (let i = 0; i < ids.length; i += REPROCESS_CHUNK) {
      const chunk = ids.slice(i, i + REPROCESS_CHUNK);
      written += await withFirm(db, firmId, (tx) => recompute(tx, firmId, chunk, from, to));
      await ctx.progress(Math.min(i + REPROCESS_CHUNK, ids.length), ids.length);
    }
    return { days: written, people: ids.length, from, to, dropped_from: changedFrom < from ? changedFrom : null };
  });

  /** Queues the recompute of everyone's days from `from` (a past date) to today; null when nothing past changed. */
  async function reprocessFrom(tx: Tx, actor: FirmActor, from: string): Promise<string | null> {
    const today = indiaToday();
    if (from > today) return null;
    return jobs.send(tx, { queue: REPROCESS_QUEUE, firmId: actor.firmId, payload: { from, to: today }, createdBy: actor.employeeId });
  }

  function must(actor: FirmActor, action: "manage_calendar" | "manage_policy") {
    if (!canAttendance(actor, action)) throw AppError.forbidden(action === "manage_policy" ? "Attendance rules are set by admins." : "Shifts, rosters and holidays are kept by admins and firm-wide HR.");
  }

  async function checkTarget(tx: Tx, actor: FirmActor, input: z.output<typeof RosterInputSchema>) {
    if (input.target_kind === "firm") return;
    const table = { workspace: workspaces, department: departments, employee: employees }[input.target_kind];
    const [row] = await tx.select({ id: table.id }).from(table).where(and(eq(table.firmId, actor.firmId), eq(table.id, input.target_id as string)));
    const message = `Choose ${input.target_kind === "employee" ? "an" : "a"} ${input.target_kind} from the list`;
    if (!row) throw AppError.badRequest(message, { target_id: message });
    const ids = input.pattern.filter((p): p is string => p !== null);
    const known = await tx.select({ id: shifts.id }).from(shifts).where(and(eq(shifts.firmId, actor.firmId), inArray(shifts.id, ids), eq(shifts.archived, false)));
    if (new Set(known.map((k) => k.id)).size !== new Set(ids).size) throw AppError.badRequest("Choose shifts from the list", { pattern: "Choose shifts from the list" });
  }

  return {
    settings: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        const s = await loadSettings(tx, actor.firmId);
        const today = indiaToday();
        const current = s.policy.some((v) => v.effectiveFrom <= today) ? policyInForce(s.policy, today) : (s.policy[0] as (typeof s.policy)[number]);
        return { current: formFromVersion(current, s), versions: s.policy.map((v) => v.effectiveFrom), can_edit: canAttendance(actor, "manage_policy") };
      }),

    /** Saves a policy version (added, or replacing the one of the same date) and the cycle; recomputes from its date. */
    async saveSettings(actor: FirmActor, input: AttendanceSettings, ip: string) {
      must(actor, "manage_policy");
      const job = await withFirm(db, actor.firmId, async (tx) => {
        const current = await loadSettings(tx, actor.firmId);
        const policy = withVersion(current.policy, versionFromForm(input));
        const values = { firmId: actor.firmId, policy, cycleStartDay: input.cycle_start_day, optionalHolidayQuota: input.optional_holiday_quota, overtimeQuarterLimitHours: input.overtime_quarter_limit_hours, updatedAt: new Date() };
        await tx.insert(attendanceSettings).values(values).onConflictDoUpdate({ target: attendanceSettings.firmId, set: values });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "attendance.settings_saved", detail: { effective_from: input.effective_from, cycle_start_day: input.cycle_start_day } });
        return reprocessFrom(tx, actor, input.effective_from);
      });
      return { ...(await this.settings(actor)), job_id: job };
    },

    shifts: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => (await tx.select().from(shifts).where(eq(shifts.firmId, actor.firmId)).orderBy(asc(shifts.archived), asc(shifts.startTime))).map(shiftView)),

    async saveShift(actor: FirmActor, id: string | null, input: z.output<typeof ShiftInputSchema>, ip: string) {
      must(actor, "manage_calendar");
      try {
        return await withFirm(db, actor.firmId, async (tx) => {
          const values = {
            name: input.name,
            code: input.code,
            startTime: input.start,
            endTime: input.end,
            startMarginMinutes: input.start_margin_minutes,
            endMarginMinutes: input.end_margin_minutes,
            breaks: input.break_start ? [{ start: input.break_start, end: input.break_end, paid: input.break_paid }] : null,
          };
          let row: typeof shifts.$inferSelect | undefined;
          let job: string | null = null;
          if (id === null) {
            [row] = await tx.insert(shifts).values({ firmId: actor.firmId, ...values }).returning();
          } else {
            [row] = await tx.update(shifts).set(values).where(and(eq(shifts.firmId, actor.firmId), eq(shifts.id, id))).returning();
            if (!row) throw AppError.notFound("No such shift in your firm.");
            // A changed shift changes every day worked on it: recompute the last two cycles.
            job = await reprocessFrom(tx, actor, addDays(indiaToday(), -62));
          }
          if (!row) throw new Error("shift write returned nothing");
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: id ? "shift.updated" : "shift.created", detail: { shift_id: row.id, ...input } });
          return { ...shiftView(row), job_id: job };
        });
      } catch (error) {
        if (causeUnique(error)) throw new AppError(409, "duplicate", "Another shift has this code.", { code: "Another shift has this code" });
        throw error;
      }
    },

    async archiveShift(actor: FirmActor, id: string, ip: string) {
      must(actor, "manage_calendar");
      await withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.update(shifts).set({ archived: true }).where(and(eq(shifts.firmId, actor.firmId), eq(shifts.id, id))).returning({ id: shifts.id });
        if (!row) throw AppError.notFound("No such shift in your firm.");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "shift.archived", detail: { shift_id: id } });
      });
    },

    rosters: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canAttendance(actor, "view_muster")) throw AppError.forbidden("Rosters are kept by admins and HR.");
        const rows = await tx.select().from(shiftRosters).where(eq(shiftRosters.firmId, actor.firmId)).orderBy(desc(shiftRosters.startsOn), desc(shiftRosters.createdAt));
        const names = new Map<string, string>();
        const ws = await tx.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.firmId, actor.firmId));
        const ds = await tx.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.firmId, actor.firmId));
        const people = rows.filter((r) => r.targetKind === "employee").map((r) => r.targetId as string);
        const es = people.length ? await tx.select({ id: employees.id, name: employees.name }).from(employees).where(and(eq(employees.firmId, actor.firmId), inArray(employees.id, people))) : [];
        const ss = await tx.select({ id: shifts.id, code: shifts.code }).from(shifts).where(eq(shifts.firmId, actor.firmId));
        for (const x of [...ws, ...ds, ...es]) names.set(x.id, x.name);
        const codes = new Map(ss.map((s) => [s.id, s.code]));
        return rows.map((r) => ({
          id: r.id,
          target_kind: r.targetKind,
          target_id: r.targetId,
          target_name: r.targetId ? (names.get(r.targetId) ?? "Removed") : "Whole firm",
          starts_on: r.startsOn,
          ends_on: r.endsOn,
          pattern: r.pattern,
          pattern_codes: r.pattern.map((p) => (p ? (codes.get(p) ?? "?") : "Off")),
          step_days: r.stepDays,
        }));
      }),

    async addRoster(actor: FirmActor, input: z.output<typeof RosterInputSchema>, ip: string) {
      must(actor, "manage_calendar");
      return withFirm(db, actor.firmId, async (tx) => {
        await checkTarget(tx, actor, input);
        const [row] = await tx
          .insert(shiftRosters)
          .values({ firmId: actor.firmId, targetKind: input.target_kind, targetId: input.target_kind === "firm" ? null : (input.target_id as string), startsOn: input.starts_on, endsOn: input.ends_on, pattern: input.pattern, stepDays: input.step_days, createdBy: actor.employeeId })
          .returning({ id: shiftRosters.id });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "roster.created", detail: { roster_id: row?.id, ...input } });
        return { id: row?.id as string, job_id: await reprocessFrom(tx, actor, input.starts_on) };
      });
    },

    /** Changes a roster; the days from the earlier of its old and new start are worked out again. */
    async updateRoster(actor: FirmActor, id: string, input: z.output<typeof RosterInputSchema>, ip: string) {
      must(actor, "manage_calendar");
      return withFirm(db, actor.firmId, async (tx) => {
        const [before] = await tx.select().from(shiftRosters).where(and(eq(shiftRosters.firmId, actor.firmId), eq(shiftRosters.id, id))).for("update");
        if (!before) throw AppError.notFound("No such roster in your firm.");
        await checkTarget(tx, actor, input);
        await tx
          .update(shiftRosters)
          .set({ targetKind: input.target_kind, targetId: input.target_kind === "firm" ? null : (input.target_id as string), startsOn: input.starts_on, endsOn: input.ends_on, pattern: input.pattern, stepDays: input.step_days })
          .where(and(eq(shiftRosters.firmId, actor.firmId), eq(shiftRosters.id, id)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "roster.updated", detail: { roster_id: id, from: { starts_on: before.startsOn, ends_on: before.endsOn, target_kind: before.targetKind, pattern: before.pattern }, to: input } });
        const from = before.startsOn < input.starts_on ? before.startsOn : input.starts_on;
        return { id, job_id: await reprocessFrom(tx, actor, from) };
      });
    },

    async removeRoster(actor: FirmActor, id: string, ip: string) {
      must(actor, "manage_calendar");
      return withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.delete(shiftRosters).where(and(eq(shiftRosters.firmId, actor.firmId), eq(shiftRosters.id, id))).returning();
        if (!row) throw AppError.notFound("No such roster in your firm.");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "roster.removed", detail: { roster_id: id, starts_on: row.startsOn, target_kind: row.targetKind } });
        return { job_id: await reprocessFrom(tx, actor, row.startsOn) };
      });
    },

    /** The year's holidays that apply to the actor's workspace (all of them for those who keep them), with their picks. */
    holidays: (actor: FirmActor, year: number) =>
      withFirm(db, actor.firmId, async (tx) => {
        const settings = await loadSettings(tx, actor.firmId);
        const [me] = await tx.select({ workspaceId: employees.workspaceId }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, actor.employeeId)));
        const all = canAttendance(actor, "view_muster");
        const rows = await tx
          .select({ h: holidays, workspace: workspaces.name })
          .from(holidays)
          .leftJoin(workspaces, and(eq(workspaces.firmId, holidays.firmId), eq(workspaces.id, holidays.workspaceId)))
          .where(and(eq(holidays.firmId, actor.firmId), gte(holidays.day, `${year}-01-01`), lte(holidays.day, `${year}-12-31`)))
          .orderBy(asc(holidays.day));
        const mine = rows.filter((r) => all || r.h.workspaceId === null || r.h.workspaceId === me?.workspaceId);
        const picks = await tx.select({ holidayId: holidayPicks.holidayId }).from(holidayPicks).where(and(eq(holidayPicks.firmId, actor.firmId), eq(holidayPicks.employeeId, actor.employeeId)));
        const picked = new Set(picks.map((p) => p.holidayId));
        return {
          year,
          quota: settings.optionalHolidayQuota,
          picked: mine.filter((r) => r.h.optional && picked.has(r.h.id)).length,
          can_edit: canAttendance(actor, "manage_calendar"),
          data: mine.map(({ h, workspace }) => ({
            id: h.id,
            day: h.day,
            name: h.name,
            workspace_id: h.workspaceId,
            workspace: workspace ?? "Every workspace",
            optional: h.optional,
            picked: picked.has(h.id),
            applies_to_me: h.workspaceId === null || h.workspaceId === me?.workspaceId,
          })),
        };
      }),

    async addHoliday(actor: FirmActor, input: z.output<typeof HolidayInputSchema>, ip: string) {
      must(actor, "manage_calendar");
      try {
        return await withFirm(db, actor.firmId, async (tx) => {
          if (input.workspace_id) {
            const [ws] = await tx.select({ id: workspaces.id }).from(workspaces).where(and(eq(workspaces.firmId, actor.firmId), eq(workspaces.id, input.workspace_id)));
            if (!ws) throw AppError.badRequest("Choose a workspace from the list", { workspace_id: "Choose a workspace from the list" });
          }
          const [row] = await tx.insert(holidays).values({ firmId: actor.firmId, day: input.day, name: input.name, workspaceId: input.workspace_id ?? null, optional: input.optional }).returning({ id: holidays.id });
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "holiday.created", detail: { holiday_id: row?.id, ...input } });
          return { id: row?.id as string, job_id: await reprocessFrom(tx, actor, input.day) };
        });
      } catch (error) {
        if (causeUnique(error)) throw new AppError(409, "duplicate", "There is already a holiday on this date for that workspace.", { day: "Already a holiday on this date" });
        throw error;
      }
    },

    /** Moves, renames or re-scopes a holiday; the days from the earlier of its old and new date are worked out again. */
    async updateHoliday(actor: FirmActor, id: string, input: z.output<typeof HolidayInputSchema>, ip: string) {
      must(actor, "manage_calendar");
      try {
        return await withFirm(db, actor.firmId, async (tx) => {
          const [before] = await tx.select().from(holidays).where(and(eq(holidays.firmId, actor.firmId), eq(holidays.id, id))).for("update");
          if (!before) throw AppError.notFound("No such holiday in your firm.");
          if (input.workspace_id) {
            const [ws] = await tx.select({ id: workspaces.id }).from(workspaces).where(and(eq(workspaces.firmId, actor.firmId), eq(workspaces.id, input.workspace_id)));
            if (!ws) throw AppError.badRequest("Choose a workspace from the list", { workspace_id: "Choose a workspace from the list" });
          }
          await tx
            .update(holidays)
            .set({ day: input.day, name: input.name, workspaceId: input.workspace_id ?? null, optional: input.optional })
            .where(and(eq(holidays.firmId, actor.firmId), eq(holidays.id, id)));
          // An optional holiday made everyone's no longer has picks to keep.
          if (before.optional && !input.optional) await tx.delete(holidayPicks).where(and(eq(holidayPicks.firmId, actor.firmId), eq(holidayPicks.holidayId, id)));
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "holiday.updated", detail: { holiday_id: id, from: { day: before.day, name: before.name, workspace_id: before.workspaceId, optional: before.optional }, to: input } });
          return { id, job_id: await reprocessFrom(tx, actor, before.day < input.day ? before.day : input.day) };
        });
      } catch (error) {
        if (causeUnique(error)) throw new AppError(409, "duplicate", "There is already a holiday on this date for that workspace.", { day: "Already a holiday on this date" });
        throw error;
      }
    },

    async removeHoliday(actor: FirmActor, id: string, ip: string) {
      must(actor, "manage_calendar");
      return withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.delete(holidays).where(and(eq(holidays.firmId, actor.firmId), eq(holidays.id, id))).returning();
        if (!row) throw AppError.notFound("No such holiday in your firm.");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "holiday.removed", detail: { holiday_id: id, day: row.day, name: row.name } });
        return { job_id: await reprocessFrom(tx, actor, row.day) };
      });
    },

    /** An employee takes (or gives back) an optional holiday, within the year's quota; a past one is settled. */
    async pick(actor: FirmActor, holidayId: string, take: boolean, ip: string) {
      await withFirm(db, actor.firmId, async (tx) => {
        const [h] = await tx.select().from(holidays).where(and(eq(holidays.firmId, actor.firmId), eq(holidays.id, holidayId)));
        const [me] = await tx.select({ workspaceId: employees.workspaceId }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, actor.employeeId)));
        if (!h || (h.workspaceId !== null && h.workspaceId !== me?.workspaceId)) throw AppError.notFound("No such holiday for your workspace.");
        if (!h.optional) throw AppError.badRequest("This holiday is for everyone; there is nothing to pick.", { holiday: "Not an optional holiday" });
        if (h.day < indiaToday()) throw new AppError(409, "holiday_past", "This holiday has passed; a past choice cannot be changed.");
        if (take) {
          const settings = await loadSettings(tx, actor.firmId);
          const year = h.day.slice(0, 4);
          const taken = await tx
            .select({ id: holidays.id })
            .from(holidayPicks)
            .innerJoin(holidays, and(eq(holidays.firmId, holidayPicks.firmId), eq(holidays.id, holidayPicks.holidayId)))
            .where(and(eq(holidayPicks.firmId, actor.firmId), eq(holidayPicks.employeeId, actor.employeeId), gte(holidays.day, `${year}-01-01`), lte(holidays.day, `${year}-12-31`), ne(holidays.id, holidayId)));
          if (taken.length >= settings.optionalHolidayQuota) {
            throw new AppError(409, "quota_used", `You have picked ${taken.length} of your ${settings.optionalHolidayQuota} optional holidays for ${year}. Give one back first.`);
          }
          await tx.insert(holidayPicks).values({ firmId: actor.firmId, employeeId: actor.employeeId, holidayId }).onConflictDoNothing();
        } else {
          await tx.delete(holidayPicks).where(and(eq(holidayPicks.firmId, actor.firmId), eq(holidayPicks.employeeId, actor.employeeId), eq(holidayPicks.holidayId, holidayId)));
        }
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: take ? "holiday.picked" : "holiday.unpicked", detail: { holiday_id: holidayId, day: h.day } });
      });
    },

    /** Device keys: each may only push punches (the attendance.devices scope), never read anything. */
    deviceKeys: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        must(actor, "manage_policy");
        const rows = await tx.select().from(apiKeys).where(and(eq(apiKeys.firmId, actor.firmId), isNull(apiKeys.revokedAt))).orderBy(desc(apiKeys.createdAt));
        return rows
          .filter((r) => r.scopes.includes(DEVICE_SCOPE))
          .map((r) => ({ keyid: r.keyId, label: r.label ?? "", secret_last4: r.secretLast4, created_at: r.createdAt.toISOString(), last_used_at: r.lastUsedAt?.toISOString() ?? null }));
      }),

    async addDeviceKey(actor: FirmActor, label: string, ip: string) {
      must(actor, "manage_policy");
      const keyid = `vk_${randomBytes(10).toString("hex")}`;
      const keysecret = newToken(32);
      await withFirm(db, actor.firmId, async (tx) => {
        await tx.insert(apiKeys).values({ firmId: actor.firmId, memberId: actor.employeeId, keyId: keyid, secretHash: sha256(keysecret), secretLast4: keysecret.slice(-4), scopes: [DEVICE_SCOPE], label });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "device_key.created", detail: { key_id: keyid, label } });
      });
      return { keyid, keysecret, label };
    },

    async revokeDeviceKey(actor: FirmActor, keyid: string, ip: string) {
      must(actor, "manage_policy");
      await withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx
          .update(apiKeys)
          .set({ revokedAt: new Date() })
          .where(and(eq(apiKeys.firmId, actor.firmId), eq(apiKeys.keyId, keyid), isNull(apiKeys.revokedAt), sql`${DEVICE_SCOPE} = any(${apiKeys.scopes})`))
          .returning({ id: apiKeys.id });
        if (!row) throw AppError.notFound("No such device key in your firm.");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "device_key.revoked", detail: { key_id: keyid } });
      });
    },
  };
}
export type AttendanceConfig = ReturnType<typeof createAttendanceConfig>;
