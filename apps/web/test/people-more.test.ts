// The profile's further parts and their settings, in the parts that are plain logic: the firm's own fields'
// values between form, API and profile (with the shared schema's messages keyed as the server keys them),
// checklists' due dates in words, the checks on a document before it is sent, where an email may wrap, what
// a firm profile edit sends, and who the navigation offers these screens to.
import type { ChecklistTaskView, CustomFieldView } from "@vetan/shared/people";
import { fieldErrors } from "@vetan/shared/fields";
import type { AppViewer } from "@vetan/shared/site";
import { describe, expect, it } from "vitest";
import { ENTERPRISE } from "./plan-standing.ts";
import { appNav } from "../app/content/app-nav.ts";
import { changedFirmFields, firmValuesOf } from "../app/features/firm/firm-profile.ts";
import { dueDaysOf, dueParts, dueWords, isOverdue, tasksByKind } from "../app/features/people/checklist-words.ts";
import { changedCustomValues, customFacts, customInput, customShown, customText, customValuesBody } from "../app/features/people/custom-values.ts";
import { DOCUMENT_MAX_BYTES, DocumentUploadSchema, downloadHref, fileKind, fileProblem, fileSize, uploadPath } from "../app/features/people/documents.ts";
import { emailParts } from "../app/features/people/email-text.tsx";

const field = (f: Partial<CustomFieldView> & Pick<CustomFieldView, "key" | "label" | "kind">): CustomFieldView => ({
  id: `id-${f.key}`,
  choices: [],
  required: false,
  private: false,
  archived: false,
  ...f,
});

const FIELDS = [
  field({ key: "t_shirt_size", label: "T-shirt size", kind: "choice", choices: ["S", "M", "L"] }),
  field({ key: "locker", label: "Locker", kind: "number" }),
  field({ key: "cricket", label: "Cricket team", kind: "yes_no" }),
  field({ key: "passport_expiry", label: "Passport expiry", kind: "date", required: true }),
  field({ key: "old", label: "Old", kind: "text", archived: true }),
];

describe("the firm's own fields", () => {
  it("turns a control's text into what the API takes: numbers, booleans, dates, and '' to clear", () => {
    expect(customInput("number", " 42 ")).toBe(42);
    expect(customInput("number", "-1.5")).toBe(-1.5);
    expect(customInput("number", "forty")).toBe("forty");
    expect(customInput("yes_no", "yes")).toBe(true);
    expect(customInput("yes_no", "no")).toBe(false);
    expect(customInput("date", "2027-03-01")).toBe("2027-03-01");
    expect(customInput("text", "  ")).toBe("");
    expect(customInput("choice", "")).toBe("");
  });

  it("shows a kept value in its control and back again", () => {
    for (const [kind, value] of [["number", 42], ["yes_no", true], ["yes_no", false], ["text", "O+"], ["date", "2027-03-01"]] as const) {
      expect(customInput(kind, customText(value))).toBe(value);
    }
    expect(customText(null)).toBe("");
  });

  it("writes a value for the profile, or nothing when it is not given", () => {
    expect(customShown("yes_no", true)).toBe("Yes");
    expect(customShown("yes_no", false)).toBe("No");
    expect(customShown("date", "2027-03-01")).toBe("1 Mar 2027");
    expect(customShown("number", 1250000)).toBe("12,50,000");
    expect(customShown("text", null)).toBeNull();
    expect(customShown("text", "")).toBeNull();
  });

  it("tells two fields with one label apart on the profile", () => {
    const facts = customFacts([
      { label: "Size", kind: "text", value: "M" },
      { label: "Size", kind: "text", value: null },
    ]);
    expect(facts).toEqual([
      ["Size", "M"],
      ["Size (2)", null],
    ]);
  });

  it("sends only the live fields that changed, a cleared one as ''", () => {
    const initial = { t_shirt_size: "S", locker: "7", cricket: "yes", passport_expiry: "", old: "" };
    const values = changedCustomValues(FIELDS, { ...initial, t_shirt_size: "M", cricket: "", old: "kept" }, initial);
    expect(values).toEqual({ t_shirt_size: "M", cricket: "" });
    expect(changedCustomValues(FIELDS, initial, initial)).toEqual({});
  });

  it("checks the body with the shared schema, its messages keyed by the field's key as the server's are", () => {
    const schema = customValuesBody(FIELDS);
    expect(schema.safeParse({ values: { t_shirt_size: "M", locker: 7, passport_expiry: "2027-03-01" } }).success).toBe(true);
    // Some of the fields: the server checks the required ones against what is on file.
    expect(schema.safeParse({ values: { locker: 7 } }).success).toBe(true);
    expect(schema.safeParse({ values: { old: "kept" } }).success).toBe(false);
    const refused = schema.safeParse({ values: { t_shirt_size: "XXL", locker: "forty", cricket: "", passport_expiry: "" } });
    expect(refused.success).toBe(false);
    if (refused.success) return;
    expect(fieldErrors(refused.error)).toEqual({
      t_shirt_size: "Choose T-shirt size from the list",
      locker: "Locker must be a number",
      passport_expiry: "Passport expiry is required",
    });
  });
});

