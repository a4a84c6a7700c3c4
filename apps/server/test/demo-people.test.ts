// The demo firm's people: deterministic, shaped like a real Indian textile maker, and consistent enough to seed
// a database (a tree of managers, valid statutory ids, nominee shares of 0 or 100) at 150 and 10,000 people.
import { addDays, daysBetween, isRealDay, nextYearly, validateAadhaar, validatePan, wholeYears } from "@vetan/shared";
import { describe, expect, it } from "vitest";
import { type DemoEmployee, type DemoPeople, demoId, demoPeople } from "../src/seed/content/demo-people.ts";

const TODAY = "2026-05-20";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PAN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const BANK_NAMES: Record<string, string> = {
  SBIN: "State Bank of India",
  HDFC: "HDFC Bank",
  ICIC: "ICICI Bank",
  UTIB: "Axis Bank",
  KKBK: "Kotak Mahindra Bank",
  CNRB: "Canara Bank",
  MAHB: "Bank of Maharashtra",
  IOBA: "Indian Overseas Bank",
  KVBL: "Karur Vysya Bank",
};
const SHOP_FLOOR = new Set(["Operator", "Technician", "Trainee"]);

const started = performance.now();
const big = demoPeople({ count: 10_000, today: TODAY });
const bigMs = performance.now() - started;
const demo = demoPeople({ count: 150, today: TODAY });

/** Names of an employee's workspace, department and designation. */
function placeOf(firm: DemoPeople, e: DemoEmployee) {
  return {
    workspace: firm.workspaces.find((w) => w.id === e.workspaceId)?.name,
    department: firm.departments.find((d) => d.id === e.departmentId)?.name,
    designation: firm.designations.find((d) => d.id === e.designationId)?.name,
  };
}

function directReports(firm: DemoPeople): Map<string, DemoEmployee[]> {
  const reports = new Map<string, DemoEmployee[]>();
  for (const e of firm.employees) {
    if (e.managerId) reports.set(e.managerId, [...(reports.get(e.managerId) ?? []), e]);
  }
  return reports;
}

/** yyyy-mm of the month `back` months before `today`'s. */
function monthKey(today: string, back: number): string {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 7);
}

const daysUntilNext = (day: string, today: string) => daysBetween(today, nextYearly(day, today));

/** Date rules that must hold whatever `today` is. */
function expectSensibleDates(firm: DemoPeople, today: string) {
  for (const e of firm.employees) {
    const dates = [e.dateOfBirth, e.joiningDate, e.probationEnd, e.confirmationDate, e.resignationDate, e.lastWorkingDay, ...e.family.map((m) => m.date_of_birth)];
    for (const day of dates) if (day !== null) expect(isRealDay(day), `${e.code} ${day}`).toBe(true);
    const age = wholeYears(e.dateOfBirth, today);
    expect(age, `${e.code} age`).toBeGreaterThanOrEqual(19);
    expect(age, `${e.code} age`).toBeLessThanOrEqual(60);
    expect(e.joiningDate <= today, `${e.code} joined in the future`).toBe(true);
    expect(daysBetween(e.joiningDate, today), `${e.code} joined too long ago`).toBeLessThanOrEqual(15 * 366);
    expect(wholeYears(e.dateOfBirth, e.joiningDate), `${e.code} joined as a child`).toBeGreaterThanOrEqual(18);
    if (e.probationEnd) expect(e.probationEnd > e.joiningDate).toBe(true);
    if (e.confirmationDate) expect(e.confirmationDate <= today && e.confirmationDate >= e.joiningDate).toBe(true);
    for (const m of e.family) if (m.date_of_birth) expect(m.date_of_birth <= today).toBe(true);
    if (e.status === "active") expect([e.resignationDate, e.lastWorkingDay, e.exitReason]).toEqual([null, null, null]);
    if (e.status === "on_notice") {
      expect(e.exitReason).toBe("resigned");
      expect(daysBetween(e.resignationDate!, today)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(e.resignationDate!, today)).toBeLessThan(30);
      expect(daysBetween(today, e.lastWorkingDay!)).toBeGreaterThan(0);
      expect(daysBetween(today, e.lastWorkingDay!)).toBeLessThanOrEqual(60);
    }
    if (e.status === "exited") {
      expect(e.lastWorkingDay! <= today && e.resignationDate! <= e.lastWorkingDay! && e.resignationDate! > e.joiningDate).toBe(true);
      expect(e.exitReason).toMatch(/^(resigned|terminated|retired|contract_ended|absconded)$/);
    }
  }
  const joinedIn = new Set(firm.employees.map((e) => e.joiningDate.slice(0, 7)));
  for (let back = 0; back < 6; back++) expect(joinedIn.has(monthKey(today, back)), `joiners in ${monthKey(today, back)}`).toBe(true);
}

