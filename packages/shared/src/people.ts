// A firm's people, workspaces and departments: the schemas the forms and the server share (one message per
// field, said the same way in both), and the shapes the API answers with. Private fields (bank, PAN,
// Aadhaar, UAN, ESI number, family) come back only to those the server's privacy policy allows; to anyone
// else the `private` part of a profile is null, never blanked fields that look like data.
import { z } from "zod";
import { dayField } from "./dates.ts";
import { checkedId, EMAIL_PATTERN, optionalMobileField } from "./fields.ts";
import { validateAadhaar, validateIfsc, validatePan, validateUan } from "./ids.ts";
import { STATE_CODES } from "./india-states.ts";

export const EMPLOYMENT_TYPES = ["permanent", "probation", "contract", "intern", "consultant", "apprentice"] as const;
export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  permanent: "Permanent",
  probation: "On probation",
  contract: "Contract",
  intern: "Intern",
  consultant: "Consultant",
  apprentice: "Apprentice",
};
export const EMPLOYEE_STATUSES = ["active", "on_notice", "exited"] as const;
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = { active: "Active", on_notice: "On notice", exited: "Exited" };
export const GENDERS = ["female", "male", "other"] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { female: "Female", male: "Male", other: "Other" };
/** Sign-in access an employee may be given: admin, HR, employee; null means on the rolls without sign-in. */
export const ACCESS_TYPES = ["A", "H", "E"] as const;
export const ACCESS_LABELS: Record<Access, string> = { A: "Admin", H: "HR", E: "Employee" };
export const JOB_CHANGE_KINDS = ["transfer", "promotion", "manager_change", "redesignation", "department_change", "correction"] as const;
export const JOB_CHANGE_LABELS: Record<JobChangeKind | "joined", string> = {
  joined: "Joined",
  transfer: "Transfer",
  promotion: "Promotion",
  manager_change: "Manager change",
  redesignation: "New designation",
  department_change: "Department change",
  correction: "Correction",
};
export const FAMILY_RELATIONS = ["spouse", "son", "daughter", "father", "mother", "brother", "sister", "other"] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export type Gender = (typeof GENDERS)[number];
export type Access = (typeof ACCESS_TYPES)[number];
export type JobChangeKind = (typeof JOB_CHANGE_KINDS)[number];

// ─── Field rules ──────────────────────────────────────────────────────────────────────────────────────

const noEdgeSpace = (v: string) => v === v.trim();

