// API keys an admin makes for integrations (issue 19, decision 032): a name, scopes per module (read, or
// write which includes read) and an optional expiry. One schema for the settings form and the server.
import { z } from "zod";
import { MODULE_KEYS, type ModuleKey } from "./modules.ts";

export const SCOPE_LEVELS = ["read", "write"] as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];
/** "people:read", "payroll:write", …; "*" is the SPEC member key's full scope. */
export type ApiScope = `${ModuleKey}:${ScopeLevel}`;
export const FULL_SCOPE = "*";

export const API_SCOPES: readonly ApiScope[] = MODULE_KEYS.flatMap((m) => SCOPE_LEVELS.map((l) => `${m}:${l}` as const));

/** The scope a request needs: read for GET and HEAD, write for the rest. */
export function scopeFor(module: ModuleKey, method: string): ApiScope {
  return `${module}:${method === "GET" || method === "HEAD" ? "read" : "write"}`;
}

/** Whether `granted` covers `needed`: "*" covers all, and a module's write covers its read. */
export function scopesAllow(granted: readonly string[], needed: ApiScope): boolean {
  if (granted.includes(FULL_SCOPE) || granted.includes(needed)) return true;
  const [module, level] = needed.split(":");
  return level === "read" && granted.includes(`${module}:write`);
}

const day = /^\d{4}-\d{2}-\d{2}$/;

export const ApiKeyCreateSchema = z.strictObject({
  name: z.string().trim().min(1, "Give the key a name, like “Tally sync”").max(60, "Keep the name to 60 characters"),
  scopes: z
    .array(z.enum(API_SCOPES as [ApiScope, ...ApiScope[]], { error: "Choose scopes from the list" }))
    .min(1, "Choose at least one module to read or write")
    .max(API_SCOPES.length, "Choose scopes from the list"),
  /** The last day the key works (India time), or absent for no expiry. */
  expires_on: z
    .string()
    .regex(day, "Use a date like 2027-03-31")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Use a real date")
    .optional(),
});
export type ApiKeyCreateInput = z.infer<typeof ApiKeyCreateSchema>;

export interface ApiKeyView {
  keyid: string;
  name: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  /** The secret masked, its last four characters shown. */
  keysecret: string;
  /** The admin who made it. */
  made_by: string | null;
}

export interface ApiKeyCreated extends ApiKeyView {
  /** The full secret: shown once, never again. */
  secret: string;
}

/** The scopes collapsed to one level per module: write where both are given. */
export function scopeLevels(scopes: readonly string[]): Partial<Record<ModuleKey, ScopeLevel>> {
  const out: Partial<Record<ModuleKey, ScopeLevel>> = {};
  for (const s of scopes) {
    const [m, l] = s.split(":") as [ModuleKey, ScopeLevel];
    if (!MODULE_KEYS.includes(m)) continue;
    if (l === "write" || !out[m]) out[m] = l;
  }
  return out;
}
