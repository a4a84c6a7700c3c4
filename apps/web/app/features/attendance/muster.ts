// The muster's filter as it travels between the address, the API and the XLSX link (month, workspace,
// department, words), and the "who is where today" answer (GET /api/v1/attendance/where).
import { isMonth } from "@vetan/shared/attendance";

export interface MusterFilter {
  /** "" until the screen settles on the cycle today falls in. */
  month: string;
  workspace_id: string;
  department_id: string;
  q: string;
}

export function musterFilterOf(params: URLSearchParams): MusterFilter {
  const month = params.get("month") ?? "";
  return {
    month: isMonth(month) ? month : "",
    workspace_id: params.get("workspace_id") ?? "",
    department_id: params.get("department_id") ?? "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
  };
}

/** Only what is set: `month` always once known. */
export function musterQuery(filter: MusterFilter): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of ["month", "workspace_id", "department_id", "q"] as const) if (filter[key]) q.set(key, filter[key]);
  return q;
}

export const isMusterFiltered = (f: MusterFilter) => Boolean(f.workspace_id || f.department_id || f.q);

export interface WherePerson {
  id: string;
  name: string;
  code: string;
  /** When they clocked in, on India's clock ("09:32"); "" when no in-punch is known. */
  since: string;
}

export interface WhereView {
  day: string;
  workspaces: { workspace: string; working: number; on_break: number; done: number; not_in: number; in: WherePerson[] }[];
}