describe("demo people: the firm", () => {
  it("is the same for the same options, and differs beyond the named four for another seed", () => {
    expect(demoPeople({ count: 150, today: TODAY })).toEqual(demo);
    const other = demoPeople({ count: 150, today: TODAY, seed: 7 });
    expect(other.employees.slice(0, 4).map((e) => [e.name, e.mobile, e.code])).toEqual(demo.employees.slice(0, 4).map((e) => [e.name, e.mobile, e.code]));
    expect(other.employees.slice(4).map((e) => e.name)).not.toEqual(demo.employees.slice(4).map((e) => e.name));
  });

  it("makes UUID-shaped ids that are unique across kinds, or uses idFor when given", () => {
    const ids = [...demo.workspaces, ...demo.departments, ...demo.designations, ...big.employees].map((x) => x.id);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(demo.employees[0]!.id).toBe(demoId("employee", 1));
    expect(demoId("employee", 1)).toBe(demoId("employee", 1));
    expect(demoId("employee", 1)).not.toBe(demoId("workspace", 1));

    const custom = demoPeople({ count: 150, today: TODAY, idFor: (kind, n) => `${kind}-${n}` });
    expect(custom.workspaces.map((w) => w.id)).toEqual(["workspace-1", "workspace-2", "workspace-3"]);
    expect(custom.employees[1]).toMatchObject({ id: "employee-2", managerId: "employee-1" });
    expect(custom.employees[2]!.managerId).toBe("employee-4");
    expect(custom.employees.at(-1)!.id).toBe("employee-150");
  });

  it("refuses a head-count or a today it cannot honour", () => {
    expect(() => demoPeople({ count: 79, today: TODAY })).toThrow(RangeError);
    expect(() => demoPeople({ count: 20_001, today: TODAY })).toThrow(RangeError);
    expect(() => demoPeople({ count: 150.5, today: TODAY })).toThrow(RangeError);
    expect(() => demoPeople({ count: 150, today: "2026-02-30" })).toThrow(RangeError);
  });

  it("has the three workspaces with their geo-fences and weekly offs", () => {
    expect(demo.workspaces.map((w) => [w.name, w.city, w.state, w.pincode])).toEqual([
      ["Pune Plant", "Pune", "MH", "411026"],
      ["Bengaluru Office", "Bengaluru", "KA", "560066"],
      ["Coimbatore Mill", "Coimbatore", "TN", "641004"],
    ]);
    const near = [
      [18.63, 73.85],
      [12.97, 77.75],
      [11.03, 77.03],
    ];
    demo.workspaces.forEach((w, i) => {
      expect(Math.abs(w.latitude - near[i]![0]!)).toBeLessThan(0.02);
      expect(Math.abs(w.longitude - near[i]![1]!)).toBeLessThan(0.02);
      expect(w.radiusM).toBeGreaterThanOrEqual(150);
      expect(w.radiusM).toBeLessThanOrEqual(300);
      expect(w.weeklyOffs).toContainEqual({ weekday: 0, weeks: "all" });
    });
    expect(demo.workspaces[0]!.weeklyOffs).toContainEqual({ weekday: 6, weeks: [2, 4] });
    expect(demo.workspaces[1]!.weeklyOffs).toContainEqual({ weekday: 6, weeks: "all" });
    expect(demo.workspaces[2]!.weeklyOffs).toContainEqual({ weekday: 6, weeks: [2, 4] });
  });

  it("has uniquely named departments and designations, and grades that follow seniority", () => {
    const departments = demo.departments.map((d) => d.name);
    expect(new Set(departments).size).toBe(departments.length);
    for (const name of ["Sales", "Finance and Accounts", "Human Resources", "Information Technology", "Stores and Purchase"]) {
      expect(demo.departments.find((d) => d.name === name)?.workspaceId).toBeNull();
    }
    expect(demo.departments.find((d) => d.name === "Production — Pune")?.workspaceId).toBe(demo.workspaces[0]!.id);
    const designations = demo.designations.map((d) => d.name);
    expect(new Set(designations).size).toBe(designations.length);
    expect(designations.length).toBeGreaterThanOrEqual(12);

    const gradeOf = new Map<string, Set<string>>();
    for (const e of big.employees) {
      const name = placeOf(big, e).designation!;
      gradeOf.set(name, new Set([...(gradeOf.get(name) ?? []), e.grade]));
    }
    for (const grades of gradeOf.values()) expect(grades.size).toBe(1);
    const grade = (name: string) => [...gradeOf.get(name)!][0];
    expect(grade("Managing Director")).toBe("M4");
    for (const name of ["Manager", "Assistant Manager", "Plant Head", "General Manager"]) expect(grade(name)).toMatch(/^M[1-4]$/);
    for (const name of ["Executive", "Senior Executive", "Accountant", "Software Engineer"]) expect(grade(name)).toMatch(/^E[1-3]$/);
    for (const name of ["Operator", "Technician", "Trainee", "Supervisor"]) expect(grade(name)).toMatch(/^W[1-3]$/);
    expect(Number(grade("Manager")!.slice(1))).toBeGreaterThan(Number(grade("Assistant Manager")!.slice(1)));
  });

  it("generates 10,000 people quickly", () => {
    expect(big.employees).toHaveLength(10_000);
    expect(big.employees.at(-1)!.code).toBe("EMP10000");
    expect(bigMs).toBeLessThan(5_000);
  });
});

