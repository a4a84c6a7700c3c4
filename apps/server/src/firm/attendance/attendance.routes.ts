// The attendance API (/api/v1/attendance): punches in (web, devices, CSV), the calendar, the muster and
// today's board, requests, and the settings they are measured against. Each handler: who is acting,
// validate (the shared Zod schema), then the service, which asks the attendance policy and audits writes.
import {
  AttendanceRequestSchema,
  AttendanceSettingsSchema,
  CalendarQuerySchema,
  DeviceBatchSchema,
  DeviceKeyInputSchema,
  HolidayInputSchema,
  HolidayQuerySchema,
  MonthSchema,
  MusterQuerySchema,
  RosterInputSchema,
  ShiftInputSchema,
  WebPunchSchema,
  type AttendanceRequest,
} from "@vetan/shared/attendance";
import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { KeysService } from "../../accounts/keys/keys.service.ts";
import { requireKey } from "../../accounts/api-v1/api-key-auth.ts";
import { perCallerLimit } from "../../platform/caller-limit.ts";
import { requireFirmActor } from "../actor.ts";
import type { FeatureKey } from "@vetan/shared/plans";
import { canAttendance } from "./attendance.policy.ts";
import type { Attendance } from "./attendance.service.ts";
import { type AttendanceConfig, DEVICE_SCOPE } from "./config.service.ts";
import { CSV_MAX_BYTES, type Punches } from "./punches.service.ts";

/** The Distribution of Plans' feature each kind of attendance request is (none: every plan has it). */
const ATTENDANCE_REQUEST_FEATURE: Record<AttendanceRequest["type"], FeatureKey | null> = {
  regularisation: "attendance.regularisation",
  overtime: "attendance.overtime",
  on_duty: null,
  wfh: null,
};

