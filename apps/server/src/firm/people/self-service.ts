// An employee's own record (ESS): contact, address and emergency details change at once; a bank change is a
// request HR approves (a wrong account is how salary goes astray, and how fraud redirects it). Every change
// is in the firm's audit log, who and from → to, with the account number masked.

import type { SelfProfileSchema } from "@vetan/shared/approvals";
import type { EmployeeProfile } from "@vetan/shared/people";
import type { z } from "zod";
import { and, eq } from "drizzle-orm";
import { employees } from "../../db/schema.ts";
import { emitWebhook } from "../webhooks/emit.ts";
import { changesOf, recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import type { Approvals, RequestHandler } from "../approvals/approvals.service.ts";
import type { Notifications, Outgoing } from "../notifications/notifications.service.ts";
import type { PeopleService } from "./people.service.ts";

const BANK_KEYS = ["bank_account", "bank_ifsc", "bank_name"] as const;
type BankChange = Partial<Record<(typeof BANK_KEYS)[number], string | null>>;
const maskAccount = (v: unknown) => (typeof v === "string" && v.length > 4 ? `XXXX${v.slice(-4)}` : v ?? "none");

/** The bank change request type: summary in words with accounts masked; applied on final approval. */
export const profileChangeHandler: RequestHandler = {
  summary(request) {
    const p = request.payload as { to: BankChange; from: BankChange };
    const lines: string[] = [];
    if ("bank_account" in p.to) lines.push(`Bank account: ${maskAccount(p.from.bank_account)} → ${maskAccount(p.to.bank_account)}`);
    if ("bank_ifsc" in p.to) lines.push(`IFSC: ${p.from.bank_ifsc ?? "none"} → ${p.to.bank_ifsc ?? "none"}`);
    if ("bank_name" in p.to) lines.push(`Bank: ${p.from.bank_name ?? "none"} → ${p.to.bank_name ?? "none"}`);
    return lines;
  },
  async apply(tx: Tx, request, actor, ip) {
    const p = request.payload as { to: BankChange; from: BankChange };
    await tx
      .update(employees)
      .set({
        ...("bank_account" in p.to ? { bankAccount: p.to.bank_account ?? null } : {}),
        ...("bank_ifsc" in p.to ? { bankIfsc: p.to.bank_ifsc ?? null } : {}),
        ...("bank_name" in p.to ? { bankName: p.to.bank_name ?? null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(employees.firmId, request.firmId), eq(employees.id, request.subjectId)));
    const changes = changesOf(p.from, p.to);
    if (changes.bank_account) changes.bank_account = { from: maskAccount(changes.bank_account.from), to: maskAccount(changes.bank_account.to) };
    await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "employee.updated", detail: { employee_id: request.subjectId, approval_id: request.id, changes } });
    await emitWebhook(tx, request.firmId, "employee.updated", { employee_id: request.subjectId, approval_id: request.id, changed_fields: Object.keys(changes) });
  },
};

export function createSelfService(db: Db, people: PeopleService, approvals: Approvals, notifications: Notifications) {
  return {
    async updateOwn(actor: FirmActor, input: z.output<typeof SelfProfileSchema>, ip: string): Promise<{ profile: EmployeeProfile; request_id: string | null }> {
      let outgoing: Outgoing = [];
      const requestId = await withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.select().from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, actor.employeeId))).for("update");
        if (!row) throw AppError.notFound("No such employee in your firm.");
        const contact = {
          personal_email: input.personal_email,
          address_current: input.address_current,
          address_permanent: input.address_permanent,
          emergency_name: input.emergency_name,
          emergency_relation: input.emergency_relation,
          emergency_mobile: input.emergency_mobile,
        };
        const contactBefore = {
          personal_email: row.personalEmail,
          address_current: row.addressCurrent,
          address_permanent: row.addressPermanent,
          emergency_name: row.emergencyName,
          emergency_relation: row.emergencyRelation,
          emergency_mobile: row.emergencyMobile,
        };
        const contactChanges = changesOf(contactBefore, contact);
        if (Object.keys(contactChanges).length > 0) {
          await tx
            .update(employees)
            .set({
              ...(input.personal_email !== undefined ? { personalEmail: input.personal_email } : {}),
              ...(input.address_current !== undefined ? { addressCurrent: input.address_current } : {}),
              ...(input.address_permanent !== undefined ? { addressPermanent: input.address_permanent } : {}),
              ...(input.emergency_name !== undefined ? { emergencyName: input.emergency_name } : {}),
              ...(input.emergency_relation !== undefined ? { emergencyRelation: input.emergency_relation } : {}),
              ...(input.emergency_mobile !== undefined ? { emergencyMobile: input.emergency_mobile } : {}),
              updatedAt: new Date(),
            })
            .where(and(eq(employees.firmId, actor.firmId), eq(employees.id, actor.employeeId)));
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "employee.self_updated", detail: { employee_id: actor.employeeId, changes: contactChanges } });
          await emitWebhook(tx, actor.firmId, "employee.updated", { employee_id: actor.employeeId, changed_fields: Object.keys(contactChanges) });
        }
        const from: BankChange = { bank_account: row.bankAccount, bank_ifsc: row.bankIfsc, bank_name: row.bankName };
        const to: BankChange = {};
        for (const key of BANK_KEYS) if (input[key] !== undefined && input[key] !== from[key]) to[key] = input[key];
        if (Object.keys(to).length === 0) return null;
        if (to.bank_account && !(to.bank_ifsc ?? from.bank_ifsc)) throw AppError.badRequest("IFSC is required with a bank account", { bank_ifsc: "IFSC is required with a bank account" });
        if (await approvals.pendingFor(tx, actor.firmId, "profile_change", actor.employeeId)) {
          const message = "A change of your bank details is already waiting for approval: cancel it first, or wait for HR.";
          throw new AppError(409, "request_pending", message, { bank_account: message });
        }
        const submitted = await approvals.submit(tx, actor, { type: "profile_change", subjectId: actor.employeeId, title: `Bank details of ${row.name} (${row.code})`, payload: { from, to } });
        outgoing = submitted.outgoing;
        return submitted.id;
      });
      await notifications.deliver(outgoing);
      return { profile: await people.profile(actor, actor.employeeId), request_id: requestId };
    },
  };
}
export type SelfService = ReturnType<typeof createSelfService>;