/** Required text: `${label} is required`, no leading or trailing spaces, at most `max` characters. */
export function nameText(label: string, max = 100) {
  return z
    .string({ error: `${label} is required` })
    .refine((v) => v.trim().length > 0, { error: `${label} is required`, abort: true })
    .refine(noEdgeSpace, { error: `${label} should not start or end with a space`, abort: true })
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` });
}

/** Optional text: "" (or absent) means not given and becomes null. */
export function optionalText(label: string, max = 200) {
  return z
    .string({ error: `${label} must be text` })
    .refine(noEdgeSpace, { error: `${label} should not start or end with a space`, abort: true })
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : null));
}

/** An optional identifier checked by `check` after spaces are removed and letters upper-cased; "" is null. */
export const optionalId = (label: string, check: Parameters<typeof checkedId>[0]) =>
  checkedId(check, { label, max: 40 })
    .optional()
    .transform((v) => (v ? v : null));

const optionalDay = (label: string, opts?: Parameters<typeof dayField>[1]) =>
  z
    .union([z.literal(""), dayField(label, opts)], { error: `${label}: enter the date as YYYY-MM-DD` })
    .optional()
    .transform((v) => (v ? v : null));

/** A reference to another record of the firm; "" means none. The server checks that it exists in the firm. */
const optionalRef = (label: string) =>
  z
    .union([z.literal(""), z.uuid({ error: `Choose a ${label} from the list` })], { error: `Choose a ${label} from the list` })
    .optional()
    .transform((v) => (v ? v : null));
const requiredRef = (label: string) => z.uuid({ error: `Choose a ${label} from the list` });

export const optionalMobile = optionalMobileField("Mobile number should be 10 digits");

export const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .refine((v) => v === "" || (v.length <= 254 && EMAIL_PATTERN.test(v)), { error: `${label} is not a valid email address` })
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null));

const esiNumber = z
  .string({ error: "ESI number must be text" })
  .transform((v) => v.replace(/\s+/g, ""))
  .refine((v) => v === "" || /^\d{10}$|^\d{17}$/.test(v), { error: "ESI number (IP number) must be 10 or 17 digits" })
  .optional()
  .transform((v) => (v ? v : null));

export const bankAccount = z
  .string({ error: "Bank account must be text" })
  .transform((v) => v.replace(/\s+/g, ""))
  .refine((v) => v === "" || /^\d{9,18}$/.test(v), { error: "Bank account number must be 9 to 18 digits" })
  .optional()
  .transform((v) => (v ? v : null));

const employeeCode = z
  .string({ error: "Employee code must be text" })
  .refine((v) => v === "" || /^[A-Za-z0-9][A-Za-z0-9/_-]{0,19}$/.test(v), {
    error: "Employee code: up to 20 letters, digits, / _ or -, starting with a letter or digit",
  })
  .optional()
  .transform((v) => (v ? v.toUpperCase() : null));

export const FamilyMemberSchema = z.strictObject({
  name: nameText("Family member's name"),
  relation: z.enum(FAMILY_RELATIONS, { error: "Choose a relation from the list" }),
  date_of_birth: optionalDay("Date of birth", { notAfterToday: true }),
  /** Nominee share in whole percent (PF, gratuity); 0 when not a nominee. */
  nominee_percent: z.number({ error: "Nominee share must be a number" }).int("Nominee share must be a whole percent").min(0).max(100).default(0),
});
export type FamilyMember = z.output<typeof FamilyMemberSchema>;

const familyList = z
  .array(FamilyMemberSchema, { error: "Family must be a list" })
  .max(20, "At most 20 family members")
  .refine((list) => list.reduce((sum, m) => sum + m.nominee_percent, 0) === 0 || list.reduce((sum, m) => sum + m.nominee_percent, 0) === 100, {
    error: "Nominee shares must add up to 100%",
  });

// ─── Workspaces, departments, designations ─────────────────────────────────────────────────────────────

/** A weekly off: a weekday (0 Sunday … 6 Saturday) and which weeks of the month (1–5), or every week. */
export const WeeklyOffSchema = z.strictObject({
  weekday: z.number({ error: "Choose a weekday" }).int().min(0, "Choose a weekday").max(6, "Choose a weekday"),
  weeks: z.union([z.literal("all"), z.array(z.number().int().min(1).max(5)).min(1, "Choose at least one week").max(5)], { error: "Choose which weeks" }),
});
export type WeeklyOff = z.output<typeof WeeklyOffSchema>;

/** An IPv4 address or CIDR range, or an IPv6 address. */
const IP_OR_CIDR = /^(((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)(\/([0-9]|[12]\d|3[0-2]))?|[0-9a-fA-F:]{2,39})$/;

export const WorkspaceInputSchema = z
  .strictObject({
    name: nameText("Workspace name", 100),
    address: nameText("Address", 500),
    city: nameText("City", 80),
    state: z.enum(STATE_CODES, { error: "Choose a state from the list" }),
    pincode: z.string({ error: "PIN code is required" }).regex(/^[1-9]\d{5}$/, { error: "PIN code must be 6 digits, not starting with 0" }),
    latitude: z.number({ error: "Latitude must be a number" }).min(-90, "Latitude must be between -90 and 90").max(90, "Latitude must be between -90 and 90").nullable().default(null),
    longitude: z.number({ error: "Longitude must be a number" }).min(-180, "Longitude must be between -180 and 180").max(180, "Longitude must be between -180 and 180").nullable().default(null),
    radius_m: z.number({ error: "Radius must be a number" }).int("Radius must be whole metres").min(20, "Radius must be at least 20 m").max(50_000, "Radius must be at most 50 km").nullable().default(null),
    weekly_offs: z.array(WeeklyOffSchema, { error: "Weekly offs must be a list" }).max(7).default([{ weekday: 0, weeks: "all" }]),
    /** Addresses or IPv4 ranges web punches must come from; empty: anywhere. */
    ip_allow_list: z
      .array(
        z
          .string()
          .trim()
          .regex(IP_OR_CIDR, { error: "Write an address like 203.0.113.7 or a range like 203.0.113.0/24" }),
        { error: "The IP allow-list must be a list" },
      )
      .max(50, "At most 50 addresses or ranges")
      .default([]),
  })
  .superRefine((w, ctx) => {
    const set = [w.latitude, w.longitude, w.radius_m].filter((v) => v !== null).length;
    if (set !== 0 && set !== 3) {
      for (const key of ["latitude", "longitude", "radius_m"] as const) {
        if (w[key] === null) ctx.addIssue({ code: "custom", path: [key], message: "A geo-fence needs latitude, longitude and radius together" });
      }
    }
  });
export type WorkspaceInput = z.input<typeof WorkspaceInputSchema>;

export const DepartmentInputSchema = z.strictObject({
  name: nameText("Department name", 80),
  /** A department may belong to one workspace, or be firm-wide (""). */
  workspace_id: optionalRef("workspace"),
});
export type DepartmentInput = z.input<typeof DepartmentInputSchema>;

export const DesignationInputSchema = z.strictObject({ name: nameText("Designation", 80) });

// ─── Employees ────────────────────────────────────────────────────────────────────────────────────────

/** Contact details the employee may change themself (ESS); a bank change waits for HR's approval. */
export const contactFields = {
  personal_email: optionalEmail("Personal email"),
  address_current: optionalText("Current address", 500),
  address_permanent: optionalText("Permanent address", 500),
  emergency_name: optionalText("Emergency contact name", 100),
  emergency_relation: optionalText("Emergency contact relation", 40),
  emergency_mobile: optionalMobile,
};

const personalFields = {
  name: nameText("Name"),
  gender: z.enum(GENDERS, { error: "Choose a gender" }).nullable().default(null),
  date_of_birth: optionalDay("Date of birth", { notAfterToday: true, min: "1920-01-01" }),
  mobile: optionalMobile,
  work_email: optionalEmail("Work email"),
  ...contactFields,
};

const statutoryFields = {
  pan: optionalId("PAN", validatePan),
  aadhaar: optionalId("Aadhaar", validateAadhaar),
  uan: optionalId("UAN", validateUan),
  esi_number: esiNumber,
  pf_applicable: z.boolean({ error: "Say whether PF applies" }).default(true),
  esi_applicable: z.boolean({ error: "Say whether ESI applies" }).default(false),
  bank_account: bankAccount,
  bank_ifsc: optionalId("IFSC", validateIfsc),
  bank_name: optionalText("Bank name", 100),
  family: familyList.default([]),
};

const jobFields = {
  workspace_id: requiredRef("workspace"),
  department_id: optionalRef("department"),
  designation_id: optionalRef("designation"),
  grade: optionalText("Grade", 40),
  manager_id: optionalRef("reporting manager"),
};

export const EmployeeCreateSchema = z
  .strictObject({
    code: employeeCode,
    ...personalFields,
    joining_date: dayField("Joining date", { min: "1950-01-01", max: "2099-12-31" }),
    probation_end: optionalDay("Probation end"),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: "Choose an employment type" }).default("permanent"),
    ...jobFields,
    ...statutoryFields,
  })
  .superRefine((e, ctx) => {
    if (e.probation_end && e.probation_end < e.joining_date) {
      ctx.addIssue({ code: "custom", path: ["probation_end"], message: "Probation end must be on or after the joining date" });
    }
    if (e.bank_account && !e.bank_ifsc) ctx.addIssue({ code: "custom", path: ["bank_ifsc"], message: "IFSC is required with a bank account" });
    if (e.bank_ifsc && !e.bank_account) ctx.addIssue({ code: "custom", path: ["bank_account"], message: "Bank account is required with an IFSC" });
  });
export type EmployeeCreateInput = z.input<typeof EmployeeCreateSchema>;
export type EmployeeCreate = z.output<typeof EmployeeCreateSchema>;

/** What HR or an admin may edit on a profile in place (job facts change through dated job changes). */
export const EmployeeUpdateSchema = z
  .strictObject({
    ...personalFields,
    probation_end: optionalDay("Probation end"),
    confirmation_date: optionalDay("Confirmation date"),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: "Choose an employment type" }),
    ...statutoryFields,
    // No defaults in an edit: a field left out is left as it is (a default would overwrite it).
    gender: z.enum(GENDERS, { error: "Choose a gender" }).nullable(),
    pf_applicable: z.boolean({ error: "Say whether PF applies" }),
    esi_applicable: z.boolean({ error: "Say whether ESI applies" }),
    family: familyList,
  })
  .partial()
  .superRefine((e, ctx) => {
    if (e.bank_account && e.bank_ifsc === null) ctx.addIssue({ code: "custom", path: ["bank_ifsc"], message: "IFSC is required with a bank account" });
  });
export type EmployeeUpdateInput = z.input<typeof EmployeeUpdateSchema>;

/** A dated change of job facts: a transfer, promotion or new manager takes effect from a date. */
export const JobChangeSchema = z
  .strictObject({
    kind: z.enum(JOB_CHANGE_KINDS, { error: "Choose what kind of change this is" }),
    effective_from: dayField("Effective from", { min: "1950-01-01" }),
    workspace_id: optionalRef("workspace"),
    department_id: optionalRef("department"),
    designation_id: optionalRef("designation"),
    grade: optionalText("Grade", 40),
    manager_id: optionalRef("reporting manager"),
    note: optionalText("Note", 500),
  })
  .refine((c) => c.workspace_id || c.department_id || c.designation_id || c.grade || c.manager_id, {
    path: ["kind"],
    error: "Say what changes: a workspace, department, designation, grade or manager",
  });
export type JobChangeInput = z.input<typeof JobChangeSchema>;

export const EXIT_REASONS = ["resigned", "terminated", "retired", "contract_ended", "absconded", "deceased", "other"] as const;
export const EXIT_REASON_LABELS: Record<(typeof EXIT_REASONS)[number], string> = {
  resigned: "Resigned",
  terminated: "Terminated",
  retired: "Retired",
  contract_ended: "Contract ended",
  absconded: "Absconded",
  deceased: "Deceased",
  other: "Other",
};

/** Recording an exit: notice served from the resignation date to the last working day. */
export const ExitSchema = z
  .strictObject({
    resignation_date: dayField("Resignation date", { min: "1950-01-01" }),
    last_working_day: dayField("Last working day", { min: "1950-01-01" }),
    exit_reason: z.enum(EXIT_REASONS, { error: "Choose a reason" }),
    exit_note: optionalText("Note", 500),
  })
  .refine((x) => x.last_working_day >= x.resignation_date, { path: ["last_working_day"], error: "Last working day must be on or after the resignation date" });
export type ExitInput = z.input<typeof ExitSchema>;

export const AccessChangeSchema = z.strictObject({
  access: z.enum(ACCESS_TYPES, { error: "Choose Admin, HR or Employee" }).nullable(),
  /** For H: the workspaces their HR work covers; empty means firm-wide. */
  hr_workspace_ids: z.array(z.uuid({ error: "Choose a workspace from the list" })).max(100).default([]),
});

export const DIRECTORY_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

export const DirectoryQuerySchema = z.strictObject({
  q: z.string().max(100, "Search at most 100 characters").optional(),
  workspace_id: z.uuid({ error: "Unknown workspace" }).optional(),
  department_id: z.uuid({ error: "Unknown department" }).optional(),
  manager_id: z.uuid({ error: "Unknown manager" }).optional(),
  status: z.enum([...EMPLOYEE_STATUSES, "all"], { error: "Choose a status" }).optional(),
  /** Opaque: the `next` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: "Limit must be a number" }).int().min(1).max(DIRECTORY_PAGE.maxLimit).optional(),
});
export type DirectoryQuery = z.output<typeof DirectoryQuerySchema>;

// ─── What the API answers ─────────────────────────────────────────────────────────────────────────────

export interface Named {
  id: string;
  name: string;
}

export interface WorkspaceView {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  state_name: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  radius_m: number | null;
  weekly_offs: WeeklyOff[];
  ip_allow_list: string[];
  headcount: number;
}

export interface DepartmentView {
  id: string;
  name: string;
  workspace: Named | null;
  headcount: number;
}

export interface DesignationView {
  id: string;
  name: string;
  headcount: number;
}

/** The directory's public fields: what anyone in the firm may see of anyone. */
export interface DirectoryEntry {
  id: string;
  code: string;
  name: string;
  designation: string | null;
  department: Named | null;
  workspace: Named | null;
  manager: Named | null;
  work_email: string | null;
  status: EmployeeStatus;
  joining_date: string;
  reports: number;
}

export interface DirectoryPage {
  data: DirectoryEntry[];
  /** Pass as `cursor` for the next page; null on the last. */
  next: string | null;
  /** The same as `next`, under the name every cursor-paged list uses (decision 032). */
  next_cursor: string | null;
  total: number;
}

/** Personal and contact details: the employee, their manager, HR in scope and admins. */
export interface EmployeePersonal {
  mobile: string | null;
  personal_email: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  address_current: string | null;
  address_permanent: string | null;
  emergency_name: string | null;
  emergency_relation: string | null;
  emergency_mobile: string | null;
}

/** Private fields: the employee, HR in scope and admins; never a manager, never a colleague. */
export interface EmployeePrivate {
  pan: string | null;
  /** Always masked: XXXX XXXX 1234. */
  aadhaar: string | null;
  uan: string | null;
  esi_number: string | null;
  pf_applicable: boolean;
  esi_applicable: boolean;
  bank_account: string | null;
  bank_ifsc: string | null;
  bank_name: string | null;
  family: FamilyMember[];
}

export interface EmployeeEmployment {
  employment_type: EmploymentType;
  grade: string | null;
  probation_end: string | null;
  confirmation_date: string | null;
  resignation_date: string | null;
  last_working_day: string | null;
  exit_reason: string | null;
  access: Access | null;
  /** With access: "joined" once the person accepted the invitation, "invited" until then (decision 016). */
  sign_in: "invited" | "joined" | null;
  hr_workspace_ids: string[];
}

export interface EmployeeProfile extends DirectoryEntry {
  designation_id: string | null;
  personal: EmployeePersonal | null;
  employment: EmployeeEmployment | null;
  private: EmployeePrivate | null;
  /** The firm's own fields with this person's values: private ones only where `private` is shown. */
  custom: { key: string; label: string; kind: CustomFieldKind; value: CustomValue }[];
  /** What the viewer may do here, decided by the server's policy; screens show buttons from this alone. */
  can: { edit: boolean; change_job: boolean; record_exit: boolean; change_access: boolean; see_private: boolean };
}

export interface JobHistoryEntry {
  id: string;
  kind: JobChangeKind | "joined";
  effective_from: string;
  workspace: Named | null;
  department: Named | null;
  designation: string | null;
  grade: string | null;
  manager: Named | null;
  note: string | null;
  recorded_by: string | null;
  recorded_at: string;
  /** Dated later than today: it takes effect on its day. */
  scheduled: boolean;
}

export interface OrgNode {
  id: string;
  name: string;
  designation: string | null;
  department: string | null;
  reports: number;
}

export interface OrgChart {
  /** The person at the centre, with their chain of managers above (nearest first) and direct reports below. */
  focus: OrgNode;
  chain: OrgNode[];
  reports: OrgNode[];
  /** People with no manager: where a chart starts. */
  roots: OrgNode[];
}

export interface PeopleSummary {
  headcount: number;
  active: number;
  on_notice: number;
  joiners_this_month: number;
  leavers_this_month: number;
  by_workspace: { id: string; name: string; count: number }[];
  by_department: { id: string | null; name: string; count: number }[];
  /** Joiners and leavers in each of the last six months, oldest first. */
  trend: { month: string; joined: number; left: number }[];
  birthdays: { id: string; name: string; on: string }[];
  anniversaries: { id: string; name: string; on: string; years: number }[];
  probation_due: { id: string; name: string; on: string }[];
}

// ─── The firm's own fields ─────────────────────────────────────────────────────────────────────────────

export const CUSTOM_FIELD_KINDS = ["text", "number", "date", "choice", "yes_no"] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];
export const CUSTOM_FIELD_KIND_LABELS: Record<CustomFieldKind, string> = { text: "Text", number: "Number", date: "Date", choice: "One of a list", yes_no: "Yes or no" };

const customFieldBase = z.strictObject({
  label: nameText("Label", 60),
  kind: z.enum(CUSTOM_FIELD_KINDS, { error: "Choose what kind of value it holds" }),
  choices: z.array(nameText("Choice", 60)).max(50, "At most 50 choices").default([]),
  required: z.boolean({ error: "Say whether it is required" }).default(false),
  private: z.boolean({ error: "Say whether it is private" }).default(false),
});
const checkChoices = (f: { kind: CustomFieldKind; choices: string[] }, ctx: z.RefinementCtx) => {
  if (f.kind === "choice" && f.choices.length < 2) ctx.addIssue({ code: "custom", path: ["choices"], message: "Give at least two choices" });
  if (new Set(f.choices.map((c) => c.toLowerCase())).size !== f.choices.length) ctx.addIssue({ code: "custom", path: ["choices"], message: "Each choice only once" });
};
export const CustomFieldInputSchema = customFieldBase.superRefine(checkChoices);
/** The same, and whether the field is archived (hidden from forms and profiles; its values kept). */
export const CustomFieldUpdateSchema = customFieldBase.extend({ archived: z.boolean({ error: "Say whether it is archived" }).default(false) }).superRefine(checkChoices);
export type CustomFieldInput = z.input<typeof CustomFieldInputSchema>;

export interface CustomFieldView {
  id: string;
  key: string;
  label: string;
  kind: CustomFieldKind;
  choices: string[];
  required: boolean;
  private: boolean;
  archived: boolean;
}

export type CustomValue = string | number | boolean | null;

/** The schema of one field's value; "" and null mean not given. */
function customValue(f: Pick<CustomFieldView, "label" | "kind" | "choices" | "required">) {
  const empty = (v: unknown) => v === null || v === undefined || v === "";
  const given = (() => {
    switch (f.kind) {
      case "number":
        return z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)], { error: `${f.label} must be a number` }).pipe(z.number().finite().max(1e12, `${f.label} is too large`));
      case "date":
        return dayField(f.label);
      case "choice":
        return z.string({ error: `Choose ${f.label} from the list` }).refine((v) => f.choices.includes(v), { error: `Choose ${f.label} from the list` });
      case "yes_no":
        return z.boolean({ error: `${f.label}: yes or no` });
      default:
        return z.string({ error: `${f.label} must be text` }).max(200, `${f.label} must be at most 200 characters`);
    }
  })();
  return z.unknown().transform((v, ctx): CustomValue => {
    if (empty(v)) {
      if (f.required) ctx.addIssue({ code: "custom", message: `${f.label} is required` });
      return null;
    }
    const parsed = given.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? `${f.label} is not valid` });
      return null;
    }
    return parsed.data as CustomValue;
  });
}

/** The values of a firm's fields, by key: unknown keys refused, each value checked by its field's kind. */
export function customValuesSchema(fields: readonly CustomFieldView[]) {
  const live = fields.filter((f) => !f.archived);
  return z.strictObject(Object.fromEntries(live.map((f) => [f.key, f.required ? customValue(f) : customValue(f).optional()])), { error: "Unknown field" });
}

/** A label as a key: "T-shirt size" → "t_shirt_size". */
export const customFieldKey = (label: string) =>
  label
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40) || "field";

// ─── Onboarding and exit checklists ────────────────────────────────────────────────────────────────────

export const CHECKLIST_KINDS = ["onboarding", "exit"] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];
export const TASK_OWNERS = ["hr", "manager", "employee", "admin"] as const;
export const TASK_OWNER_LABELS: Record<(typeof TASK_OWNERS)[number], string> = { hr: "HR", manager: "Reporting manager", employee: "The employee", admin: "Admin" };

export const ChecklistTemplateSchema = z.strictObject({
  tasks: z
    .array(
      z.strictObject({
        title: nameText("Task", 120),
        owner: z.enum(TASK_OWNERS, { error: "Choose who does it" }),
        /** Days from the joining date (onboarding) or the last working day (exit); negative is before it. */
        due_days: z.number({ error: "Due must be a number of days" }).int("Whole days").min(-90, "At most 90 days before").max(365, "At most a year after"),
      }),
    )
    .min(1, "Add at least one task")
    .max(40, "At most 40 tasks"),
});
export type ChecklistTemplateInput = z.input<typeof ChecklistTemplateSchema>;

export interface ChecklistTaskView {
  id: string;
  employee: Named;
  kind: ChecklistKind;
  title: string;
  owner_role: (typeof TASK_OWNERS)[number];
  owner: Named | null;
  due_on: string;
  done: boolean;
  done_at: string | null;
  can_complete: boolean;
}

// ─── Background jobs and imports (what the API answers) ──────────────────────────────────────────────

/** A background job as its page follows it: how far it has got, and its result once done. */
export interface JobView<R = Record<string, unknown>> {
  id: string;
  queue: string;
  status: "queued" | "running" | "done" | "failed";
  attempts: number;
  progress: { done: number; total: number };
  result: R | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export type ImportMode = "dry_run" | "import";

/** One bad cell of an import: the sheet's row number (the heading is row 1), its column, what is wrong. */
export interface CellError {
  row: number;
  column: string;
  message: string;
}

export interface ImportResult {
  mode: ImportMode;
  total: number;
  valid: number;
  invalid: number;
  imported: number;
  error_count: number;
  errors: CellError[];
  /** Something the import did that the counts do not say (managers left out of a loop). */
  note?: string;
}

export interface ImportView {
  id: string;
  file_name: string;
  mode: ImportMode;
  rows: number;
  job: JobView<ImportResult> | null;
}
