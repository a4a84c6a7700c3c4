// The list every firm-settings screen shows (workspaces, departments, designations): a table of what the
// firm has, an Add button over it, and Edit on each row, each opening its form in a dialog. A save reloads
// the list; closing the dialog gives focus back to the button that opened it.
import { useState } from "react";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";

interface Props<T> {
  id: string;
  title: string;
  /** What one row is called: "workspace". */
  what: string;
  rows: T[];
  columns: Column<T>[];
  nameOf(row: T): string;
  empty: string;
  canAdd: boolean;
  canEdit: boolean;
  /** The form for a row, or for a new one (null); it calls close() when saved or cancelled. */
  dialog(row: T | null, close: () => void): React.ReactNode;
  children?: React.ReactNode;
}

export function SettingsList<T extends { id: string }>({ id, title, what, rows, columns, nameOf, empty, canAdd, canEdit, dialog, children }: Props<T>) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const close = () => setEditing(null);
  const withEdit: Column<T>[] = canEdit
    ? [
        ...columns,
        {
          label: "Actions",
          cell: (row) => (
            <button type="button" className="button button--ghost button--small" onClick={() => setEditing(row)}>
              Edit<span className="visually-hidden"> {nameOf(row)}</span>
            </button>
          ),
        },
      ]
    : columns;
  return (
    <DashboardPanel
      id={id}
      title={title}
      actions={
        canAdd && (
          <button type="button" className="button button--small" onClick={() => setEditing("new")}>
            Add {what}
          </button>
        )
      }
    >
      {children}
      <div className="settings-table">
        <DataTable caption={title} columns={withEdit} rows={rows} rowKey={(row) => row.id} empty={empty} />
      </div>
      {editing !== null && dialog(editing === "new" ? null : editing, close)}
    </DashboardPanel>
  );
}
