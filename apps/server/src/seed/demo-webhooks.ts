// The demo firm's webhook (decision 033): one endpoint, paused, at a reserved example address so nothing is
// ever sent from a demo, with a few deliveries in its log (received, retried then failed, a test) so the
// screen shows what a working integration looks like.
import { randomUUID } from "node:crypto";
import { webhookDeliveries, webhookEndpoints } from "../db/schema.ts";
import { newToken } from "../platform/auth/secrets.ts";
import type { Tx } from "../platform/db/client.ts";
import type { DemoEmployee } from "./content/demo-people.ts";

export const DEMO_WEBHOOK_URL = "https://hooks.sahyadritextiles.example/vetan/events";

export async function writeDemoWebhooks(tx: Tx, firmId: string, employees: readonly DemoEmployee[], opts: { now: number; seal: (plain: string) => string }): Promise<void> {
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      firmId,
      url: DEMO_WEBHOOK_URL,
      description: "Gate access system: new joiners and approved leave (paused while the vendor moves servers)",
      events: ["employee.created", "employee.updated", "leave.decided", "payslips.released"],
      enabled: false,
      secretSealed: opts.seal(`whsec_${newToken(32)}`),
      createdAt: new Date(opts.now - 40 * 86_400_000),
      updatedAt: new Date(opts.now - 2 * 86_400_000),
    })
    .returning({ id: webhookEndpoints.id });
  if (!endpoint) throw new Error("demo webhook insert returned nothing");
  const person = employees.at(-1) ?? employees[0];
  const day = (n: number) => new Date(opts.now - n * 86_400_000);
  const event = (type: string, at: Date, data: Record<string, unknown>) => ({ id: randomUUID(), type, created_at: at.toISOString(), firm_id: firmId, data });
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [
    { at: day(21), type: "webhook.test", data: { endpoint_id: endpoint.id, message: "A test event from Vetan: your endpoint receives and verifies deliveries." }, status: "succeeded" as const, attempts: 1, code: 200, ms: 182, response: '{"received":true}', error: null },
    {
      at: day(12),
      type: "employee.created",
      data: { employee_id: person?.id, code: person?.code, name: person?.name, joining_date: person?.joiningDate, status: "active" },
      status: "succeeded" as const,
      attempts: 1,
      code: 200,
      ms: 240,
      response: '{"received":true}',
      error: null,
    },
    { at: day(6), type: "leave.decided", data: { employee_id: person?.id, leave_type: "CL", decision: "approved" }, status: "succeeded" as const, attempts: 2, code: 204, ms: 311, response: "", error: null },
    { at: day(4), type: "payslips.released", data: { month: new Date(opts.now - 35 * 86_400_000).toISOString().slice(0, 7), kind: "regular", payslips: employees.length }, status: "failed" as const, attempts: 7, code: 503, ms: 10_000, response: "Service Unavailable", error: "The receiver answered 503" },
  ].map((d) => ({
    firmId,
    endpointId: endpoint.id,
    eventId: randomUUID(),
    eventType: d.type,
    payload: event(d.type, d.at, d.data),
    status: d.status,
    attempts: d.attempts,
    lastStatus: d.code,
    lastDurationMs: d.ms,
    lastResponse: d.response,
    lastError: d.error,
    createdAt: d.at,
    deliveredAt: d.status === "succeeded" ? new Date(d.at.getTime() + 60_000 * (d.attempts - 1) + 1000) : null,
  }));
  for (const row of rows) (row.payload as { id: string }).id = row.eventId as string;
  await tx.insert(webhookDeliveries).values(rows);
}
