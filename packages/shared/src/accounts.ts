// Central accounts (/accounts): sign up, sign in and password reset. One schema per form, used by the page
// and by the server, so a person reads the same sentence either way.
import { z } from "zod";
import { emailField, mobileField, requiredText } from "./fields.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The passwords people pick first. Not a breach corpus (that would ship megabytes to the browser); the
 * server-side rate limits carry the rest of the load against guessing.
 */
const COMMON_PASSWORDS = new Set([
  "password", "password1", "password123", "passw0rd", "12345678", "123456789", "1234567890", "qwerty123",
  "qwertyuiop", "iloveyou", "welcome1", "welcome123", "admin123", "abcd1234", "abc12345", "india123",
  "india@123", "letmein1", "11111111", "00000000", "87654321", "sunshine1", "football1", "monkey123",
]);

export const mobileSignInField = mobileField("Mobile is required", "Mobile number should be 10 digits");

export const passwordField = z
  .string({ error: "Password is required" })
  .refine((v) => v.length > 0, { error: "Password is required", abort: true })
  .refine((v) => v.length >= PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters`, abort: true })
  .refine((v) => v.length <= PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters`, abort: true })
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), { error: "This password is too common. Choose another." })
  .refine((v) => new Set(v).size >= 4, { error: "Use at least four different characters" });

/** The code sent by SMS: to prove a mobile number at sign-up, and to reset a password. */
export const CODE_LENGTH = 6;
const codeField = z
  .string({ error: "Code is required" })
  .refine((v) => v.length > 0, { error: "Code is required", abort: true })
  .refine((v) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v), { error: `Code is ${CODE_LENGTH} digits` });

const passwordWithoutMobile = { error: "Password must not contain your mobile number", path: ["password"] };

const signUpFields = {
  name: requiredText("Name", { max: 100 }),
  mobile: mobileSignInField,
  email: z.union([z.literal(""), emailField("Email is required", "Email address is invalid")]).optional(),
  password: passwordField,
};

/** Sign-up's first step: everything but the code, checked before a code is sent. */
export const SignUpDetailsSchema = z.strictObject(signUpFields).refine((v) => !v.password.includes(v.mobile), passwordWithoutMobile);

/** Sign-up proper: the details and the code sent to the mobile, which proves the number is the person's. */
export const SignUpSchema = z.strictObject({ ...signUpFields, code: codeField }).refine((v) => !v.password.includes(v.mobile), passwordWithoutMobile);
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.strictObject({
  mobile: mobileSignInField,
  // Only presence is checked at sign-in: rules may have changed since the password was chosen.
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX, "Password is required"),
});
export type SignInInput = z.infer<typeof SignInSchema>;

/** Asking for a code: sign-up's first step and a password reset's. */
export const CodeRequestSchema = z.strictObject({ mobile: mobileSignInField });

export const ResetCompleteSchema = z
  .strictObject({
    mobile: mobileSignInField,
    code: codeField,
    password: passwordField,
  })
  .refine((v) => !v.password.includes(v.mobile), passwordWithoutMobile);

/**
 * Where a sign-in may send the browser back to: a path on this site only (never another origin), so the
 * callback cannot be used to bounce people to a phishing page.
 */
export function safeCallback(value: string | null | undefined, fallback = "/Identity"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value;
}

/** A firm's invitation waiting for a person's mobile number (decision 016). */
export interface Invitation {
  id: string;
  firm_name: string;
  access: "A" | "H" | "E";
  invited_at: string;
}

export const InvitationAnswerSchema = z.strictObject({
  decision: z.enum(["accept", "decline"], { error: "Choose accept or decline" }),
});
