// The plain logic behind approvals, notifications, self-service, imports, the firm's audit log and the
// summary's charts: how a list's place travels between the address and the API, what a bulk decision said,
// where a chain stands, mutes both ways, what an edit of one's own details sends, how an import's progress
// and findings read, an audit entry made readable, and where a chart's bars go.
import type { ApprovalView } from "@vetan/shared/approvals";
import { describe, expect, it } from "vitest";
import { actionLabel } from "../app/components/console-site-audit.tsx";
import { levelStates } from "../app/features/approvals/approval-bits.tsx";
import { approvalsFilterOf, approvalsQuery, bulkOutcome, bulkSentence } from "../app/features/approvals/approvals-query.ts";
import { levelsOf, rowsOf } from "../app/features/approvals/chain-dialog.tsx";
import { auditFilterOf, auditLinks, auditQuery, readableDetail } from "../app/features/audit/firm-audit.ts";
import { notificationTarget } from "../app/features/notifications/notification-bell.tsx";
import { mutesOf, switchesOf } from "../app/features/notifications/mutes.ts";
import { type ImportView, importedSentence, importPercent, importStage, isFinished, matchingErrors, readySentence, uploadPath } from "../app/features/people/import-progress.ts";
import { monthName } from "../app/features/people/people-summary.tsx";
import { selfChanges, selfValuesOf } from "../app/features/people/self-profile-dialog.tsx";
import { groupCentre, groupedColumns, horizontalBars, scaleMax } from "../app/lib/chart-geometry.ts";

const ID = "4f0c2a4e-3b1d-4c8e-9a7f-1b2c3d4e5f60";

describe("the approvals list's place in the address", () => {
  it("is the inbox unless another box is asked for; All only for those who may see it", () => {
    expect(approvalsFilterOf(new URLSearchParams(""), true)).toEqual({ box: "inbox", status: "", page: 1 });
    expect(approvalsFilterOf(new URLSearchParams("box=all&status=rejected&page=3"), true)).toEqual({ box: "all", status: "rejected", page: 3 });
    expect(approvalsFilterOf(new URLSearchParams("box=all"), false).box).toBe("inbox");
    expect(approvalsFilterOf(new URLSearchParams("box=nonsense"), true).box).toBe("inbox");
  });

  it("drops a status the inbox has no use for, and one the API would refuse", () => {
    expect(approvalsFilterOf(new URLSearchParams("status=approved"), true).status).toBe("");
    expect(approvalsFilterOf(new URLSearchParams("box=mine&status=lost"), true).status).toBe("");
    expect(approvalsFilterOf(new URLSearchParams("box=mine&status=any"), true).status).toBe("");
  });

  it("asks the API for the box's page, and every status unless one is chosen", () => {
    expect(approvalsQuery({ box: "inbox", status: "", page: 2 }, 20).toString()).toBe("limit=20&offset=20&box=inbox");
    expect(approvalsQuery({ box: "mine", status: "", page: 1 }, 20).toString()).toBe("limit=20&offset=0&box=mine&status=any");
    expect(approvalsQuery({ box: "all", status: "pending", page: 1 }, 20).toString()).toBe("limit=20&offset=0&box=all&status=pending");
  });
});

describe("a bulk decision's outcome", () => {
  const titles = new Map([
    ["a", "Bank details of Meera Iyer (EMP0003)"],
    ["b", "Bank details of Arjun Nair (EMP0004)"],
  ]);

  it("names each refusal by its request's title, with the server's reason", () => {
    const outcome = bulkOutcome({ done: 1, results: [{ id: "a", ok: true }, { id: "b", ok: false, message: "This request was already approved." }] }, titles);
    expect(outcome).toEqual({ done: 1, failed: [{ id: "b", title: "Bank details of Arjun Nair (EMP0004)", message: "This request was already approved." }] });
    expect(bulkSentence(outcome, "approve")).toBe("1 approved; 1 could not be");
  });

  it("says only what was done when everything was", () => {
    expect(bulkSentence(bulkOutcome({ done: 2, results: [{ id: "a", ok: true }, { id: "b", ok: true }] }, titles), "reject")).toBe("2 rejected");
  });
});

describe("where a request's chain stands", () => {
  const levels = [
    { kind: "manager", approvers: [] },
    { kind: "hr", approvers: [] },
    { kind: "person", approvers: [] },
  ];
  const at = (status: ApprovalView["status"], level: number) => levelStates({ status, level, levels });

  it("marks the level deciding now, the ones done and the ones to come", () => {
    expect(at("pending", 1)).toEqual(["done", "current", "next"]);
  });

  it("is done throughout once approved; stops where it was rejected or cancelled", () => {
    expect(at("approved", 3)).toEqual(["done", "done", "done"]);
    expect(at("rejected", 1)).toEqual(["done", "rejected", "skipped"]);
    expect(at("cancelled", 0)).toEqual(["skipped", "skipped", "skipped"]);
  });
});

