// Output files of a payroll run, built from real payslips: bank layouts (HDFC, ICICI, generic), the ESIC
// monthly contribution upload, PT and LWF registers, the month's challans, and the payroll journal (CSV
// and Tally XML). Each is checked against its published layout, field by field.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { computePayslip, type Payslip, type PayslipInput } from "../src/index.ts";
import { BANK_LAYOUTS, hdfcBulkUpload, iciciBulkUpload, transferKind, ICICI_HEADER } from "../src/files/bank-layouts.ts";
import { esicRows, esicText, esicCells, esicName, ESIC_HEADER, ESIC_REASON_CODES } from "../src/files/esic.ts";
import { ptRegister, ptRegisterCsv, lwfRegister, lwfRegisterCsv, lwfContributionPeriod } from "../src/files/registers.ts";
import { monthlyChallans } from "../src/files/challans.ts";
import { payrollJournal, journalCsv, journalTallyXml, xmlEscape } from "../src/files/journal.ts";
import { input, slip, r, amt } from "./helpers.ts";

const components = (basic: number, hra = 0): PayslipInput["components"] => [
  { code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: r(basic) },
  ...(hra > 0 ? [{ code: "HRA", name: "HRA", type: "hra" as const, calc: "fixed" as const, amount: r(hra) }] : []),
];

// June 2026: Maharashtra's and Haryana's LWF fall due; Tamil Nadu's half-yearly PT does not (except on leaving).
const asha = slip({
  components: components(30_000, 12_000),
  employee: { id: "E1", name: "Asha Rao", state: "MH", gender: "female", bank: { accountNumber: "50100012345678", ifsc: "HDFC0001234" } },
}); // no ESI (₹42,000 > ₹21,000); PT ₹200 (women's slab above ₹25,000); LWF 25/75
const ravi = slip({
  components: components(12_000, 4_800),
  employee: { id: "E2", name: "Ravi Kumar", state: "KA", bank: { accountNumber: "000401234567", ifsc: "ICIC0000456" } },
}); // ESI on ₹16,800: 126 + 546; Karnataka PT nil below ₹25,000
const meena = slip({
  components: components(15_000),
  employee: { id: "E3", name: "Meena Iyer", state: "TN", dateOfLeaving: "2026-06-20", bank: { accountNumber: "30012345678", ifsc: "SBIN0001111" } },
}); // leaver: 20 days, ₹10,000; ESI 75 + 325
const kiran = slip({
  components: components(18_000),
  lopDays: 30,
  employee: { id: "E4", name: "Kiran Shah", state: "KA", bank: { accountNumber: "1234567890", ifsc: "KKBK0000001" } },
}); // zero days, nothing earned, still an ESI member
const dev = slip({
  components: components(2_50_000),
  employee: { id: "E5", name: "=Dev Malhotra", state: "HR", bank: { accountNumber: "917010012345678", ifsc: "UTIB0000123" } },
}); // net above ₹2 lakh: RTGS; Haryana LWF 34/68; no PT in Haryana
const sunil = slip({
  components: components(9_000),
  employee: { id: "E6", name: "+Sunil Patil", state: "MH", bank: { accountNumber: "20011223344", ifsc: "HDFC0000999" } },
}); // Maharashtra men ₹7,501–10,000: PT ₹175; ESI 68 + 293
const people: Payslip[] = [asha, ravi, meena, kiran, dev, sunil];

const ipNumbers = new Map([
  ["E2", "1234567890"],
  ["E3", "2345678901"],
  ["E4", "3456789012"],
  ["E6", "4567890123"],
]);

describe("the payslips the files are built from", () => {
  it("are what the comments above say", () => {
    expect(asha.esi?.covered).toBe(false);
    expect([amt(asha, "PT"), amt(asha, "LWF"), amt(asha, "LWF_ER")]).toEqual([r(200), r(25), r(75)]);
    expect([ravi.esi?.employee, ravi.esi?.employer, amt(ravi, "PT")]).toEqual([r(126), r(546), 0]);
    expect([meena.days.payable, meena.totals.grossEarnings, meena.esi?.employee, meena.esi?.employer]).toEqual([20, r(10_000), r(75), r(325)]);
    expect([kiran.days.payable, kiran.totals.grossEarnings, kiran.totals.netPay, kiran.esi?.covered]).toEqual([0, 0, 0, true]);
    expect(dev.totals.netPay).toBeGreaterThan(r(2_00_000));
    expect([amt(dev, "LWF"), amt(dev, "LWF_ER"), dev.esi?.covered]).toEqual([r(34), r(68), false]);
    expect([amt(sunil, "PT"), sunil.esi?.employee, sunil.esi?.employer]).toEqual([r(175), r(68), r(293)]);
  });
});

// ------------------------------------------------------------------------------------------ banks