describe.each([
  ["150", demo],
  ["10,000", big],
])("demo people: the four named people in a firm of %s", (_, firm) => {
  it("are employees 1–4 exactly as the demo sign-ins need them", () => {
    const [ananya, rohit, meera, arjun] = firm.employees as [DemoEmployee, DemoEmployee, DemoEmployee, DemoEmployee];
    const summary = (e: DemoEmployee) => ({ code: e.code, name: e.name, mobile: e.mobile, usType: e.usType, status: e.status, ...placeOf(firm, e) });
    expect(summary(ananya)).toEqual({ code: "EMP0001", name: "Ananya Kulkarni", mobile: "9800000001", usType: "A", status: "active", workspace: "Pune Plant", department: "Management", designation: "Managing Director" });
    expect(ananya.managerId).toBeNull();
    expect(summary(rohit)).toEqual({ code: "EMP0002", name: "Rohit Deshmukh", mobile: "9800000002", usType: "H", status: "active", workspace: "Pune Plant", department: "Human Resources", designation: "HR Manager" });
    expect(rohit.managerId).toBe(ananya.id);
    expect(summary(meera)).toEqual({ code: "EMP0003", name: "Meera Iyer", mobile: "9800000003", usType: "E", status: "active", workspace: "Bengaluru Office", department: "Sales", designation: "Executive" });
    expect(meera.managerId).toBe(arjun.id);
    expect(summary(arjun)).toEqual({ code: "EMP0004", name: "Arjun Nair", mobile: "9800000004", usType: "E", status: "active", workspace: "Bengaluru Office", department: "Sales", designation: "Manager" });
    expect(arjun.managerId).toBe(ananya.id);
    expect([ananya.gender, rohit.gender, meera.gender, arjun.gender]).toEqual(["female", "male", "female", "male"]);
  });

  it("gives Arjun at least five direct reports, Meera among them", () => {
    const reports = directReports(firm).get(firm.employees[3]!.id) ?? [];
    expect(reports.length).toBeGreaterThanOrEqual(5);
    expect(reports.map((e) => e.name)).toContain("Meera Iyer");
  });

  it("signs in no one else", () => {
    expect(firm.employees.slice(4).filter((e) => e.usType !== null)).toEqual([]);
  });
});