describe("checklists", () => {
  it("says when a task falls due, from joining or from the last working day", () => {
    expect(dueWords("onboarding", 0)).toBe("On the joining day");
    expect(dueWords("onboarding", 1)).toBe("1 day after joining");
    expect(dueWords("onboarding", 180)).toBe("180 days after joining");
    expect(dueWords("onboarding", -2)).toBe("2 days before joining");
    expect(dueWords("exit", 0)).toBe("On the last working day");
    expect(dueWords("exit", -3)).toBe("3 days before the last working day");
    expect(dueWords("exit", 30)).toBe("30 days after the last working day");
  });

  it("edits due_days as days and a side, and back", () => {
    for (const days of [0, 3, -3, 365, -90]) {
      const parts = dueParts(days);
      expect(dueDaysOf(parts.days, parts.side)).toBe(days);
    }
    expect(dueParts(-3)).toEqual({ days: "3", side: "before" });
    expect(dueDaysOf("0", "before")).toBe(0);
    // Anything but a whole number stays text, for the shared schema to refuse in its own words.
    expect(dueDaysOf("", "after")).toBe("");
    expect(dueDaysOf("2.5", "after")).toBe("2.5");
  });

  const task = (t: Partial<ChecklistTaskView>): ChecklistTaskView => ({
    id: "t1",
    employee: { id: "e1", name: "Kavya" },
    kind: "onboarding",
    title: "Collect documents",
    owner_role: "hr",
    owner: null,
    due_on: "2026-11-20",
    done: false,
    done_at: null,
    can_complete: true,
    ...t,
  });

  it("calls a task late only when it is not done and its day has passed", () => {
    expect(isOverdue(task({}), "2026-11-21")).toBe(true);
    expect(isOverdue(task({}), "2026-11-20")).toBe(false);
    expect(isOverdue(task({ done: true }), "2026-12-01")).toBe(false);
  });

  it("groups a person's tasks by checklist, onboarding first, leaving out an empty one", () => {
    const groups = tasksByKind([task({ id: "x", kind: "exit" }), task({ id: "o" })]);
    expect(groups.map((g) => [g.kind, g.tasks.map((t) => t.id)])).toEqual([
      ["onboarding", ["o"]],
      ["exit", ["x"]],
    ]);
    expect(tasksByKind([task({ kind: "exit" })]).map((g) => g.kind)).toEqual(["exit"]);
  });
});