describe("bank layouts", () => {
  const options = { valueDate: "2026-07-01", debitAccount: "000405001234", clientCode: "ABCD" };

  it("decides same bank / NEFT / RTGS from the IFSC and the amount", () => {
    expect(transferKind("HDFC0001234", r(5_00_000), "HDFC")).toBe("sameBank");
    expect(transferKind("ICIC0000456", r(1_000), "HDFC")).toBe("neft");
    expect(transferKind("ICIC0000456", r(2_00_000), "HDFC")).toBe("rtgs"); // RTGS from ₹2 lakh
    expect(transferKind("ICIC0000456", r(2_00_000) - 1, "HDFC")).toBe("neft");
    expect(transferKind("HDFC0001234", r(1_000), "ICIC")).toBe("neft");
    expect(transferKind("ICIC0000456", r(1_000), "ICIC")).toBe("sameBank");
    expect(transferKind("SBIN0001111", r(60_000), "ICIC", r(50_000))).toBe("rtgs");
  });

  it("HDFC: 28 comma-separated fields, no header, I/N/R, DD/MM/YYYY value date, CRLF", () => {
    const text = hdfcBulkUpload(people, options);
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe(""); // every record ends with CRLF
    expect(lines.slice(0, -1)).toEqual([
      "I,E1,50100012345678,39975.00,Asha Rao,,,,,,,,,SALARY JUN 2026,SALARY JUN 2026,,,,,,,,01/07/2026,,HDFC0001234,,,",
      "N,,000401234567,15234.00,Ravi Kumar,,,,,,,,,SALARY JUN 2026,SALARY JUN 2026,,,,,,,,01/07/2026,,ICIC0000456,,,",
      "N,,30012345678,8725.00,Meena Iyer,,,,,,,,,SALARY JUN 2026,SALARY JUN 2026,,,,,,,,01/07/2026,,SBIN0001111,,,",
      "R,,917010012345678,216186.00,Dev Malhotra,,,,,,,,,SALARY JUN 2026,SALARY JUN 2026,,,,,,,,01/07/2026,,UTIB0000123,,,",
      `I,E6,20011223344,${(sunil.totals.netPay / 100).toFixed(2)},Sunil Patil,,,,,,,,,SALARY JUN 2026,SALARY JUN 2026,,,,,,,,01/07/2026,,HDFC0000999,,,`,
    ]);
    for (const l of lines.slice(0, -1)) expect(l.split(",")).toHaveLength(28);
    // Kiran has no net pay: not in the file. Names carry no special characters.
    expect(text).not.toContain("Kiran");
    expect(text).not.toMatch(/[=+@"]/);
  });

  it("HDFC: file name is client code + DDMM of upload + serial, not .csv", () => {
    expect(BANK_LAYOUTS.hdfc.fileName("2026-06", options)).toBe("ABCD0107.001");
    expect(BANK_LAYOUTS.hdfc.fileName("2026-06", { ...options, uploadDate: "2026-06-30", fileSerial: 12 })).toBe("ABCD3006.012");
    expect(BANK_LAYOUTS.hdfc.fileName("2026-06", {})).toBe("hdfc-salary-2026-06.txt");
  });

  it("HDFC: narration and advice email in their fields, reduced to what the bank accepts", () => {
    const line = hdfcBulkUpload([asha], { valueDate: "2026-06-30", narration: "Salary, June-2026 (final)", adviceEmail: "pay@firm.in" }).trimEnd();
    const f = line.split(",");
    expect(f[13]).toBe("Salary June 2026 fin"); // customer reference: 20 characters
    expect(f[14]).toBe("Salary June 2026 final"); // payment details 1
    expect(f[22]).toBe("30/06/2026");
    expect(f[27]).toBe("pay@firm.in");
  });

  it("ICICI: header of 19 columns, FT within ICICI, NEFT / RTGS otherwise, debit account on each row, DD-MM-YYYY", () => {
    const lines = iciciBulkUpload(people, options).split("\r\n");
    expect(lines[0]).toBe(ICICI_HEADER.join(","));
    expect(ICICI_HEADER).toHaveLength(19);
    expect(lines.slice(1, 3)).toEqual([
      "PAB_VENDOR,NEFT,000405001234,Asha Rao,50100012345678,HDFC0001234,39975.00,SALARY JUN 2026,SALARY JUN 2026,,,,01-07-2026,E1,,,,,",
      "PAB_VENDOR,FT,000405001234,Ravi Kumar,000401234567,ICIC0000456,15234.00,SALARY JUN 2026,SALARY JUN 2026,,,,01-07-2026,E2,,,,,",
    ]);
    expect(lines[4]).toBe("PAB_VENDOR,RTGS,000405001234,Dev Malhotra,917010012345678,UTIB0000123,216186.00,SALARY JUN 2026,SALARY JUN 2026,,,,01-07-2026,E5,,,,,");
    expect(lines).toHaveLength(7); // header + 5 payees + the empty string after the last CRLF
    for (const l of lines.slice(0, -1)) expect(l.split(",")).toHaveLength(19);
  });

  it("ICICI product code is configurable", () => {
    const line = iciciBulkUpload([ravi], { ...options, iciciProductCode: "PAB-SAL" }).split("\r\n")[1];
    expect(line?.startsWith("PAB-SAL,FT,000405001234,Ravi Kumar,")).toBe(true);
  });

  it("ICICI needs a debit account; both bank layouts need a value date", () => {
    expect(() => iciciBulkUpload(people, { valueDate: "2026-07-01" })).toThrow(/debit account/);
    expect(() => iciciBulkUpload(people, { debitAccount: "000405001234" })).toThrow(/value date/);
    expect(() => hdfcBulkUpload(people, {})).toThrow(/value date/);
  });

  it("refuses anyone to be paid without bank details, naming them", () => {
    const noBank = slip({ components: components(20_000), employee: { id: "E9", name: "Nisha Jain" } });
    for (const layout of [BANK_LAYOUTS.hdfc, BANK_LAYOUTS.icici]) {
      expect(() => layout.render([asha, noBank], options)).toThrow(/Bank details missing for: E9 \(Nisha Jain\)/);
    }
    expect(() => BANK_LAYOUTS.generic.render([noBank], options)).toThrow(/Bank details missing for: E9/);
  });

  it("refuses a beneficiary name with no letters the bank accepts", () => {
    const p = slip({ components: components(20_000), employee: { id: "E8", name: "राम", bank: { accountNumber: "001234567890", ifsc: "SBIN0000001" } } });
    expect(() => hdfcBulkUpload([p], options)).toThrow(/E8 \(राम\)/);
  });

  it("generic delegates to the bank CSV, formula cells neutralised", () => {
    const text = BANK_LAYOUTS.generic.render(people, options);
    expect(text.split("\r\n")[0]).toBe("Beneficiary Name,Account Number,IFSC,Amount,Narration");
    expect(text).toContain(`"'=Dev Malhotra","917010012345678","UTIB0000123",216186.00,"SALARY JUN 2026"`);
    expect(text).toContain(`"'+Sunil Patil"`);
  });

  it("registry: labels, file names and content types a server can offer", () => {
    expect(Object.keys(BANK_LAYOUTS)).toEqual(["generic", "hdfc", "icici"]);
    expect(BANK_LAYOUTS.generic.fileName("2026-06")).toBe("salary-transfer-2026-06.csv");
    expect(BANK_LAYOUTS.icici.fileName("2026-06")).toBe("icici-salary-2026-06.csv");
    for (const l of Object.values(BANK_LAYOUTS)) {
      expect(l.label.length).toBeGreaterThan(5);
      expect(l.contentType).toMatch(/^text\//);
    }
  });
});

// ------------------------------------------------------------------------------------------- ESIC

describe("ESIC monthly contribution upload", () => {
  it("six template columns, every ESI member, whole-rupee wages, days rounded up, reason codes", () => {
    const upload = esicRows(people, { ipNumbers, exits: new Map([["E3", { reasonCode: 2, lastWorkingDay: "2026-06-20" }]]) });
    expect(upload.header).toEqual([
      "IP Number (10 Digits)",
      "IP Name (Only alphabets and space)",
      "No of Days for which wages paid/payable during the month",
      "Total Monthly Wages",
      "Reason Code for Zero workings days(numeric only; provide 0 for all other reasons)",
      "Last Working Day (Format DD/MM/YYYY or DD-MM-YYYY)",
    ]);
    expect(upload.rows.map(({ employeeId, ...row }) => [employeeId, row])).toEqual([
      ["E2", { ipNumber: "1234567890", ipName: "Ravi Kumar", days: 30, wages: 16_800, reasonCode: 0, lastWorkingDay: null }],
      // Left on 20 June with 20 paid days: the template says no last working day this month…
      ["E3", { ipNumber: "2345678901", ipName: "Meena Iyer", days: 20, wages: 10_000, reasonCode: 0, lastWorkingDay: null }],
      // No paid days: a reason code is required (on leave by default).
      ["E4", { ipNumber: "3456789012", ipName: "Kiran Shah", days: 0, wages: 0, reasonCode: 1, lastWorkingDay: null }],
      ["E6", { ipNumber: "4567890123", ipName: "Sunil Patil", days: 30, wages: 9_000, reasonCode: 0, lastWorkingDay: null }],
    ]);
    // … so the exit is reported next month: 0 days, code 2, last working day.
    expect(upload.followUps).toEqual([{ employeeId: "E3", name: "Meena Iyer", ipNumber: "2345678901", reasonCode: 2, lastWorkingDay: "2026-06-20" }]);
    expect(upload.totals).toEqual({ members: 4, wages: 35_800, employee: r(126 + 75 + 0 + 68), employer: r(546 + 325 + 0 + 293) });
  });

  it("next month the leaver is an earlier exit: 0 days, code 2, DD/MM/YYYY last working day", () => {
    const july = slip({ period: "2026-07", components: components(12_000), employee: { id: "E2", name: "Ravi Kumar", state: "KA" } });
    const upload = esicRows([july], {
      ipNumbers,
      earlierExits: [{ employeeId: "E3", name: "Meena Iyer", ipNumber: "2345678901", reasonCode: 2, lastWorkingDay: "2026-06-20" }],
    });
    expect(esicCells(upload).slice(1)).toEqual([
      ["1234567890", "Ravi Kumar", "31", "12000", "0", ""],
      ["2345678901", "Meena Iyer", "0", "0", "2", "20/06/2026"],
    ]);
  });

  it("a zero-day leaver carries the exit code and date; the same-month option reports a part-month leaver too", () => {
    const exits = new Map([["E4", { reasonCode: 10 as const, lastWorkingDay: "2026-05-31" }], ["E3", { reasonCode: 2 as const, lastWorkingDay: "2026-06-20" }]]);
    const rows = esicRows([kiran, meena], { ipNumbers, exits }).rows;
    expect(rows.map((x) => [x.days, x.reasonCode, x.lastWorkingDay])).toEqual([
      [0, 10, "31/05/2026"],
      [20, 0, null],
    ]);
    const same = esicRows([kiran, meena], { ipNumbers, exits, lastWorkingDayWithPaidDays: true });
    expect(same.rows.map((x) => [x.reasonCode, x.lastWorkingDay])).toEqual([
      [10, "31/05/2026"],
      [2, "20/06/2026"],
    ]);
    expect(same.followUps).toEqual([]);
  });

  it("zero-day reasons: other codes allowed, exit codes need a date, out of coverage only in April/October", () => {
    expect(esicRows([kiran], { ipNumbers, zeroDayReasons: new Map([["E4", 9]]) }).rows[0]?.reasonCode).toBe(9);
    expect(() => esicRows([kiran], { ipNumbers, zeroDayReasons: new Map([["E4", 2]]) })).toThrow(/E4 \(Kiran Shah\) needs a last working day/);
    expect(() => esicRows([kiran], { ipNumbers, exits: new Map([["E4", { reasonCode: 4, lastWorkingDay: "2026-06-01" }]]) })).toThrow(/April and October/);
    const april = slip({ period: "2026-04", components: components(18_000), lopDays: 30, employee: { id: "E4", name: "Kiran Shah", state: "KA" } });
    expect(esicRows([april], { ipNumbers, exits: new Map([["E4", { reasonCode: 4, lastWorkingDay: "2026-03-31" }]]) }).rows[0]?.reasonCode).toBe(4);
  });

  it("refuses a member without an IP number, or with a malformed one, naming them", () => {
    const partial = new Map([...ipNumbers].filter(([id]) => id !== "E3"));
    expect(() => esicRows(people, { ipNumbers: partial })).toThrow(/ESIC IP number missing for: E3 \(Meena Iyer\)/);
    expect(() => esicRows(people, { ipNumbers: new Map([...ipNumbers, ["E6", "45678"]]) })).toThrow(/10 digits for: E6 \(\+Sunil Patil\): "45678"/);
  });

  it("the reason-code table is the template's 0–13", () => {
    expect(ESIC_REASON_CODES.map((c) => c.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(ESIC_REASON_CODES.filter((c) => c.lastWorkingDay).map((c) => c.code)).toEqual([2, 3, 4, 5, 6, 10]);
    expect(ESIC_REASON_CODES[10]?.reason).toBe("Retrenchment");
    expect(ESIC_REASON_CODES[13]?.reason).toBe("Duplicate IP");
  });

  it("names: letters and spaces only", () => {
    expect(esicName("X.Y. Kumar-Singh")).toBe("X Y Kumar Singh");
    expect(esicName("  Zoë  D'Souza ")).toBe("Zoe D Souza");
  });

  it("CSV and tab-separated renderers: header row, text cells, CRLF", () => {
    const upload = esicRows([ravi, kiran], { ipNumbers });
    expect(esicText(upload, "csv")).toBe(
      `${ESIC_HEADER.map((h) => `"${h}"`).join(",")}\r\n"1234567890","Ravi Kumar","30","16800","0",""\r\n"3456789012","Kiran Shah","0","0","1",""\r\n`,
    );
    expect(esicText(upload, "tsv")).toBe(`${ESIC_HEADER.join("\t")}\r\n1234567890\tRavi Kumar\t30\t16800\t0\t\r\n3456789012\tKiran Shah\t0\t0\t1\t\r\n`);
  });

  it("refuses payslips of different months", () => {
    const july = slip({ period: "2026-07", components: components(12_000), employee: { id: "E2", state: "KA" } });
    expect(() => esicRows([ravi, july], { ipNumbers })).toThrow(/more than one month/);
  });
});

// -------------------------------------------------------------------------------------- registers

describe("professional tax register", () => {
  it("per state: each employee's gross and PT, totals, and employees per rate", () => {
    const reg = ptRegister(people);
    expect(reg.states.map((s) => s.state)).toEqual(["KA", "MH", "TN"]); // Haryana levies no PT
    const mh = reg.states.find((s) => s.state === "MH");
    expect(mh?.entries).toEqual([
      { employeeId: "E1", name: "Asha Rao", month: "2026-06", gross: r(42_000), pt: r(200) },
      { employeeId: "E6", name: "+Sunil Patil", month: "2026-06", gross: r(9_000), pt: r(175) },
    ]);
    expect(mh?.rates).toEqual([
      { rate: r(175), employees: 1, amount: r(175) },
      { rate: r(200), employees: 1, amount: r(200) },
    ]);
    expect([mh?.totalGross, mh?.totalPt]).toEqual([r(51_000), r(375)]);
    const ka = reg.states.find((s) => s.state === "KA");
    expect(ka?.rates).toEqual([{ rate: 0, employees: 2, amount: 0 }]);
    expect(reg.totalPt).toBe(r(375));
  });

  it("February: Maharashtra's ₹300 rate is its own line; nil slab counted at ₹0", () => {
    const feb = (id: string, basic: number) => slip({ period: "2027-02", components: components(basic), employee: { id, name: id, state: "MH" } });
    const reg = ptRegister([feb("A", 20_000), feb("B", 30_000), feb("C", 9_000), feb("D", 7_000)]);
    expect(reg.states[0]?.rates).toEqual([
      { rate: 0, employees: 1, amount: 0 },
      { rate: r(175), employees: 1, amount: r(175) },
      { rate: r(300), employees: 2, amount: r(600) },
    ]);
  });

  it("CSV: detail, state totals, then the rate summary; formula cells neutralised", () => {
    const csv = ptRegisterCsv(ptRegister([asha, sunil]));
    expect(csv).toBe(
      [
        "State,Employee ID,Employee Name,Month,Gross Salary,Professional Tax",
        `"Maharashtra","E1","Asha Rao","2026-06",42000.00,200.00`,
        `"Maharashtra","E6","'+Sunil Patil","2026-06",9000.00,175.00`,
        `"Maharashtra","Total","2 employees","2026-06",51000.00,375.00`,
        "",
        "State,Rate per Employee,Number of Employees,Amount of Tax",
        `"Maharashtra",175.00,1,175.00`,
        `"Maharashtra",200.00,1,200.00`,
        "",
      ].join("\r\n"),
    );
  });
});

describe("labour welfare fund register", () => {
  it("employee and employer shares per state, with the contribution period", () => {
    const reg = lwfRegister(people);
    expect(
      reg.states.map((s) => [s.state, s.contributionPeriod.label, s.entries.map((e) => [e.employeeId, e.employee, e.employer]), s.total]),
    ).toEqual([
      ["HR", "June 2026", [["E5", r(34), r(68)]], r(102)],
      ["MH", "January–June 2026", [["E1", r(25), r(75)], ["E6", r(25), r(75)]], r(200)],
    ]);
    expect(reg.total).toBe(r(302));
  });

  it("contribution periods follow each state's deduction months", () => {
    expect(lwfContributionPeriod("MH", "2026-12")).toEqual({ from: "2026-07", to: "2026-12", label: "July–December 2026" });
    expect(lwfContributionPeriod("KA", "2026-12")).toEqual({ from: "2026-01", to: "2026-12", label: "January–December 2026" });
    expect(lwfContributionPeriod("KL", "2026-03")).toEqual({ from: "2026-03", to: "2026-03", label: "March 2026" });
  });

  it("CSV with totals; formula cells neutralised", () => {
    expect(lwfRegisterCsv(lwfRegister([dev]))).toBe(
      [
        "State,Contribution Period,Employee ID,Employee Name,Gross Salary,Employee Share,Employer Share,Total",
        `"Haryana","June 2026","E5","'=Dev Malhotra",250000.00,34.00,68.00,102.00`,
        `"Haryana","June 2026","Total","1 employee",,34.00,68.00,102.00`,
        "",
      ].join("\r\n"),
    );
  });
});

// --------------------------------------------------------------------------------------- challans

const sumLines = (ps: readonly Payslip[], code: string, section: "deductions" | "employerContributions" = "deductions") =>
  ps.reduce((a, p) => a + p[section].filter((l) => l.code === code).reduce((b, l) => b + l.amount, 0), 0);

describe("monthly challans", () => {
  const c = monthlyChallans(people);

  it("EPF by account head, with the establishment's admin minimum", () => {
    const epf = c.epf;
    expect(epf).not.toBeNull();
    // A/c 1: employee 12% (1,800 + 1,440 + 1,200 + 0 + 1,800 + 1,080) and employer EPF (550 + 440 + 367 + 550 + 330)
    expect(epf?.ac1).toEqual({ employee: r(7_320), employer: r(2_237), total: r(9_557) });
    expect(epf?.ac1.employee).toBe(sumLines(people, "PF") + sumLines(people, "VPF"));
    expect(epf?.ac1.employer).toBe(sumLines(people, "EPF_ER", "employerContributions"));
    expect(epf?.ac10).toBe(sumLines(people, "EPS", "employerContributions"));
    expect(epf?.ac21).toBe(sumLines(people, "EDLI", "employerContributions"));
    // 0.5% of ₹61,000 EPF wages = ₹305, below the ₹500 minimum
    expect([epf?.epfWages, epf?.members, epf?.ac2, epf?.ac22]).toEqual([r(61_000), 5, r(500), 0]);
    expect(epf?.total).toBe(r(9_557) + r(500) + (epf?.ac10 ?? 0) + (epf?.ac21 ?? 0));
    expect(epf?.dueDate).toBe("2026-07-15");
  });

  it("ESI: employee and employer shares of the members, due the 15th", () => {
    expect(c.esi).toMatchObject({
      members: 4,
      employee: sumLines(people, "ESI"),
      employer: sumLines(people, "ESI_ER", "employerContributions"),
      total: r(126 + 75 + 68 + 546 + 325 + 293),
      dueDate: "2026-07-15",
    });
  });

  it("PT and LWF per state with their due dates; TDS under s.392, due the 7th", () => {
    expect(c.pt.map((x) => [x.state, x.employees, x.amount, x.dueDate])).toEqual([["MH", 2, r(375), "2026-07-31"]]);
    expect(c.pt.reduce((a, x) => a + x.amount, 0)).toBe(sumLines(people, "PT"));
    expect(c.lwf.map((x) => [x.state, x.employee, x.employer, x.dueDate, x.contributionPeriod.label])).toEqual([
      ["HR", r(34), r(68), "2026-07-31", "June 2026"],
      ["MH", r(50), r(150), "2026-07-15", "January–June 2026"],
    ]);
    expect(c.tds).toMatchObject({ section: "392", amount: sumLines(people, "TDS"), deductees: 1, dueDate: "2026-07-07" });
    expect(c.total).toBe((c.epf?.total ?? 0) + (c.esi?.total ?? 0) + r(375) + r(302) + (c.tds?.amount ?? 0));
  });

  it("TDS deducted in March is due 30 April; before April 2026 the section is 192", () => {
    // Eleven months already paid at ₹2,50,000 and no TDS so far: the year's tax falls in March.
    const march = monthlyChallans([slip({ period: "2026-03", components: components(2_50_000), ytd: { taxableIncome: r(2_50_000) * 11 } })]);
    expect(march.tds).toMatchObject({ section: "192", dueDate: "2026-04-30" });
    const dec = monthlyChallans([
      slip({ period: "2026-12", components: components(2_50_000), ytd: { taxableIncome: r(2_50_000) * 8 }, employee: { state: "KA" } }),
    ]);
    expect(dec.tds?.dueDate).toBe("2027-01-07");
    expect(dec.lwf.map((x) => [x.state, x.dueDate])).toEqual([["KA", "2027-01-15"]]);
    expect(dec.pt.map((x) => [x.state, x.dueDate])).toEqual([["KA", "2027-01-20"]]);
  });

  it("half-yearly PT (Tamil Nadu) is due at the half-year's end", () => {
    const sep = monthlyChallans([slip({ period: "2026-09", components: components(20_000), employee: { state: "TN" }, ytd: { ptHalfYearGross: r(1_00_000) } })]);
    expect(sep.pt.map((x) => [x.state, x.dueDate])).toEqual([["TN", "2026-09-30"]]);
  });

  it("no PF members: no EPF challan; nobody in ESI: no ESI challan", () => {
    const none = monthlyChallans([slip({ components: components(50_000), pf: { applicable: false } })]);
    expect(none.epf).toBeNull();
    expect(none.esi).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------- journal

describe("payroll journal", () => {
  const costCentres = new Map([
    ["E1", "R&D <Labs>"],
    ["E2", "Sales"],
    ["E3", "Sales"],
    ["E5", "Management"],
    ["E6", "@Ops"],
  ]);

  it("debits per earnings component and employer cost; credits net pay and each liability; by cost centre", () => {
    const j = payrollJournal([asha], { costCentres });
    expect(journalCsv(j)).toBe(
      [
        "Date,Voucher,Ledger,Cost Centre,Debit,Credit,Narration",
        `2026-06-30,"PAY-2026-06","Salaries and Wages","R&D <Labs>",30000.00,,"Basic"`,
        `2026-06-30,"PAY-2026-06","Salaries and Wages","R&D <Labs>",12000.00,,"HRA"`,
        `2026-06-30,"PAY-2026-06","Employer PF Contribution","R&D <Labs>",1800.00,,"Employer PF and EPS"`,
        `2026-06-30,"PAY-2026-06","PF Admin and EDLI Charges","R&D <Labs>",150.00,,"PF admin and EDLI charges"`,
        `2026-06-30,"PAY-2026-06","Employer LWF Contribution","R&D <Labs>",75.00,,"Employer LWF"`,
        `2026-06-30,"PAY-2026-06","Salary Payable","R&D <Labs>",,39975.00,"Net salary"`,
        `2026-06-30,"PAY-2026-06","PF Payable","R&D <Labs>",,3750.00,"Provident fund (employee and employer)"`,
        `2026-06-30,"PAY-2026-06","Professional Tax Payable","R&D <Labs>",,200.00,"Professional tax"`,
        `2026-06-30,"PAY-2026-06","LWF Payable","R&D <Labs>",,100.00,"Labour welfare fund (employee and employer)"`,
        "",
      ].join("\r\n"),
    );
    expect([j.totalDebit, j.totalCredit]).toEqual([r(44_025), r(44_025)]);
  });

  it("balances per cost centre and in total; cost centres sorted, unassigned people grouped", () => {
    const j = payrollJournal(people, { costCentres: new Map([...costCentres].filter(([id]) => id !== "E6")) });
    expect(j.totalDebit).toBe(j.totalCredit);
    const gross = people.reduce((a, p) => a + p.totals.grossEarnings + p.totals.employerContributions, 0);
    expect(j.totalDebit).toBe(gross);
    const centres = [...new Set(j.lines.map((l) => l.costCentre))];
    expect(centres).toEqual(["Management", "R&D <Labs>", "Sales", "Unassigned"]);
    for (const cc of centres) {
      const ls = j.lines.filter((l) => l.costCentre === cc);
      expect(ls.reduce((a, l) => a + l.debit, 0)).toBe(ls.reduce((a, l) => a + l.credit, 0));
    }
  });

  it("ledger names are configurable, per component and per deduction", () => {
    const loan = slip({
      components: components(20_000, 8_000),
      deductions: [{ code: "LOAN", description: "Loan recovery", amount: r(2_000) }],
      employee: { id: "E7", name: "Loan Taker" },
    });
    const j = payrollJournal([loan], {
      costCentres: new Map([["E7", "Admin"]]),
      ledgers: { salaries: "Basic Salary", pfPayable: "EPF Payable A/c" },
      earningLedgers: { HRA: "House Rent Allowance" },
      deductionLedgers: { LOAN: "Staff Loans" },
    });
    expect(j.lines.map((l) => [l.ledger, l.debit, l.credit])).toEqual([
      ["Basic Salary", r(20_000), 0],
      ["House Rent Allowance", r(8_000), 0],
      ["Employer PF Contribution", r(1_800), 0],
      ["PF Admin and EDLI Charges", r(150), 0],
      ["Salary Payable", 0, loan.totals.netPay],
      ["EPF Payable A/c", 0, r(3_750)],
      ["TDS Payable", 0, amt(loan, "TDS")],
      ["Staff Loans", 0, r(2_000)],
    ].filter(([, d, c]) => d !== 0 || c !== 0));
  });

  it("negative net pay is a debit to salary payable", () => {
    // Nothing earned, but the half-yearly LWF is still due from someone on the rolls at the end of June.
    const p = slip({ components: components(18_000), lopDays: 30, employee: { id: "E8", state: "MH" } });
    expect(p.totals.netPay).toBe(-r(25));
    const j = payrollJournal([p], { costCentres: new Map() });
    expect(j.lines.map((l) => [l.ledger, l.debit, l.credit])).toEqual([
      ["Employer LWF Contribution", r(75), 0],
      ["Salary Payable", r(25), 0],
      ["LWF Payable", 0, r(100)],
    ]);
  });

  it("refuses payslips whose totals do not add up", () => {
    const broken: Payslip = { ...asha, totals: { ...asha.totals, netPay: asha.totals.netPay + 1 } };
    expect(() => payrollJournal([broken], { costCentres })).toThrow(/does not balance/);
  });

  it("CSV neutralises formula cells", () => {
    const csv = journalCsv(payrollJournal([sunil], { costCentres }));
    expect(csv).toContain(`"Salaries and Wages","'@Ops",9000.00,,"Basic"`);
  });

  it("Tally XML: envelope, journal voucher, debit Yes/negative, credit No/positive, cost centres", () => {
    const p = slip({ components: components(20_000), pf: { applicable: false }, esi: { applicable: false }, employee: { id: "E7" } });
    const xml = journalTallyXml(payrollJournal([p], { costCentres: new Map([["E7", "Admin"]]) }), { company: "Acme Pvt Ltd" });
    expect(xml).toBe(
      [
        "<ENVELOPE>",
        " <HEADER>",
        "  <TALLYREQUEST>Import Data</TALLYREQUEST>",
        " </HEADER>",
        " <BODY>",
        "  <IMPORTDATA>",
        "   <REQUESTDESC>",
        "    <REPORTNAME>Vouchers</REPORTNAME>",
        "    <STATICVARIABLES>",
        "     <SVCURRENTCOMPANY>Acme Pvt Ltd</SVCURRENTCOMPANY>",
        "    </STATICVARIABLES>",
        "   </REQUESTDESC>",
        "   <REQUESTDATA>",
        '    <TALLYMESSAGE xmlns:UDF="TallyUDF">',
        '     <VOUCHER VCHTYPE="Journal" ACTION="Create" OBJVIEW="Accounting Voucher View">',
        "      <DATE>20260630</DATE>",
        "      <VOUCHERTYPENAME>Journal</VOUCHERTYPENAME>",
        "      <VOUCHERNUMBER>PAY-2026-06</VOUCHERNUMBER>",
        "      <PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>",
        "      <NARRATION>Salary for June 2026</NARRATION>",
        "      <ALLLEDGERENTRIES.LIST>",
        "       <LEDGERNAME>Salaries and Wages</LEDGERNAME>",
        "       <ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE>",
        "       <AMOUNT>-20000.00</AMOUNT>",
        "       <CATEGORYALLOCATIONS.LIST>",
        "        <CATEGORY>Primary Cost Category</CATEGORY>",
        "        <ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE>",
        "        <COSTCENTREALLOCATIONS.LIST>",
        "         <NAME>Admin</NAME>",
        "         <AMOUNT>-20000.00</AMOUNT>",
        "        </COSTCENTREALLOCATIONS.LIST>",
        "       </CATEGORYALLOCATIONS.LIST>",
        "      </ALLLEDGERENTRIES.LIST>",
        "      <ALLLEDGERENTRIES.LIST>",
        "       <LEDGERNAME>Salary Payable</LEDGERNAME>",
        "       <ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE>",
        "       <AMOUNT>20000.00</AMOUNT>",
        "      </ALLLEDGERENTRIES.LIST>",
        "     </VOUCHER>",
        "    </TALLYMESSAGE>",
        "   </REQUESTDATA>",
        "  </IMPORTDATA>",
        " </BODY>",
        "</ENVELOPE>",
        "",
      ].join("\r\n"),
    );
  });

  it("Tally XML escapes & and < in company, ledgers, cost centres and narration; amounts sum to zero", () => {
    const j = payrollJournal(people, {
      costCentres,
      ledgers: { salaries: "Salaries & Wages <Staff>" },
      narration: `Pay run "June" & co's <final>`,
    });
    const xml = journalTallyXml(j, { company: "A & B <Pvt> Ltd" });
    expect(xml).toContain("<SVCURRENTCOMPANY>A &amp; B &lt;Pvt&gt; Ltd</SVCURRENTCOMPANY>");
    expect(xml).toContain("<LEDGERNAME>Salaries &amp; Wages &lt;Staff&gt;</LEDGERNAME>");
    expect(xml).toContain("<NAME>R&amp;D &lt;Labs&gt;</NAME>");
    expect(xml).toContain("<NARRATION>Pay run &quot;June&quot; &amp; co&apos;s &lt;final&gt;</NARRATION>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).not.toContain("<Labs>");
    // Every AMOUNT of a ledger entry, in paise: credits positive, debits negative, summing to nil.
    const ledgerAmounts = [...xml.matchAll(/<\/LEDGERNAME>\r\n\s+<ISDEEMEDPOSITIVE>(Yes|No)<\/ISDEEMEDPOSITIVE>\r\n\s+<AMOUNT>(-?\d+\.\d\d)<\/AMOUNT>/g)];
    expect(ledgerAmounts.length).toBeGreaterThan(5);
    for (const [, deemed, amount] of ledgerAmounts) expect(deemed === "Yes").toBe(Number(amount) < 0);
    expect(ledgerAmounts.reduce((a, [, , amount]) => a + Math.round(Number(amount) * 100), 0)).toBe(0);
    // Liability ledgers carry no cost-centre allocation unless asked.
    expect(xml.match(/<CATEGORYALLOCATIONS\.LIST>/g)?.length).toBe(5); // the five expense ledgers
    const all = journalTallyXml(j, { costCentresOn: "all" });
    expect(all.match(/<CATEGORYALLOCATIONS\.LIST>/g)?.length).toBe(xml.match(/<ALLLEDGERENTRIES\.LIST>/g)?.length);
  });

  it("xmlEscape drops characters XML cannot carry", () => {
    expect(xmlEscape("a\u0001b\tc<")).toBe("ab\tc&lt;");
  });
});

// ------------------------------------------------------------------------------------- properties

const STATES = ["MH", "KA", "WB", "TN", "TG", "GJ", "KL", "DL", "HR", "UP"] as const;
const PERIODS = ["2025-06", "2025-12", "2026-02", "2026-03", "2026-06", "2026-09", "2026-12"] as const;

const personArb = fc.record({
  basic: fc.integer({ min: 0, max: 3_00_000 }),
  hra: fc.integer({ min: 0, max: 60_000 }),
  state: fc.constantFrom(...STATES),
  lop2: fc.integer({ min: 0, max: 60 }),
  loan: fc.integer({ min: 0, max: 5_000 }),
  bonus: fc.integer({ min: 0, max: 50_000 }),
  nps: fc.integer({ min: 0, max: 5_000 }),
  centre: fc.constantFrom("Sales", "Ops", "R&D", "<none>"),
  pf: fc.boolean(),
});

type Person = typeof personArb extends fc.Arbitrary<infer T> ? T : never;

const setArb = fc.record({ period: fc.constantFrom(...PERIODS), people: fc.array(personArb, { minLength: 1, maxLength: 6 }) });

function build(period: string, people: readonly Person[]): { payslips: Payslip[]; centres: Map<string, string> } {
  const centres = new Map<string, string>();
  const payslips = people.map((g, i) => {
    const id = `P${i}`;
    if (g.centre !== "<none>") centres.set(id, g.centre);
    return computePayslip(
      input({
        period,
        components: [
          { code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: r(g.basic) },
          { code: "HRA", name: "HRA", type: "hra", calc: "fixed", amount: r(g.hra) },
        ],
        lopDays: Math.min(g.lop2, 56) / 2,
        pf: { applicable: g.pf },
        tax: { regime: "new", employerNpsMonthly: r(g.nps) },
        ...(g.loan > 0 ? { deductions: [{ code: "LOAN", description: "Loan", amount: r(g.loan) }] } : {}),
        ...(g.bonus > 0 ? { additions: [{ code: "BONUS", description: "Bonus", amount: r(g.bonus) }] } : {}),
        employee: { id, name: `Person ${i}`, state: g.state },
      }),
    );
  });
  return { payslips, centres };
}

describe("properties over random payslip sets", () => {
  it("the journal balances, per cost centre and in total, in CSV and in Tally's signs", () => {
    fc.assert(
      fc.property(setArb, ({ period, people: gen }) => {
        const { payslips, centres } = build(period, gen);
        const j = payrollJournal(payslips, { costCentres: centres });
        expect(j.totalDebit).toBe(j.totalCredit);
        expect(j.totalDebit).toBe(payslips.reduce((a, p) => a + p.totals.grossEarnings + p.totals.employerContributions + Math.max(0, -p.totals.netPay), 0));
        for (const l of j.lines) expect((l.debit > 0) !== (l.credit > 0)).toBe(true);
        // CSV columns add up the same way.
        const rows = journalCsv(j).trimEnd().split("\r\n").slice(1);
        let d = 0;
        let c = 0;
        for (const row of rows) {
          const cells = row.match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)?.map((x) => x.replace(/,$/, "")) ?? [];
          d += Math.round(Number(cells[4] || 0) * 100);
          c += Math.round(Number(cells[5] || 0) * 100);
        }
        expect(d).toBe(c);
        const amounts = [...journalTallyXml(j).matchAll(/<\/LEDGERNAME>\r\n\s+<ISDEEMEDPOSITIVE>(?:Yes|No)<\/ISDEEMEDPOSITIVE>\r\n\s+<AMOUNT>(-?\d+\.\d\d)</g)];
        expect(amounts.reduce((a, m) => a + Math.round(Number(m[1]) * 100), 0)).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it("challan totals equal the payslips' own figures", () => {
    fc.assert(
      fc.property(setArb, ({ period, people: gen }) => {
        const { payslips } = build(period, gen);
        const c = monthlyChallans(payslips);
        const pfMembers = payslips.filter((p) => p.pf !== null);
        expect(c.epf === null).toBe(pfMembers.length === 0);
        if (c.epf) {
          expect(c.epf.ac1.employee).toBe(sumLines(payslips, "PF") + sumLines(payslips, "VPF"));
          expect(c.epf.ac1.employer).toBe(sumLines(payslips, "EPF_ER", "employerContributions"));
          expect(c.epf.ac10).toBe(sumLines(payslips, "EPS", "employerContributions"));
          expect(c.epf.ac21).toBe(sumLines(payslips, "EDLI", "employerContributions"));
          expect(c.epf.ac2).toBeGreaterThanOrEqual(r(75));
        }
        expect((c.esi?.employee ?? 0) + (c.esi?.employer ?? 0)).toBe(sumLines(payslips, "ESI") + sumLines(payslips, "ESI_ER", "employerContributions"));
        expect(c.pt.reduce((a, x) => a + x.amount, 0)).toBe(sumLines(payslips, "PT"));
        expect(c.lwf.reduce((a, x) => a + x.employee, 0)).toBe(sumLines(payslips, "LWF"));
        expect(c.lwf.reduce((a, x) => a + x.employer, 0)).toBe(sumLines(payslips, "LWF_ER", "employerContributions"));
        expect(c.tds?.amount ?? 0).toBe(sumLines(payslips, "TDS"));
        const reg = ptRegister(payslips);
        expect(reg.totalPt).toBe(sumLines(payslips, "PT"));
        for (const s of reg.states) expect(s.rates.reduce((a, x) => a + x.employees, 0)).toBe(s.employees);
        expect(lwfRegister(payslips).total).toBe(sumLines(payslips, "LWF") + sumLines(payslips, "LWF_ER", "employerContributions"));
      }),
      { numRuns: 150 },
    );
  });
});
