// The firm's audit log as its admin filters and reads it (GET /api/v1/audit): the filter in the address
// (?action=&employee_id=&from=&to=&page=), the same query for the list and its CSV export, and an entry's
// detail made readable (ids become links beside it, a request type its name).
import { REQUEST_TYPE_LABELS, type RequestType } from "@vetan/shared/approvals";
import { pageOf, pageQuery } from "../../components/console-pager.tsx";

/** The kinds of change the filter offers: the action's first word. */
export const AUDIT_KINDS = [
  { value: "employee", label: "Employees" },
  { value: "approval", label: "Approvals and approval chains" },
  { value: "people", label: "Imports" },
  { value: "workspace", label: "Workspaces" },
  { value: "department", label: "Departments" },
  { value: "designation", label: "Designations" },
  { value: "api_key", label: "API keys" },
  { value: "firm", label: "Firm profile" },
] as const;

export type { FirmAuditEntry } from "@vetan/shared/audit";

export interface AuditFilter {
  action: string;
  employee_id: string;
  from: string;
  to: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter in the address; what the API would refuse is dropped, not sent. */
export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const get = (name: string) => (params.get(name) ?? "").trim();
  const action = get("action");
  return {
    action: AUDIT_KINDS.some((k) => k.value === action) ? action : "",
    employee_id: UUID.test(get("employee_id")) ? get("employee_id") : "",
    from: DAY.test(get("from")) ? get("from") : "",
    to: DAY.test(get("to")) ? get("to") : "",
    page: pageOf(params),
  };
}

export const isAuditFiltered = (f: AuditFilter) => Boolean(f.action || f.employee_id || f.from || f.to);

/** The filter as the API's query; with `pageSize`, one page of it (the export takes them all). */
export function auditQuery(f: AuditFilter, pageSize?: number): URLSearchParams {
  const query = pageSize ? pageQuery(f.page, pageSize) : new URLSearchParams();
  for (const name of ["action", "employee_id", "from", "to"] as const) if (f[name]) query.set(name, f[name]);
  return query;
}

/** What an entry links to: the person it is about, the request it decided. */
export function auditLinks(detail: Record<string, unknown>): { employee: string | null; request: string | null } {
  const id = (key: string) => (typeof detail[key] === "string" && UUID.test(detail[key] as string) ? (detail[key] as string) : null);
  return { employee: id("employee_id"), request: id("request_id") ?? id("approval_id") };
}

/** The detail without what reads as noise (ids, which become links; a chain's zero-based level) and with a request type named. */
export function readableDetail(detail: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (key.endsWith("_id") || key === "level") continue;
    out[key] = key === "type" && typeof value === "string" ? (REQUEST_TYPE_LABELS[value as RequestType] ?? value) : value;
  }
  return out;
}
