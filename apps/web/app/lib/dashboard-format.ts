// How the dashboards write types and dates. Dates are Indian calendar dates (Asia/Kolkata) whatever the
// server's or browser's zone, so the server's HTML and the hydrated page agree.
import type { UserType } from "./dashboard-door.ts";

export const USER_TYPE_LABEL: Record<UserType, string> = { A: "Admin", S: "Superadmin", H: "HR", E: "Employee" };

const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** "22 Nov 2026" for an ISO instant or date; empty input stays empty. */
export function formatDay(iso: string): string {
  if (!iso) return "";
  // A bare date (yyyy-mm-dd) is a business day, not an instant: read it at Indian noon so no zone shifts it.
  const when = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00+05:30`) : new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : DAY.format(when);
}

const WHEN = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "22 Nov 2026, 2:05 pm" in India's time, whatever the browser's zone. */
export const formatWhen = (iso: string) => WHEN.format(new Date(iso));

/** "1 member", "3 members". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;
}

/** "AK" for Ananya Kulkarni: the first and last names' initials, for an avatar. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}
