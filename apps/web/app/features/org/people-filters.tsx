// The search over people that the firm-wide grids share (the muster, the team calendar, the balances
// report): a name or code, the workspace and the department (each only when the firm has some), with the
// screen's own fields beside them; and the note a grid shows while its next page loads.
import type { ReactNode } from "react";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { choicesOf, departmentChoices, type OrgLists } from "./org-lists.ts";

export function PeopleFilters(props: {
  /** Prefix of the controls' ids. */
  id: string;
  filter: { q: string; workspace_id: string; department_id: string };
  filtered: boolean;
  lists: OrgLists;
  /** Fields of the screen's own, before the workspace and department (a date, a leave type). */
  before?: ReactNode;
  /** Hidden fields and the like, after them. */
  children?: ReactNode;
}) {
  const { id, filter, filtered, lists } = props;
  return (
    <ConsoleSearch id={`${id}-q`} label="Search people" placeholder="Name or code" q={filter.q} filtered={filtered} live>
      {props.before}
      {lists.workspaces.length > 0 && (
        <SearchSelect id={`${id}-workspace`} name="workspace_id" label="Workspace" value={filter.workspace_id} any="Every workspace" options={choicesOf(lists.workspaces)} />
      )}
      {lists.departments.length > 0 && (
        <SearchSelect id={`${id}-department`} name="department_id" label="Department" value={filter.department_id} any="Every department" options={departmentChoices(lists.departments)} />
      )}
      {props.children}
    </ConsoleSearch>
  );
}

/** Shown over a grid while the next page or month loads. */
export function GridLoading({ loading }: { loading: boolean }) {
  if (!loading) return null;
  return (
    <output className="att-loading">
      <span className="console-spinner" aria-hidden="true" />
      Loading…
    </output>
  );
}