export interface AttendanceDeps {
  /** Reads a minute per caller (FIRM_API_PER_CALLER_PER_MIN). */
  perCallerPerMinute: number;
  db: Db;
  keys: KeysService;
  jobs: JobQueue;
  attendance: Attendance;
  config: AttendanceConfig;
  punches: Punches;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IdParams = z.strictObject({ id: z.string().max(100) });
const KeyParams = z.strictObject({ keyid: z.string().max(100) });
const MonthParams = z.strictObject({ month: MonthSchema });
const PickSchema = z.strictObject({ picked: z.boolean({ error: "Say whether you take the holiday" }) });

function idOf(raw: string, missing: string): string {
  if (!UUID.test(raw)) throw AppError.notFound(missing);
  return raw.toLowerCase();
}

export const attendanceRoutes: FastifyPluginAsyncZod<AttendanceDeps> = async (app, deps) => {
  const { attendance, config, punches, jobs } = deps;
  const actorOf = (request: FastifyRequest) => requireFirmActor(request, deps);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const perCaller = perCallerLimit(deps.perCallerPerMinute);
  const body = 64 * 1024;

  // ─── Punches ─────────────────────────────────────────────────────────────────────────────────────
  app.get("/attendance/today", { config: perCaller, schema: { tags: ["attendance"], summary: "The signed-in employee's day: state, shift, punches so far, the buttons that make sense now" } }, async (request) =>
    punches.today(await actorOf(request)),
  );

  app.post(
    "/attendance/punch",
    {
      bodyLimit: 4096,
      config: perCallerLimit(30),
      schema: { tags: ["attendance"], summary: "Clock in or out, start or end a break, from the web (checked against the workspace's geo-fence and IP allow-list)", body: WebPunchSchema },
    },
    async (request, reply) => reply.code(201).send(await punches.web(await actorOf(request), request.body, request.ip)),
  );

  app.post(
    "/attendance/device-punches",
    {
      bodyLimit: 2 * 1024 * 1024,
      config: perCallerLimit(120),
      schema: {
        tags: ["attendance"],
        summary: "Device logs (employee_code, at, device_id, direction) with a device key (HTTP Basic); bad rows are reported, good rows kept, resends ignored",
        body: DeviceBatchSchema,
      },
    },
    async (request) => {
      const key = await requireKey(request, deps.keys);
      if (!key.scopes.includes(DEVICE_SCOPE)) throw new AppError(403, "key_scope", "Device punches need a device key: create one in Attendance settings → Devices.");
      await request.server.services.entitlements.require(key.firmId, request);
      return punches.ingest(key.firmId, request.body.punches);
    },
  );

  await app.register(async (uploads) => {
    // The body is the CSV file itself.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: CSV_MAX_BYTES }, (_request, payload, done) => done(null, payload));
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "too_large", "The file is larger than 5 MB: split it by month.");
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/attendance/punch-imports",
      { schema: { tags: ["attendance"], summary: "A CSV of punch logs (employee_code, date, time, direction, device_id) as the body; bad lines reported, good lines kept" } },
      async (request) => {
        const actor = await actorOf(request);
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw AppError.badRequest("Choose a file to upload.", { file: "Choose a file to upload" });
        const text = bytes.toString("utf8");
        if (text.includes("\u0000")) throw AppError.badRequest("That file is not a CSV. Save the log as .csv and try again.", { file: "Not a CSV file" });
        return punches.importCsv(actor, text);
      },
    );
  });

  // ─── Reading ─────────────────────────────────────────────────────────────────────────────────────
  app.get(
    "/attendance/calendar",
    { config: perCaller, schema: { tags: ["attendance"], summary: "A person's cycle day by day with totals and punches (self, their managers, HR in scope, admins)", querystring: CalendarQuerySchema } },
    async (request) => attendance.calendar(await actorOf(request), request.query.month, request.query.employee_id),
  );

  app.get(
    "/attendance/muster",
    { config: perCaller, schema: { tags: ["attendance"], summary: "Everyone × every day of the cycle with status codes and totals (admins, HR for their workspaces)", querystring: MusterQuerySchema } },
    async (request) => attendance.muster(await actorOf(request), request.query),
  );

  app.get(
    "/attendance/muster.xlsx",
    { config: perCaller, schema: { tags: ["attendance"], summary: "The muster as an XLSX workbook with a colour legend", querystring: MusterQuerySchema } },
    async (request, reply) => {
      const file = await attendance.musterXlsx(await actorOf(request), request.query);
      return reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="vetan-muster-${request.query.month}.xlsx"`)
        .send(file);
    },
  );

  app.get("/attendance/where", { config: perCaller, schema: { tags: ["attendance"], summary: "Who is in which workspace today (admins, HR)" } }, async (request) => attendance.whoIsWhere(await actorOf(request)));

  app.post(
    "/attendance/requests",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Ask for a regularisation, on duty, work from home or overtime; it goes through the approval chain", body: AttendanceRequestSchema } },
    async (request, reply) => {
      const actor = await actorOf(request);
      // One route, several features of the Distribution of Plans: regularisation and overtime are Premium's.
      const feature = ATTENDANCE_REQUEST_FEATURE[request.body.type];
      if (feature) await request.server.services.entitlements.requireFeature(actor.firmId, feature);
      return reply.code(201).send(await attendance.request(actor, request.body));
    },
  );

  app.get("/attendance/cycles", { config: perCaller, schema: { tags: ["attendance"], summary: "Locked attendance cycles, newest first (admins, HR)" } }, async (request) => ({
    data: await attendance.locks(await actorOf(request)),
  }));
  app.get(
    "/attendance/cycles/:month/totals",
    { config: perCaller, schema: { tags: ["attendance"], summary: "Everyone's paid days, LOP, overtime and PF non-contributing days for a payroll month, with adjustments from a locked cycle (admins, firm-wide HR)", params: MonthParams } },
    async (request) => {
      const actor = await actorOf(request);
      if (!canAttendance(actor, "manage_calendar")) throw AppError.forbidden("The cycle's figures for payroll are for admins and firm-wide HR.");
      return { month: request.params.month, data: await attendance.cycleTotals(actor.firmId, request.params.month) };
    },
  );
  app.post(
    "/attendance/cycles/:month/lock",
    { bodyLimit: 1024, schema: { tags: ["attendance"], summary: "Lock an ended cycle with everyone's totals (admins; payroll does it when its run is locked)", params: MonthParams } },
    async (request, reply) => reply.code(201).send(await attendance.lockCycle(await actorOf(request), request.params.month, request.ip)),
  );

  app.get("/attendance/jobs/:id", { config: perCaller, schema: { tags: ["attendance"], summary: "A recompute's progress", params: IdParams } }, async (request) => {
    const actor = await actorOf(request);
    const job = await jobs.get(actor.firmId, idOf(request.params.id, "No such job in your firm."));
    if (!job || !job.queue.startsWith("attendance.")) throw AppError.notFound("No such job in your firm.");
    return job;
  });

  // ─── Settings ────────────────────────────────────────────────────────────────────────────────────
  app.get("/attendance/settings", { config: perCaller, schema: { tags: ["attendance"], summary: "The attendance policy in force, its dated versions and the cycle" } }, async (request) =>
    config.settings(await actorOf(request)),
  );
  app.put(
    "/attendance/settings",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Save a policy version from a date, and the cycle (admins); past days are recomputed", body: AttendanceSettingsSchema } },
    async (request) => config.saveSettings(await actorOf(request), request.body, request.ip),
  );

  app.get("/attendance/shifts", { config: perCaller, schema: { tags: ["attendance"], summary: "The firm's shifts, and whether the caller may change them" } }, async (request) => {
    const actor = await actorOf(request);
    return { data: await config.shifts(actor), can_edit: canAttendance(actor, "manage_calendar") };
  });
  app.post(
    "/attendance/shifts",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Add a shift (admins, firm-wide HR)", body: ShiftInputSchema } },
    async (request, reply) => reply.code(201).send(await config.saveShift(await actorOf(request), null, request.body, request.ip)),
  );
  app.put(
    "/attendance/shifts/:id",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Change a shift (admins, firm-wide HR); recent days are recomputed", params: IdParams, body: ShiftInputSchema } },
    async (request) => config.saveShift(await actorOf(request), idOf(request.params.id, "No such shift in your firm."), request.body, request.ip),
  );
  app.delete("/attendance/shifts/:id", { schema: { tags: ["attendance"], summary: "Archive a shift (admins, firm-wide HR)", params: IdParams } }, async (request, reply) => {
    await config.archiveShift(await actorOf(request), idOf(request.params.id, "No such shift in your firm."), request.ip);
    return reply.code(204).send();
  });

  app.get("/attendance/rosters", { config: perCaller, schema: { tags: ["attendance"], summary: "Rosters: who works which shift rotation from when, and whether the caller may change them" } }, async (request) => {
    const actor = await actorOf(request);
    return { data: await config.rosters(actor), can_edit: canAttendance(actor, "manage_calendar") };
  });
  app.post(
    "/attendance/rosters",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Roster the firm, a workspace, a department or one employee onto a rotation of shifts (admins, firm-wide HR)", body: RosterInputSchema } },
    async (request, reply) => reply.code(201).send(await config.addRoster(await actorOf(request), request.body, request.ip)),
  );
  app.put(
    "/attendance/rosters/:id",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Change a roster (admins, firm-wide HR); its days are recomputed", params: IdParams, body: RosterInputSchema } },
    async (request) => config.updateRoster(await actorOf(request), idOf(request.params.id, "No such roster in your firm."), request.body, request.ip),
  );
  app.delete("/attendance/rosters/:id", { schema: { tags: ["attendance"], summary: "Remove a roster (admins, firm-wide HR)", params: IdParams } }, async (request) =>
    config.removeRoster(await actorOf(request), idOf(request.params.id, "No such roster in your firm."), request.ip),
  );

  app.get("/attendance/holidays", { config: perCaller, schema: { tags: ["attendance"], summary: "The year's holidays for the caller's workspace (all for admins and HR), with optional holidays picked", querystring: HolidayQuerySchema } }, async (request) =>
    config.holidays(await actorOf(request), request.query.year),
  );
  app.post(
    "/attendance/holidays",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Add a holiday, firm-wide or for a workspace, optional or not (admins, firm-wide HR)", body: HolidayInputSchema } },
    async (request, reply) => reply.code(201).send(await config.addHoliday(await actorOf(request), request.body, request.ip)),
  );
  app.put(
    "/attendance/holidays/:id",
    { bodyLimit: body, schema: { tags: ["attendance"], summary: "Move, rename or re-scope a holiday (admins, firm-wide HR); its days are recomputed", params: IdParams, body: HolidayInputSchema } },
    async (request) => config.updateHoliday(await actorOf(request), idOf(request.params.id, "No such holiday in your firm."), request.body, request.ip),
  );
  app.delete("/attendance/holidays/:id", { schema: { tags: ["attendance"], summary: "Remove a holiday (admins, firm-wide HR)", params: IdParams } }, async (request) =>
    config.removeHoliday(await actorOf(request), idOf(request.params.id, "No such holiday in your firm."), request.ip),
  );
  app.put(
    "/attendance/holidays/:id/pick",
    { bodyLimit: 1024, schema: { tags: ["attendance"], summary: "Take or give back an optional holiday, within the year's quota", params: IdParams, body: PickSchema } },
    async (request, reply) => {
      await config.pick(await actorOf(request), idOf(request.params.id, "No such holiday for your workspace."), request.body.picked, request.ip);
      return reply.code(204).send();
    },
  );

  app.get("/attendance/device-keys", { config: perCaller, schema: { tags: ["attendance"], summary: "Keys the firm's biometric devices push punches with (admins)" } }, async (request) => ({
    data: await config.deviceKeys(await actorOf(request)),
  }));
  app.post(
    "/attendance/device-keys",
    { bodyLimit: 4096, schema: { tags: ["attendance"], summary: "Create a device key; its secret is shown once (admins)", body: DeviceKeyInputSchema } },
    async (request, reply) => reply.code(201).send(await config.addDeviceKey(await actorOf(request), request.body.label, request.ip)),
  );
  app.delete("/attendance/device-keys/:keyid", { schema: { tags: ["attendance"], summary: "Revoke a device key (admins)", params: KeyParams } }, async (request, reply) => {
    await config.revokeDeviceKey(await actorOf(request), request.params.keyid, request.ip);
    return reply.code(204).send();
  });
};
