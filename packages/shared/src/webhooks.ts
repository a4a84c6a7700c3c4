// Webhooks (decision 033): the events a firm can subscribe to, the endpoint form and the delivery log's
// query, shared by the screen and the server, and what the API answers.
import { z } from "zod";

/** Events an endpoint may subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENTS = [
  { type: "employee.created", label: "Employee created", hint: "Someone is added to the firm" },
  { type: "employee.updated", label: "Employee changed", hint: "An employee's details are edited (field names only, never values)" },
  { type: "leave.decided", label: "Leave decided", hint: "A leave request is approved or rejected" },
  { type: "attendance.regularised", label: "Attendance regularised", hint: "A regularisation is approved and its punches added" },
  { type: "payroll.locked", label: "Payroll locked", hint: "A payroll run is approved and locked" },
  { type: "payslips.released", label: "Payslips released", hint: "A run's payslips are released to employees" },
  { type: "expense_claim.decided", label: "Claim decided", hint: "An expense claim is approved or rejected" },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]["type"];
/** The test event, sent only by "Send test event", never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS.map((e) => e.type) as [WebhookEventType, ...WebhookEventType[]];

export const webhookEventLabel = (type: string): string => WEBHOOK_EVENTS.find((e) => e.type === type)?.label ?? (type === WEBHOOK_TEST_EVENT ? "Test event" : type);

const URL_MESSAGE = "Enter the full address, starting https://";

/** The address a delivery goes to: a full http(s) URL without credentials. The server refuses plain http and private addresses outside local development. */
export const webhookUrlField = z
  .string({ error: URL_MESSAGE })
  .trim()
  .min(1, { error: "Enter the address events are sent to" })
  .max(2000, { error: "An address is at most 2,000 characters" })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && u.hostname !== "";
      } catch {
        return false;
      }
    },
    { error: URL_MESSAGE },
  )
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.username === "" && u.password === "";
      } catch {
        return true;
      }
    },
    { error: "Leave the user name and password out of the address; every delivery is signed instead" },
  );

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "Choose events from the list" }), { error: "Choose at least one event" })
  .min(1, { error: "Choose at least one event" })
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => WEBHOOK_EVENT_TYPES.filter((t) => list.includes(t)));

const descriptionField = z.string().trim().max(200, { error: "A description is at most 200 characters" });

export const WebhookEndpointSchema = z.strictObject({
  url: webhookUrlField,
  description: descriptionField.default(""),
  events: eventsField,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointSchema>;

export const WebhookEndpointUpdateSchema = z.strictObject({
  url: webhookUrlField.optional(),
  description: descriptionField.optional(),
  events: eventsField.optional(),
  enabled: z.boolean().optional(),
});

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDeliveryQuerySchema = z.strictObject({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: "Choose pending, succeeded or failed" }).optional(),
  /** Matches the event type, or an event or delivery id. */
  q: z.string().trim().max(100, { error: "A search is at most 100 characters" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type WebhookDeliveryQuery = z.output<typeof WebhookDeliveryQuerySchema>;

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** While the previous secret still signs (24 hours after a rotation), when it stops. */
  previous_secret_until: string | null;
  created_at: string;
  updated_at: string;
  last_delivery: { status: WebhookDeliveryStatus; at: string } | null;
}

/** Answered once, on create and on rotate: the secret is never shown again. */
export interface WebhookSecretView {
  endpoint: WebhookEndpointView;
  secret: string;
}

export interface WebhookDeliveryView {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  last_response: string | null;
  replay_of: string | null;
  created_at: string;
  delivered_at: string | null;
  payload: Record<string, unknown>;
}

export interface WebhookDeliveryPage {
  data: WebhookDeliveryView[];
  total: number;
}
