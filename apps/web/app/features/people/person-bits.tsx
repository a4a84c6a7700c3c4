// Small pieces every people screen shows the same way: an employee's status, a link to a person's profile,
// and a business date.
import { formatDay } from "@vetan/shared/dates";
import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus, type Named } from "@vetan/shared/people";
import { Link } from "react-router";
import { appPath } from "../../content/app-nav.ts";

export function StatusBadge({ status }: { status: EmployeeStatus }) {
  return (
    <span className="people-status" data-status={status}>
      {EMPLOYEE_STATUS_LABELS[status]}
    </span>
  );
}

/** A person's name linking to their profile; nobody (null) reads as `none`. */
export function PersonLink({ person, none = null }: { person: Named | null; none?: React.ReactNode }) {
  if (!person) return <>{none}</>;
  return <Link to={appPath("people", person.id)}>{person.name}</Link>;
}

/** "24 Nov 2026", or nothing for no date (the facts list then says it is not given). */
export const day = (value: string | null | undefined) => (value ? formatDay(value) : null);
