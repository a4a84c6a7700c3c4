// Approvals and notifications: one mechanism every request type uses (profile changes now; leave,
// regularisation, overtime and expenses as they arrive). Schemas shared by forms and server; the shapes the
// API answers with.
import { z } from "zod";
import { bankAccount, contactFields, optionalId, optionalText } from "./people.ts";
import { validateIfsc } from "./ids.ts";

export const REQUEST_TYPES = ["profile_change", "regularisation", "on_duty", "wfh", "overtime", "leave", "expense_claim", "expense_advance"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  profile_change: "Bank details change",
  regularisation: "Attendance regularisation",
  on_duty: "On duty",
  wfh: "Work from home",
  overtime: "Overtime",
  leave: "Leave",
  expense_claim: "Expense claim",
  expense_advance: "Expense advance",
};
export const REQUEST_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const ChainLevelSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("manager") }),
    z.strictObject({ kind: z.literal("hr") }),
    z.strictObject({ kind: z.literal("person"), employee_id: z.uuid({ error: "Choose a person from the list" }) }),
  ],
  { error: "Choose the reporting manager, HR or a named person" },
);
export const ChainSchema = z.strictObject({
  levels: z.array(ChainLevelSchema, { error: "Levels must be a list" }).min(1, "Add at least one level").max(5, "At most five levels"),
});
export type ChainLevel = z.output<typeof ChainLevelSchema>;

export const DecisionSchema = z.strictObject({
  action: z.enum(["approve", "reject"], { error: "Approve or reject" }),
  comment: optionalText("Comment", 1000),
});
export const BulkDecisionSchema = z.strictObject({
  ids: z.array(z.uuid({ error: "Not a request id" })).min(1, "Choose at least one request").max(200, "At most 200 at a time"),
  action: z.enum(["approve", "reject"], { error: "Approve or reject" }),
  comment: optionalText("Comment", 1000),
});
export const CommentSchema = z.strictObject({ comment: z.string({ error: "Write a comment" }).trim().min(1, "Write a comment").max(1000, "At most 1000 characters") });

export const ApprovalsQuerySchema = z.strictObject({
  /** inbox: waiting for me; mine: I asked or it is about me; all: the firm's (A and HR). */
  box: z.enum(["inbox", "mine", "all"], { error: "Choose inbox, mine or all" }).default("inbox"),
  status: z.enum([...REQUEST_STATUSES, "any"], { error: "Choose a status" }).default("pending"),
  type: z.enum(REQUEST_TYPES, { error: "Unknown request type" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Opaque: the `next_cursor` of the previous page (keyset paging; `offset` is ignored with it). */
  cursor: z.string().max(500, "Not a valid cursor").optional(),
});

/** What an employee changes on their own record. Contact details apply at once; bank details wait for HR. */
export const SelfProfileSchema = z
  .strictObject({
    ...contactFields,
    bank_account: bankAccount,
    bank_ifsc: optionalId("IFSC", validateIfsc),
    bank_name: optionalText("Bank name", 100),
  })
  .partial()
  .superRefine((e, ctx) => {
    if (e.bank_account && !e.bank_ifsc) ctx.addIssue({ code: "custom", path: ["bank_ifsc"], message: "IFSC is required with a bank account" });
  });
export type SelfProfileInput = z.input<typeof SelfProfileSchema>;

export const NotificationsQuerySchema = z.strictObject({
  unread: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque: the `next_cursor` of the previous page (keyset paging). */
  cursor: z.string().max(500, "Not a valid cursor").optional(),
});
export const MarkReadSchema = z.strictObject({
  /** The notifications to mark read; absent: all of them. */
  ids: z.array(z.number().int().positive()).max(200).optional(),
});

export const NOTIFICATION_KINDS = ["approval.waiting", "approval.decided", "approval.reminder", "task.assigned", "probation.due", "attendance.overtime_limit", "payroll.payslip_released"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  "approval.waiting": "A request waits for my approval",
  "approval.decided": "My request was approved or rejected",
  "approval.reminder": "Reminders of requests waiting too long",
  "task.assigned": "Onboarding and exit tasks given to me",
  "probation.due": "A probation in my team ends this week",
  "attendance.overtime_limit": "Someone's overtime nears or passes the quarter's limit",
  "payroll.payslip_released": "My payslip for a month is ready",
};
export const MutesSchema = z.strictObject({
  mutes: z.array(z.strictObject({ kind: z.enum(NOTIFICATION_KINDS, { error: "Unknown kind" }), channel: z.enum(["app", "email"], { error: "App or email" }) })).max(20),
});

export interface ApprovalStep {
  level: number;
  actor: { id: string; name: string };
  action: "submitted" | "approved" | "rejected" | "cancelled" | "commented" | "reminded";
  comment: string | null;
  at: string;
}

export interface ApprovalView {
  id: string;
  type: RequestType;
  type_label: string;
  title: string;
  status: RequestStatus;
  requester: { id: string; name: string };
  subject: { id: string; name: string; code: string };
  /** Where the request's own record is seen in full (an expense claim's items and receipts), when it has one. */
  link: { href: string; label: string } | null;
  /** What is asked, in words ("Bank account: XXXX1234 → XXXX9876"), never a full private value to those outside the policy. */
  summary: string[];
  level: number;
  levels: { kind: string; approvers: { id: string; name: string }[] }[];
  created_at: string;
  decided_at: string | null;
  /** What the viewer may do now. */
  can: { decide: boolean; cancel: boolean; comment: boolean };
  steps?: ApprovalStep[];
}

export interface ApprovalsPage {
  data: ApprovalView[];
  total: number;
  /** Waiting for the viewer (the inbox's count), whatever box was asked for. */
  waiting: number;
  /** The cursor of the next page; null on the last. */
  next_cursor: string | null;
}

export interface NotificationView {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  created_at: string;
}
