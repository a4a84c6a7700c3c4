// The approvals list's place as the address carries it (?box=&status=&page=): read by the screen's
// clientLoader and written into the API's query, so a tab, a filter and a page can be linked and Back
// undoes them. The inbox is what waits for the viewer now, so it has no status; "My requests" and "All"
// show every status unless one is chosen. "All" is for admins and HR: anyone else asking for it gets the
// inbox rather than a refusal.
import { ApprovalsQuerySchema, type RequestStatus } from "@vetan/shared/approvals";
import { pageOf, pageQuery } from "../../components/console-pager.tsx";
import { appPath } from "../../content/app-nav.ts";

export const BOXES = ["inbox", "mine", "all"] as const;
export type Box = (typeof BOXES)[number];
export const BOX_LABELS: Record<Box, string> = { inbox: "Waiting for me", mine: "My requests", all: "All" };

export interface ApprovalsFilter {
  box: Box;
  /** "" is every status (the API's "any"); never set for the inbox. */
  status: RequestStatus | "";
  page: number;
}

export function approvalsFilterOf(params: URLSearchParams, mayAll: boolean): ApprovalsFilter {
  const asked = params.get("box");
  const box: Box = asked === "mine" || (asked === "all" && mayAll) ? asked : "inbox";
  const raw = params.get("status") ?? "";
  const parsed = ApprovalsQuerySchema.shape.status.safeParse(raw);
  const status = box === "inbox" || !parsed.success || parsed.data === "any" || raw === "" ? "" : parsed.data;
  return { box, status, page: pageOf(params) };
}

/** The API's query for one page of the list. */
export function approvalsQuery(filter: ApprovalsFilter, pageSize: number): URLSearchParams {
  const query = pageQuery(filter.page, pageSize);
  query.set("box", filter.box);
  if (filter.box !== "inbox") query.set("status", filter.status || "any");
  return query;
}

/** The address of a box (its first page, every status). */
export const boxHref = (box: Box) => (box === "inbox" ? appPath("approvals") : `${appPath("approvals")}?box=${box}`);

export interface BulkOutcome {
  done: number;
  failed: { id: string; title: string; message: string }[];
}

/** What a bulk decision did, with each refusal named by its request's title. */
export function bulkOutcome(answer: { results: { id: string; ok: boolean; message?: string }[]; done: number }, titles: ReadonlyMap<string, string>): BulkOutcome {
  return {
    done: answer.done,
    failed: answer.results.filter((r) => !r.ok).map((r) => ({ id: r.id, title: titles.get(r.id) ?? "A request", message: r.message ?? "It could not be decided." })),
  };
}

/** "2 approved", "1 rejected; 1 could not be". */
export function bulkSentence(outcome: BulkOutcome, action: "approve" | "reject"): string {
  const did = `${outcome.done.toLocaleString("en-IN")} ${action === "approve" ? "approved" : "rejected"}`;
  return outcome.failed.length === 0 ? did : `${did}; ${outcome.failed.length.toLocaleString("en-IN")} could not be`;
}
