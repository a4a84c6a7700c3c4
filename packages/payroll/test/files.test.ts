import { describe, it, expect } from "vitest";
import { ecrText, bankTransferCsv, establishmentAdminCharges } from "../src/index.ts";
import { slip, basic, r } from "./helpers.ts";

describe("ECR", () => {
  it("one line per member, 11 fields joined by #~#, whole rupees", () => {
    const p = slip({ components: basic(r(15_000)), employee: { name: "X.Y. Kumar-Singh", uan: "100427607286" }, esi: { applicable: false } });
    // Gross 15,000; EPF/EPS/EDLI wages 15,000; EE 1,800; EPS 1,250; ER diff 550; NCP 0; refund 0
    expect(ecrText([p])).toBe("100427607286#~#X.Y. KUMARSINGH#~#15000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#0#~#0");
  });

  it("not an EPS member: EPS wages 0, the whole employer share as the difference", () => {
    const p = slip({ components: basic(r(30_000)), employee: { uan: "100427607286" }, pf: { epsMember: false }, lopDays: 2 });
    expect(ecrText([p])).toBe("100427607286#~#TEST EMPLOYEE#~#28000#~#15000#~#0#~#15000#~#1800#~#0#~#1800#~#2#~#0");
  });

  it("missing UAN is an error naming the employee", () => {
    expect(() => ecrText([slip({ components: basic(r(15_000)) })])).toThrow(/missing for: E1/);
  });

  it("establishment admin charges: at least ₹500", () => {
    expect(establishmentAdminCharges(r(50_000), 3, "2026-06-01")).toBe(r(500)); // 0.5% = 250 → minimum 500
    expect(establishmentAdminCharges(r(3_00_000), 20, "2026-06-01")).toBe(r(1_500)); // 0.5% × 3,00,000
    expect(establishmentAdminCharges(0, 0, "2026-06-01")).toBe(r(75));
  });
});

describe("bank CSV", () => {
  it("header, quoted text, two-decimal amounts, CRLF", () => {
    const p = slip({ components: basic(r(15_000)), esi: { applicable: false }, employee: { bank: { accountNumber: "001234567890", ifsc: "HDFC0001234" } } });
    // net 15,000 − PF 1,800 = 13,200
    expect(bankTransferCsv([p])).toBe('Beneficiary Name,Account Number,IFSC,Amount,Narration\r\n"Test Employee","001234567890","HDFC0001234",13200.00,"SALARY JUN 2026"\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    const p = slip({ components: basic(r(15_000)), employee: { name: "=HYPERLINK(\"x\")", bank: { accountNumber: "001234567890", ifsc: "HDFC0001234", beneficiaryName: "@SUM(A1)" } } });
    const row = bankTransferCsv([p], { narration: "-1+1" }).split("\r\n")[1];
    expect(row).toContain(`"'@SUM(A1)"`);
    expect(row).toContain(`"'-1+1"`);
  });

  it("missing bank details is an error", () => {
    expect(() => bankTransferCsv([slip({ components: basic(r(15_000)) })])).toThrow(/Bank details missing for: E1/);
  });
});
