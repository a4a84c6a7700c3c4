// Identifier checks (PAN, Aadhaar, GSTIN, IFSC, UAN) with messages a person can act on. Sources: india-statutory.md §9.2 and
// python-stdnum (stdnum/in_/pan.py, aadhaar.py, gstin.py, verhoeff.py).

export type Validation = { ok: true } | { ok: false; message: string };

const OK: Validation = { ok: true };
const fail = (message: string): Validation => ({ ok: false, message });

const PAN_HOLDER_TYPES = "ABCFGHJKLPTE";

/** PAN: AAAAA9999A; 4th letter is the holder type; the serial 0000 is never issued. */
export function validatePan(value: string): Validation {
  if (value.length !== 10) return fail("PAN must be 10 characters, like ABCPE1234F");
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(value)) {
    return fail("PAN must be five capital letters, four digits and a letter, like ABCPE1234F");
  }
  if (!PAN_HOLDER_TYPES.includes(value[3] ?? "")) {
    return fail(`PAN's fourth letter must be a holder type (P for a person, C company, H HUF, F firm…), not ${value[3]}`);
  }
  if (value.slice(5, 9) === "0000") return fail("PAN's four digits cannot be 0000");
  return OK;
}

// Verhoeff dihedral-group tables (multiplication d, permutation p).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff checksum over a digit string: 0 when the last digit is a correct check digit. */
export function verhoeffChecksum(digits: string): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = VERHOEFF_D[c]?.[VERHOEFF_P[i % 8]?.[digit] ?? 0] ?? 0;
  }
  return c;
}

/** The check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (verhoeffChecksum(digits + d) === 0) return String(d);
  return "0";
}

/** Aadhaar: 12 digits, not starting 0 or 1, not a palindrome, Verhoeff check digit. Spaces allowed. */
export function validateAadhaar(value: string): Validation {
  const digits = value.replace(/ /g, "");
  if (!/^[0-9]{12}$/.test(digits)) return fail("Aadhaar must be 12 digits");
  if (digits[0] === "0" || digits[0] === "1") return fail("Aadhaar cannot start with 0 or 1");
  if (digits === [...digits].reverse().join("")) return fail("Aadhaar cannot be a palindrome");
  if (verhoeffChecksum(digits) !== 0) return fail("Aadhaar check digit is wrong: please re-check the number");
  return OK;
}

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** GSTIN check character: Luhn mod 36 over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14[i] ?? "0");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] ?? "0";
}

/** GSTIN: state code, PAN, entity number, Z, check character. */
export function validateGstin(value: string): Validation {
  if (value.length !== 15) return fail("GSTIN must be 15 characters, like 27AAPFU0939F1ZV");
  if (!/^[0-9]{2}[A-Z0-9]{10}[1-9A-Z]Z[0-9A-Z]$/.test(value)) {
    return fail("GSTIN must be a 2-digit state code, the PAN, an entity number, Z and a check character");
  }
  const state = Number(value.slice(0, 2));
  // VERIFY: codes 01–38 are states/UTs (38 = Ladakh); 97 and 99 are special (other territory, centre).
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) {
    return fail(`GSTIN state code ${value.slice(0, 2)} does not exist`);
  }
  const pan = validatePan(value.slice(2, 12));
  if (!pan.ok) return fail(`GSTIN characters 3–12 must be a valid PAN: ${pan.message}`);
  const expected = gstinCheckCharacter(value.slice(0, 14));
  if (value[14] !== expected) return fail("GSTIN check character is wrong: please re-check the number");
  return OK;
}

/** IFSC: 4 letters (bank), 0, 6 letters or digits (branch). */
export function validateIfsc(value: string): Validation {
  if (value.length !== 11) return fail("IFSC must be 11 characters, like SBIN0001234");
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(value)) {
    return fail("IFSC must be four capital letters, a zero, then six letters or digits, like SBIN0001234");
  }
  return OK;
}

/** UAN: 12 digits issued by EPFO (no published checksum). */
export function validateUan(value: string): Validation {
  if (!/^[0-9]{12}$/.test(value)) return fail("UAN must be 12 digits");
  return OK;
}

/** Masks for display: Aadhaar shows the last 4 digits; PAN the first 5 and last character. */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/ /g, "");
  return `XXXX XXXX ${digits.slice(-4)}`;
}

export function maskPan(value: string): string {
  return `${value.slice(0, 5)}XXXX${value.slice(-1)}`;
}

/** A person's mobile number in lists and logs: only its last 4 digits. */
export function maskMobile(mobile: string): string {
  return `${"X".repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;
}
