// The firm's workspaces, departments and designations as the people screens use them: the choices of forms
// and filters, loaded together once per screen. A viewer the server does not show a list to gets no choices
// rather than a failed screen.
import type { DepartmentView, DesignationView, Named, WorkspaceView } from "@vetan/shared/people";
import type { SelectOption } from "../../components/accounts-field.tsx";
import { firmApi, unlessForbidden } from "../../lib/api.ts";

export interface OrgLists {
  workspaces: WorkspaceView[];
  departments: DepartmentView[];
  designations: DesignationView[];
}

type List<T> = { data: T[] };

export async function loadOrgLists(signal?: AbortSignal): Promise<OrgLists> {
  const list = <T,>(path: string) => unlessForbidden(firmApi<List<T>>(path, { signal }), { data: [] });
  const [workspaces, departments, designations] = await Promise.all([
    list<WorkspaceView>("/workspaces"),
    list<DepartmentView>("/departments"),
    list<DesignationView>("/designations"),
  ]);
  return { workspaces: workspaces.data, departments: departments.data, designations: designations.data };
}

/** Records as a select's choices. */
export const choicesOf = (list: readonly Named[]): SelectOption[] => list.map(({ id, name }) => ({ value: id, label: name }));

/** Departments as choices, each named with its workspace when it belongs to one ("Dyeing · Ichalkaranji mill"). */
export const departmentChoices = (list: readonly DepartmentView[]): SelectOption[] =>
  list.map((d) => ({ value: d.id, label: d.workspace ? `${d.name} · ${d.workspace.name}` : d.name }));

/** The departments someone in `workspaceId` can be in: that workspace's own and the firm-wide ones. */
export const departmentsIn = (list: readonly DepartmentView[], workspaceId: string) =>
  list.filter((d) => d.workspace === null || workspaceId === "" || d.workspace.id === workspaceId);
