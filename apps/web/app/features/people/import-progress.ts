// A bulk import as the screen follows it (POST /api/v1/people/imports, then GET …/imports/:id every half
// second): the answer's shape, how far its job has got, and what its findings say in words. The server
// runs the import as a background job; the result arrives on the job once it is done.

import type { CellError, ImportMode, ImportResult, ImportView } from "@vetan/shared/people";

export type { CellError, ImportMode, ImportResult, ImportView } from "@vetan/shared/people";

/** The job has stopped: with findings, or failed. */
export const isFinished = (view: ImportView) => view.job?.status === "done" || view.job?.status === "failed";

/** Whole percent done; null while not yet started (the bar then shows that it is busy without a figure). */
export function importPercent(view: ImportView): number | null {
  const job = view.job;
  if (!job || job.status === "queued") return null;
  if (job.status === "done") return 100;
  const { done, total } = job.progress;
  return total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
}

/** "Checking staff.csv", "Checked staff.csv", "Importing …", "Imported …". */
export function importStage(view: ImportView): string {
  const done = view.job?.status === "done";
  if (view.job?.status === "failed") return `Could not finish ${view.file_name}`;
  return `${view.mode === "dry_run" ? (done ? "Checked" : "Checking") : done ? "Imported" : "Importing"} ${view.file_name}`;
}

const rows = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "row" : "rows"}`;

/** "197 rows are ready, 3 have problems". */
export function readySentence(result: Pick<ImportResult, "valid" | "invalid">): string {
  const ready = `${rows(result.valid)} ${result.valid === 1 ? "is" : "are"} ready`;
  if (result.invalid === 0) return `${ready}, none have problems`;
  return `${ready}, ${result.invalid.toLocaleString("en-IN")} ${result.invalid === 1 ? "has problems" : "have problems"}`;
}

/** "Imported 197 employees". */
export const importedSentence = (n: number) => `Imported ${n.toLocaleString("en-IN")} ${n === 1 ? "employee" : "employees"}`;

/** The bad cells whose row, column or message contains the words (any case); all of them for none. */
export function matchingErrors(errors: readonly CellError[], words: string): CellError[] {
  const q = words.trim().toLowerCase();
  if (!q) return [...errors];
  return errors.filter((e) => String(e.row) === q || e.column.toLowerCase().includes(q) || e.message.toLowerCase().includes(q));
}

/** The upload's address: the mode and the file's name go in the query; the body is the file itself. */
export const uploadPath = (mode: ImportMode, fileName: string) => `/people/imports?${new URLSearchParams({ mode, file_name: fileName.slice(0, 200) || "employees" })}`;