describe("an approval chain as the editor holds it", () => {
  it("gives named people their names, and sends a person not yet chosen as blank for the schema to name", () => {
    const rows = rowsOf([{ kind: "manager" }, { kind: "person", employee_id: ID }], new Map([[ID, "Rohit Deshmukh"]]));
    expect(rows.map((r) => [r.kind, r.person])).toEqual([
      ["manager", null],
      ["person", { id: ID, name: "Rohit Deshmukh" }],
    ]);
    expect(levelsOf([...rows, { key: 99, kind: "person", person: null }])).toEqual([{ kind: "manager" }, { kind: "person", employee_id: ID }, { kind: "person", employee_id: "" }]);
  });
});

describe("notification settings", () => {
  it("are on unless muted, and what is unticked is sent as muted", () => {
    const switches = switchesOf([{ kind: "approval.reminder", channel: "email" }]);
    expect(switches["approval.reminder:email"]).toBe(false);
    expect(switches["approval.reminder:app"]).toBe(true);
    expect(Object.values(switches).filter((on) => !on)).toHaveLength(1);
    expect(mutesOf({ ...switches, "approval.waiting:app": false })).toEqual([
      { kind: "approval.waiting", channel: "app" },
      { kind: "approval.reminder", channel: "email" },
    ]);
  });

  it("lead only to screens of the firm product", () => {
    expect(notificationTarget(`/app/approvals/${ID}`)).toBe(`/app/approvals/${ID}`);
    expect(notificationTarget("/app")).toBe("/app");
    expect(notificationTarget("https://evil.example/app")).toBeNull();
    expect(notificationTarget("//evil.example/app")).toBeNull();
    expect(notificationTarget("/apple")).toBeNull();
  });
});

describe("editing one's own details", () => {
  const before = selfValuesOf({
    personal: { personal_email: "meera@example.in", address_current: "Pune", address_permanent: null, emergency_name: null, emergency_relation: null, emergency_mobile: null } as never,
    private: { bank_account: "123456789", bank_ifsc: "SBIN0001234", bank_name: "SBI" } as never,
  });

  it("sends only the contact details that changed", () => {
    expect(selfChanges(before, { ...before, address_current: "Mumbai" })).toEqual({ address_current: "Mumbai" });
    expect(selfChanges(before, before)).toEqual({});
  });

  it("sends a bank change whole, since an account needs its IFSC beside it", () => {
    expect(selfChanges(before, { ...before, bank_account: "987654321" })).toEqual({ bank_account: "987654321", bank_ifsc: "SBIN0001234", bank_name: "SBI" });
    // Spaces and letter case the server would remove are no change.
    expect(selfChanges(before, { ...before, bank_ifsc: "sbin 0001234" })).toEqual({});
  });
});

describe("an import as the screen follows it", () => {
  type Job = Pick<NonNullable<ImportView["job"]>, "status" | "progress" | "result" | "error">;
  const view = (job: Job | null, mode: ImportView["mode"] = "dry_run"): ImportView => ({
    id: "i1",
    file_name: "staff.csv",
    mode,
    rows: 200,
    job: job && { id: "j1", queue: "people.import", attempts: 1, created_at: "2026-11-24T10:00:00.000Z", finished_at: null, ...job },
  });
  const running = (done: number, total: number) => view({ status: "running", progress: { done, total }, result: null, error: null });

  it("has no figure before it starts, whole percents while it runs (never 100 until done), and 100 when done", () => {
    expect(importPercent(view(null))).toBeNull();
    expect(importPercent(running(0, 400))).toBe(0);
    expect(importPercent(running(199, 400))).toBe(49);
    expect(importPercent(running(400, 400))).toBe(99);
    expect(importPercent(view({ status: "done", progress: { done: 1, total: 1 }, result: null, error: null }))).toBe(100);
    expect(isFinished(running(1, 2))).toBe(false);
    expect(isFinished(view({ status: "failed", progress: { done: 0, total: 0 }, result: null, error: "boom" }))).toBe(true);
  });

  it("says what it is doing to which file", () => {
    expect(importStage(running(1, 2))).toBe("Checking staff.csv");
    expect(importStage(view({ status: "done", progress: { done: 1, total: 1 }, result: null, error: null }, "import"))).toBe("Imported staff.csv");
  });

  it("says its findings in words", () => {
    expect(readySentence({ valid: 197, invalid: 3 })).toBe("197 rows are ready, 3 have problems");
    expect(readySentence({ valid: 1, invalid: 1 })).toBe("1 row is ready, 1 has problems");
    expect(readySentence({ valid: 3, invalid: 0 })).toBe("3 rows are ready, none have problems");
    expect(importedSentence(1)).toBe("Imported 1 employee");
    expect(importedSentence(1200)).toBe("Imported 1,200 employees");
  });

  it("finds bad cells by row, column or words of the message", () => {
    const errors = [
      { row: 18, column: "PAN", message: "PAN's fourth letter must be a holder type" },
      { row: 122, column: "Workspace", message: 'No workspace called "Nashik Plant"' },
    ];
    expect(matchingErrors(errors, "  ")).toHaveLength(2);
    expect(matchingErrors(errors, "nashik").map((e) => e.row)).toEqual([122]);
    expect(matchingErrors(errors, "18").map((e) => e.row)).toEqual([18]);
    expect(matchingErrors(errors, "pan").map((e) => e.row)).toEqual([18]);
  });

  it("sends the mode and the file's name in the query", () => {
    expect(uploadPath("dry_run", "Staff list.xlsx")).toBe("/people/imports?mode=dry_run&file_name=Staff+list.xlsx");
    expect(uploadPath("import", "")).toBe("/people/imports?mode=import&file_name=employees");
  });
});

