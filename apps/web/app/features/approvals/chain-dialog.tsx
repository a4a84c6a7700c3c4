// Editing who approves a request type (PUT /api/v1/approval-chains/:type, ChainSchema): one to five levels,
// each the subject's reporting manager, HR, or a named person chosen from the directory. Levels are decided
// in order; a level with no one in it when a request is made is skipped.
import { type ChainLevel, ChainSchema } from "@vetan/shared/approvals";
import type { Named } from "@vetan/shared/people";
import { useState } from "react";
import { useConsoleForm } from "../../components/console-form.ts";
import { at, RowLabel, RowSelect, Rows, rowKey } from "../../components/console-site-form.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { PersonPicker } from "../people/person-picker.tsx";
import { LEVEL_KIND_LABELS } from "./approval-bits.tsx";

/** ChainSchema's limit ("At most five levels"): the Add button stops there. */
export const MAX_LEVELS = 5;

const KIND_CHOICES = (["manager", "hr", "person"] as const).map((k) => ({ value: k, label: LEVEL_KIND_LABELS[k] }));

export interface LevelRow {
  key: number;
  kind: ChainLevel["kind"];
  person: Named | null;
}

/** A chain's levels as rows to edit (`names` gives the named people their names). */
export const rowsOf = (levels: readonly ChainLevel[], names: ReadonlyMap<string, string>): LevelRow[] =>
  levels.map((l) => ({ key: rowKey(), kind: l.kind, person: l.kind === "person" ? { id: l.employee_id, name: names.get(l.employee_id) ?? "Someone no longer listed" } : null }));

/** The rows as the API takes them: a named person without a choice is sent as "" for the schema to name. */
export const levelsOf = (rows: readonly LevelRow[]) => rows.map((r) => (r.kind === "person" ? { kind: r.kind, employee_id: r.person?.id ?? "" } : { kind: r.kind }));

interface Props {
  type: string;
  label: string;
  levels: ChainLevel[];
  names: ReadonlyMap<string, string>;
  onClose(): void;
}

export function ChainDialog({ type, label, levels, names, onClose }: Props) {
  const [rows, setRows] = useState(() => rowsOf(levels, names));
  const { errors, submit, clear } = useConsoleForm(`chain-${type}`, {}, firmApi);
  const edit = (next: LevelRow[]) => {
    setRows(next);
    clear(...Object.keys(errors).filter((k) => k === "levels" || k.startsWith("levels.")));
  };
  return (
    <FormDialog
      title={`Who approves: ${label}`}
      submitLabel="Save chain"
      onSubmit={async () => (await submit(ChainSchema, { levels: levelsOf(rows) }, `/approval-chains/${encodeURIComponent(type)}`, "PUT", "Approval chain saved")).ok}
      onClose={onClose}
      formError={errors._}
    >
      <p className="form-dialog__note">
        A request goes to level 1 first; once someone there approves it, it moves to the next level, and the last approval applies it. A level with no one in it is
        skipped; with no one at all, the firm's admins decide.
      </p>
      <Rows
        legend="Levels"
        what="level"
        path="levels"
        rows={rows}
        max={MAX_LEVELS}
        errors={errors}
        onChange={edit}
        blank={(): LevelRow => ({ key: rowKey(), kind: "hr", person: null })}
        nameOf={(_, i) => `level ${i + 1}`}
        render={(row, i, set) => {
          const id = `chain-${row.key}`;
          const rowName = `Level ${i + 1}`;
          return (
            <div className="chain-row">
              <RowSelect
                id={`${id}-kind`}
                label={<RowLabel row={rowName} field="Who approves" />}
                value={row.kind}
                options={KIND_CHOICES}
                error={at(errors, "levels", i)}
                onChange={(kind) => set({ ...row, kind: kind as LevelRow["kind"] })}
              />
              {row.kind === "person" && (
                <PersonPicker id={`${id}-person`} label={`${rowName}: person`} value={row.person} onChange={(person) => set({ ...row, person })} error={at(errors, "levels", i, "employee_id")} />
              )}
            </div>
          );
        }}
      />
    </FormDialog>
  );
}