describe.each([
  ["150", demo, 0.12],
  ["10,000", big, 0.02],
])("demo people: a firm of %s", (_, firm, tolerance) => {
  const count = firm.employees.length;

  it("has unique ids, codes, mobiles and work emails", () => {
    const unique = (values: (string | null)[]) => {
      const given = values.filter((v) => v !== null);
      expect(new Set(given).size).toBe(given.length);
    };
    unique(firm.employees.map((e) => e.id));
    unique(firm.employees.map((e) => e.code));
    unique(firm.employees.map((e) => e.mobile));
    unique(firm.employees.map((e) => e.workEmail));
    unique(firm.employees.map((e) => e.personalEmail));
    expect(firm.employees.map((e) => e.code)).toEqual(firm.employees.map((_, i) => `EMP${String(i + 1).padStart(4, "0")}`));
    for (const e of firm.employees.slice(4)) {
      expect(e.mobile).toMatch(/^[6-9]\d{9}$/);
      expect(e.mobile!.startsWith("98000000"), `${e.code} has a reserved demo mobile`).toBe(false);
    }
  });

  it("is one tree: managers exist and come first (bar Meera), no cycles, 3–6 levels, 3–15 reports each", () => {
    const position = new Map(firm.employees.map((e, i) => [e.id, i]));
    const byId = new Map(firm.employees.map((e) => [e.id, e]));
    expect(firm.employees.filter((e) => e.managerId === null)).toHaveLength(1);
    firm.employees.forEach((e, i) => {
      if (e.managerId === null) return;
      expect(byId.has(e.managerId), `${e.code}'s manager exists`).toBe(true);
      // Meera (employee 3) reports to Arjun (employee 4): seed employees first, then managers.
      if (i !== 2) expect(position.get(e.managerId)!, `${e.code}'s manager comes earlier`).toBeLessThan(i);
    });
    let deepest = 0;
    for (const e of firm.employees) {
      let depth = 1;
      for (let at = e; at.managerId !== null; at = byId.get(at.managerId)!) {
        depth++;
        expect(depth, `${e.code} is in a cycle`).toBeLessThanOrEqual(6);
      }
      deepest = Math.max(deepest, depth);
    }
    expect(deepest).toBeGreaterThanOrEqual(3);
    for (const [managerId, reports] of directReports(firm)) {
      expect(reports.length, `${byId.get(managerId)!.code}'s span`).toBeLessThanOrEqual(15);
      expect(reports.length, `${byId.get(managerId)!.code}'s span`).toBeGreaterThanOrEqual(3);
      expect(byId.get(managerId)!.status, "nobody reports to a leaver").toBe("active");
    }
  });

  it("places everyone in a workspace, department and designation that exist, plant departments holding only their plant", () => {
    const workspaces = new Set(firm.workspaces.map((w) => w.id));
    const departments = new Map(firm.departments.map((d) => [d.id, d]));
    const designations = new Set(firm.designations.map((d) => d.id));
    for (const e of firm.employees) {
      expect(workspaces.has(e.workspaceId)).toBe(true);
      expect(designations.has(e.designationId)).toBe(true);
      const department = departments.get(e.departmentId);
      expect(department, `${e.code}'s department`).toBeDefined();
      if (department!.workspaceId !== null) expect(e.workspaceId, `${e.code} in ${department!.name}`).toBe(department!.workspaceId);
    }
    const headcount = (name: string) => firm.employees.filter((e) => placeOf(firm, e).workspace === name).length;
    expect(headcount("Pune Plant")).toBeGreaterThan(headcount("Coimbatore Mill"));
    expect(headcount("Coimbatore Mill")).toBeGreaterThan(headcount("Bengaluru Office"));
  });

  it("has well-formed statutory and bank details, about 5% of people missing some", () => {
    let incomplete = 0;
    const seen = new Set<string>();
    for (const e of firm.employees) {
      if (e.pan) {
        expect(e.pan).toMatch(PAN);
        expect(validatePan(e.pan)).toEqual({ ok: true });
        expect(e.pan[4]).toBe(e.name.split(" ").at(-1)![0]);
      }
      if (e.aadhaar) expect(validateAadhaar(e.aadhaar), e.aadhaar).toEqual({ ok: true });
      if (e.uan) {
        expect(e.uan).toMatch(/^\d{12}$/);
        expect(e.pfApplicable).toBe(true);
      }
      if (e.esiNumber) {
        expect(e.esiNumber).toMatch(/^\d{10}$/);
        expect(e.esiApplicable).toBe(true);
      }
      for (const id of [e.pan, e.aadhaar, e.uan, e.esiNumber, e.bankAccount]) {
        if (id) {
          expect(seen.has(id), `${id} given twice`).toBe(false);
          seen.add(id);
        }
      }
      expect([e.bankAccount, e.bankIfsc, e.bankName].filter((v) => v === null).length % 3).toBe(0);
      if (e.bankAccount) {
        expect(e.bankAccount).toMatch(/^[1-9]\d{10,15}$/);
        expect(e.bankIfsc).toMatch(IFSC);
        expect(e.bankName).toBe(BANK_NAMES[e.bankIfsc!.slice(0, 4)]);
      }
      const gaps = !e.pan || !e.aadhaar || !e.bankAccount || (e.pfApplicable && !e.uan) || (e.esiApplicable && !e.esiNumber);
      if (gaps) incomplete++;
    }
    expect(incomplete / count).toBeGreaterThan(0.05 - Math.min(tolerance, 0.04));
    expect(incomplete / count).toBeLessThan(0.05 + tolerance);
    for (const e of firm.employees.slice(0, 4)) expect([e.pan, e.aadhaar, e.bankAccount].includes(null)).toBe(false);
  });

  it("gives ESI to shop-floor workers only, and PF to most", () => {
    for (const e of firm.employees) {
      expect(e.esiApplicable, `${e.code} ${placeOf(firm, e).designation}`).toBe(SHOP_FLOOR.has(placeOf(firm, e).designation!));
      if (!e.esiApplicable) expect(e.esiNumber).toBeNull();
    }
    expect(firm.employees.filter((e) => e.pfApplicable).length / count).toBeGreaterThan(0.8);
  });

  it("lists at most four family members whose nominee shares total 0 or 100, and takes emergency contacts from them", () => {
    let withFamily = 0;
    for (const e of firm.employees) {
      expect(e.family.length).toBeLessThanOrEqual(4);
      const total = e.family.reduce((sum, m) => sum + m.nominee_percent, 0);
      expect([0, 100], `${e.code}'s nominee shares`).toContain(total);
      for (const m of e.family) expect(Number.isInteger(m.nominee_percent)).toBe(true);
      if (e.family.length > 0) {
        withFamily++;
        expect(e.family.map((m) => m.name)).toContain(e.emergencyName);
        expect(e.emergencyMobile).toMatch(/^[6-9]\d{9}$/);
      }
      expect(e.addressCurrent).toContain(placeOf(firm, e).workspace!.split(" ")[0]);
    }
    expect(withFamily / count).toBeGreaterThan(0.5);
    expect(firm.employees.some((e) => e.family.some((m) => m.nominee_percent === 100))).toBe(true);
  });

  it("has dates that fit together", () => {
    expectSensibleDates(firm, TODAY);
  });

  it("has birthdays, work anniversaries and probation ends coming up", () => {
    const current = firm.employees.filter((e) => e.status !== "exited");
    expect(current.filter((e) => daysUntilNext(e.dateOfBirth, TODAY) <= 14).length).toBeGreaterThanOrEqual(3);
    const anniversaries = current.filter((e) => wholeYears(e.joiningDate, TODAY) >= 1 && daysUntilNext(e.joiningDate, TODAY) <= 14);
    expect(anniversaries.length).toBeGreaterThanOrEqual(3);
    const probationDue = current.filter((e) => e.employmentType === "probation" && e.probationEnd! > TODAY && e.probationEnd! <= addDays(TODAY, 30));
    expect(probationDue.length).toBeGreaterThanOrEqual(2);
    const recent = firm.employees.filter((e) => daysBetween(e.joiningDate, TODAY) < 183);
    for (const e of recent) if (e.employmentType === "permanent" || e.employmentType === "probation") expect(e.probationEnd! > TODAY).toBe(true);
    expect(recent.filter((e) => e.employmentType === "probation").length).toBeGreaterThan(recent.length / 3);
    const older = firm.employees.filter((e) => e.employmentType === "permanent" && daysBetween(e.joiningDate, TODAY) > 200);
    for (const e of older) expect(e.confirmationDate, e.code).not.toBeNull();
  });

  it("has about 3% on notice and 4% gone, leavers spread over recent months", () => {
    const share = (status: DemoEmployee["status"]) => firm.employees.filter((e) => e.status === status).length / count;
    expect(share("on_notice")).toBeGreaterThan(0.03 - Math.min(tolerance, 0.02));
    expect(share("on_notice")).toBeLessThan(0.03 + tolerance);
    expect(share("exited")).toBeGreaterThan(0.04 - Math.min(tolerance, 0.02));
    expect(share("exited")).toBeLessThan(0.04 + tolerance);
    const leftIn = new Set(firm.employees.filter((e) => e.status === "exited").map((e) => e.lastWorkingDay!.slice(0, 7)));
    expect(leftIn.has(monthKey(TODAY, 0))).toBe(true);
    expect([1, 2, 3, 4, 5].filter((back) => leftIn.has(monthKey(TODAY, back))).length).toBeGreaterThanOrEqual(4);
  });

  it("gives every first name one gender, and work emails the firstname.lastname shape", () => {
    const genders = new Map<string, Set<string>>();
    for (const e of firm.employees) {
      if (e.gender === "other") continue;
      const first = e.name.split(" ")[0]!;
      genders.set(first, new Set([...(genders.get(first) ?? []), e.gender]));
    }
    const mixed = [...genders].filter(([, set]) => set.size > 1).map(([name]) => name);
    expect(mixed).toEqual([]);
    for (const e of firm.employees) {
      if (e.workEmail) {
        const [first, last] = e.name.toLowerCase().split(" ");
        expect(e.workEmail).toMatch(new RegExp(`^${first}\\.${last}\\d*@sahyadritextiles\\.example$`));
      }
      if (e.personalEmail) expect(e.personalEmail).toMatch(/^[a-z0-9._]+@example\.in$/);
      if (!SHOP_FLOOR.has(placeOf(firm, e).designation!)) expect(e.workEmail, `${e.code} has a work email`).not.toBeNull();
    }
  });
});