describe("documents", () => {
  it("refuses before sending what the server would refuse", () => {
    expect(fileProblem(undefined)).toBe("Choose a file to upload");
    expect(fileProblem({ size: 0, type: "application/pdf" })).toBe("Choose a file to upload");
    expect(fileProblem({ size: DOCUMENT_MAX_BYTES + 1, type: "application/pdf" })).toBe("The file is larger than 10 MB.");
    expect(fileProblem({ size: 100, type: "application/zip" })).toBe("Upload a PDF, JPEG, PNG or WebP file");
    expect(fileProblem({ size: 100, type: "image/webp" })).toBeNull();
    // A type the browser does not know is for the server to judge by the bytes.
    expect(fileProblem({ size: 100, type: "" })).toBeNull();
  });

  it("asks for a kind and a title, as the server does", () => {
    const refused = DocumentUploadSchema.safeParse({ kind: "", title: "  " });
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({ kind: "Choose what kind of document it is", title: "Give the document a title" });
  });

  it("puts the kind and title in the address and links the file for download", () => {
    expect(uploadPath("e 1", "id_proof", " PAN card & more ")).toBe("/people/e%201/documents?kind=id_proof&title=PAN+card+%26+more");
    expect(downloadHref("e1", "d1")).toBe("/api/v1/people/e1/documents/d1/file");
  });

  it("writes sizes and types in words", () => {
    expect(fileSize(45)).toBe("45 bytes");
    expect(fileSize(240 * 1024)).toBe("240 KB");
    expect(fileSize(1.44 * 1024 * 1024)).toBe("1.4 MB");
    expect(fileKind("application/pdf")).toBe("PDF");
    expect(fileKind("image/jpeg")).toBe("JPEG");
  });
});

describe("an email in a narrow column", () => {
  it("may wrap after the @ and before each dot, and reads the same when the pieces are joined", () => {
    const email = "meera.iyer@sahyadritextiles.example";
    expect(emailParts(email)).toEqual(["meera", ".iyer@", "sahyadritextiles", ".example"]);
    expect(emailParts(email).join("")).toBe(email);
    expect(emailParts("hr@x.in")).toEqual(["hr@", "x", ".in"]);
  });
});

describe("the firm profile's form", () => {
  const firm = {
    id: "f1",
    firm_name: "Sahyadri Textiles",
    firm_owner_name: "Ananya Kulkarni",
    firm_startdate: "2011-06-15",
    firm_gst: "27AAPFU0939F1ZV",
    firm_type: "Private Limited Company",
    firm_members: "51-200",
    firm_email: "hr@sahyadri.example",
    firm_mobile: "9800000001",
    owner_pan: "XXXXX1234X",
    owner_aadhar: "XXXX XXXX 1234",
    firm_address: "Pune",
    created_at: "2026-01-01T00:00:00Z",
  };

  it("sends only what changed, and a code prefix only when one is typed", () => {
    const initial = firmValuesOf(firm);
    expect(changedFirmFields(initial, initial)).toEqual({});
    expect(changedFirmFields(initial, { ...initial, firm_mobile: "9800000009", firm_gst: "" })).toEqual({ firm_mobile: "9800000009", firm_gst: "" });
    expect(changedFirmFields(initial, { ...initial, employee_code_prefix: " sah " })).toEqual({ employee_code_prefix: "SAH" });
  });
});

describe("the navigation to these screens", () => {
  const viewer = (access: AppViewer["access"]): AppViewer => ({
    viewer: { userId: "u1", name: "Meera Iyer", mobile: "9800000003", email: null, usType: access, firmId: "f1", memberId: "e1" },
    firm_name: "Sahyadri Textiles",
    employee_id: "e1",
    employee_code: "EMP0003",
    access,
    is_manager: false,
    can: { manage_people: access !== "E", manage_org: access !== "E", manage_access: access === "A", run_payroll: access !== "E" },
    plan: ENTERPRISE,
  });
  const hrefs = (access: AppViewer["access"]) => appNav(viewer(access)).map((s) => s.href);

  it("offers everyone their tasks and the firm's profile", () => {
    for (const access of ["A", "H", "E"] as const) {
      expect(hrefs(access)).toContain("/app/tasks");
      expect(hrefs(access)).toContain("/app/settings/firm");
    }
  });

  it("offers the firm's own fields and checklists to admins and HR, not to employees", () => {
    for (const access of ["A", "H"] as const) {
      expect(hrefs(access)).toEqual(expect.arrayContaining(["/app/settings/fields", "/app/settings/checklists"]));
    }
    expect(hrefs("E")).not.toContain("/app/settings/fields");
    expect(hrefs("E")).not.toContain("/app/settings/checklists");
  });
});