describe("the firm's audit log", () => {
  it("keeps a filter the API takes and drops what it would refuse", () => {
    expect(auditFilterOf(new URLSearchParams(`action=approval&employee_id=${ID}&from=2026-11-01&to=nope&page=2`))).toEqual({
      action: "approval",
      employee_id: ID,
      from: "2026-11-01",
      to: "",
      page: 2,
    });
    expect(auditFilterOf(new URLSearchParams("action=drop table")).action).toBe("");
  });

  it("asks for a page of the filter, and exports the filter whole", () => {
    const filter = auditFilterOf(new URLSearchParams("action=employee&from=2026-11-01&page=3"));
    expect(auditQuery(filter, 50).toString()).toBe("limit=50&offset=100&action=employee&from=2026-11-01");
    expect(auditQuery(filter).toString()).toBe("action=employee&from=2026-11-01");
  });

  it("reads an entry as words and links: ids become links, a request type its name", () => {
    const detail = { employee_id: ID, approval_id: ID, code: "EMP0003", changes: { bank_account: { from: "XXXX1234", to: "XXXX5678" } } };
    expect(auditLinks(detail)).toEqual({ employee: ID, request: ID });
    expect(readableDetail(detail)).toEqual({ code: "EMP0003", changes: { bank_account: { from: "XXXX1234", to: "XXXX5678" } } });
    expect(readableDetail({ request_id: ID, type: "profile_change", level: 0, comment: "ok" })).toEqual({ type: "Bank details change", comment: "ok" });
    expect(auditLinks({ file_name: "staff.csv" })).toEqual({ employee: null, request: null });
  });

  it("names the firm's actions", () => {
    expect(actionLabel("employee.updated")).toBe("Employee edited");
    expect(actionLabel("approval.approved")).toBe("Request approved");
    expect(actionLabel("people.imported")).toBe("Employees imported");
    expect(actionLabel("something.else")).toBe("something.else");
  });
});

describe("where a chart's bars go", () => {
  it("scales against the largest value, and an all-zero chart still has a scale", () => {
    expect(scaleMax([0, 0])).toBe(1);
    expect(scaleMax([3, 9, 2])).toBe(9);
  });

  it("puts grouped columns side by side inside their group, the tallest filling the plot", () => {
    const columns = groupedColumns([[4, 2], [0, 1]], { height: 200, top: 20, bottom: 30 }, 0.5);
    expect(columns).toHaveLength(4);
    const [a, b, c] = columns;
    expect(a).toMatchObject({ group: 0, series: 0, value: 4, x: 12.5, width: 12.5, y: 20, height: 150 });
    expect(b).toMatchObject({ x: 25, y: 95, height: 75 });
    expect(c).toMatchObject({ group: 1, height: 0, y: 170 });
    for (const col of columns) expect(col.x + col.width).toBeLessThanOrEqual(100);
    expect(groupCentre(1, 2)).toBe(75);
  });

  it("gives horizontal bars their share of the room, one row each", () => {
    expect(horizontalBars([10, 5], 40, 80)).toEqual([
      { value: 10, width: 80, labelY: 15, barY: 22 },
      { value: 5, width: 40, labelY: 55, barY: 62 },
    ]);
  });

  it("names months for the chart's axis and its description", () => {
    expect(monthName("2026-06")).toBe("Jun 2026");
    expect(monthName("2026-06", true)).toBe("Jun");
    expect(monthName("June")).toBe("June");
  });
});