describe("demo people: names by region", () => {
  const MARATHI = ["Kulkarni", "Deshmukh", "Patil", "Joshi", "Jadhav", "Pawar", "Shinde", "Gaikwad", "Kale", "More", "Chavan", "Bhosale", "Deshpande", "Gokhale", "Apte", "Sawant", "Salunkhe", "Kadam", "Mane", "Wagh"];
  const KANNADA = ["Gowda", "Hegde", "Shetty", "Bhat", "Kamath", "Shenoy", "Murthy", "Acharya", "Hebbar", "Karanth", "Poojary", "Urs"];
  const TAMIL = ["Subramanian", "Ramasamy", "Krishnan", "Murugan", "Pandian", "Natarajan", "Sundaram", "Venkatesan", "Rajendran", "Palanisamy", "Shanmugam", "Arumugam", "Annamalai", "Iyer"];
  const shareAt = (workspace: string, surnames: string[]) => {
    const people = big.employees.filter((e) => placeOf(big, e).workspace === workspace);
    return people.filter((e) => surnames.includes(e.name.split(" ").at(-1)!)).length / people.length;
  };

  it("has mostly Marathi surnames in Pune, Kannada the most common in Bengaluru, Tamil in Coimbatore", () => {
    expect(shareAt("Pune Plant", MARATHI)).toBeGreaterThan(0.4);
    expect(shareAt("Bengaluru Office", KANNADA)).toBeGreaterThan(0.25);
    expect(shareAt("Coimbatore Mill", TAMIL)).toBeGreaterThan(0.5);
    expect(shareAt("Coimbatore Mill", MARATHI)).toBeLessThan(0.05);
    const kinds = new Set(big.employees.map((e) => e.name.split(" ").at(-1)));
    for (const surname of ["Banerjee", "Gill", "Patel", "Sharma", "Reddy", "Nair"]) expect(kinds.has(surname), surname).toBe(true);
  });
});

// Seed 2026 is the one the demo firm is seeded with.
describe.each(["2024-02-29", "2025-01-01", "2026-03-31", "2026-12-01"])("demo people on %s", (today) => {
  it("keeps every date real and in order, with joiners in each of the last six months", () => {
    const firm = demoPeople({ count: 150, today, seed: 2026 });
    expectSensibleDates(firm, today);
    expect(firm.employees.filter((e) => e.status === "exited").length).toBeGreaterThan(0);
    expect(firm.employees.filter((e) => e.status === "on_notice").length).toBeGreaterThan(0);
  });
});
