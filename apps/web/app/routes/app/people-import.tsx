// Import employees (/app/people/import, admins and HR): the template to fill in, then the sheet uploaded
// (XLSX or CSV) for a check that writes nothing. The check runs as a job on the server; the screen follows
// it every half second with a progress bar, then lists every bad cell (row, column, message) and offers to
// import the valid rows, which runs as a job the same way. The bad rows, fixed, go up again as a corrected
// file of just those rows.
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { FieldFrame, fieldAria } from "../../components/accounts-field.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath, mayImport } from "../../content/app-nav.ts";
import {
  type CellError,
  type ImportResult,
  type ImportView,
  importedSentence,
  importPercent,
  importStage,
  isFinished,
  matchingErrors,
  readySentence,
  uploadPath,
} from "../../features/people/import-progress.ts";
import { ApiError, firmApi, firmHref } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { count } from "../../lib/dashboard-format.ts";
import { usePoll } from "../../lib/use-poll.ts";
import "../../styles/accounts.css";
import "../../styles/people.css";
import type { Route } from "./+types/people-import.ts";

export const meta: Route.MetaFunction = () => [{ title: "Import employees | People | Vetan" }, { name: "robots", content: "noindex" }];

const FOLLOW_MS = 500;

export default function PeopleImport() {
  const me = useAppViewer();
  return (
    <>
      <DashboardHeading
        eyebrow="People"
        title="Import employees"
        lead="Add many people at once from a spreadsheet. Vetan checks every row first and writes nothing until you say so."
      />
      {mayImport(me) ? <Importer /> : <p className="dash-empty">Imports are for your firm's admins and HR.</p>}
    </>
  );
}

function Importer() {
  const [view, setView] = useState<ImportView | null>(null);
  const [problem, setProblem] = useState("");
  // Back for another file, the keyboard goes to the file's control (the button pressed is gone).
  const [again, setAgain] = useState(false);
  const following = view !== null && !isFinished(view) && problem === "";
  usePoll(
    async (signal) => {
      if (!view) return;
      try {
        setView(await firmApi<ImportView>(`/people/imports/${view.id}`, { signal }));
      } catch (error) {
        // A network hiccup is tried again on the next beat; a refusal ends the following.
        if (!signal.aborted && error instanceof ApiError && error.status >= 400) setProblem(error.message);
      }
    },
    FOLLOW_MS,
    following,
  );
  const start = (next: ImportView) => {
    setProblem("");
    setView(next);
  };
  const reset = () => {
    setProblem("");
    setView(null);
    setAgain(true);
  };

  return (
    <>
      <DashboardPanel id="template" title="1. Fill in the template">
        <p className="dash-note">
          One person per row, under the template's headings. Name, Joining date and Workspace are required; a blank Code takes the next of your firm's series. The Excel
          template has a second sheet saying what each column takes.
        </p>
        <p className="import-templates">
          <a className="button button--ghost button--small" href={firmHref("/people/import-template")} download>
            Download the template (Excel)
          </a>
          <a className="button button--ghost button--small" href={firmHref("/people/import-template?format=csv")} download>
            Download the template (CSV)
          </a>
        </p>
      </DashboardPanel>
      <DashboardPanel id="sheet" title="2. Upload and check">
        {view === null ? (
          <ChooseFile onStarted={start} focus={again} />
        ) : (
          <>
            <Progress view={view} />
            {problem && (
              <p className="dash-error" role="alert">
                {problem}
              </p>
            )}
            {view.job?.status === "failed" && (
              <p className="dash-error" role="alert">
                The {view.mode === "dry_run" ? "check" : "import"} could not finish: {view.job.error ?? "the server stopped it"}. Nothing was written.
              </p>
            )}
            {view.job?.status === "done" && view.job.result ? (
              <Findings view={view} result={view.job.result} onStarted={start} again={<Again view={view} onClick={reset} />} />
            ) : (
              (isFinished(view) || problem) && (
                <p className="import-actions">
                  <Again view={view} onClick={reset} />
                </p>
              )
            )}
          </>
        )}
      </DashboardPanel>
    </>
  );
}

/** Back to choosing a file: the bad rows fixed, or another sheet altogether. */
function Again({ view, onClick }: { view: ImportView; onClick(): void }) {
  return (
    <button type="button" className="button button--ghost" onClick={onClick}>
      {view.job?.result?.invalid === 0 && view.mode === "import" ? "Import another file" : "Upload a corrected file"}
    </button>
  );
}

/** The file and the button that sends it for checking. */
function ChooseFile({ onStarted, focus }: { onStarted(view: ImportView): void; focus: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const hint = "An .xlsx or .csv file of up to 10 MB and 20,000 rows.";

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError("Choose a file to upload");
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError("");
    try {
      onStarted(await firmApi<ImportView>(uploadPath("dry_run", file.name), { method: "POST", body: file }));
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.file ?? e.message) : "Could not send the file. Try again.");
      setBusy(false);
      input.current?.focus();
    }
  }

  return (
    <form className="import-choose" noValidate aria-label="Upload a sheet" onSubmit={send}>
      <FieldFrame id={id} label="Your sheet" error={error} hint={hint}>
        <input ref={input} id={id} type="file" accept=".xlsx,.csv" {...fieldAria(id, error, hint)} onChange={() => setError("")} />
      </FieldFrame>
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? "Sending…" : "Check the file"}
      </button>
    </form>
  );
}

/** How far the job has got, as a bar and in words. */
function Progress({ view }: { view: ImportView }) {
  const id = useId();
  const percent = importPercent(view);
  const stage = importStage(view);
  return (
    <div className="import-progress">
      <label htmlFor={id}>{stage}</label>
      {percent === null ? <progress id={id} /> : <progress id={id} max={100} value={percent} />}
      <span className="import-progress__figure" aria-hidden="true">
        {percent === null ? "Waiting to start" : `${percent}%`}
      </span>
    </div>
  );
}

const ERROR_COLUMNS: Column<CellError>[] = [
  {
    label: "Row",
    cell: (e) => (
      // A phone shows each bad cell as a card, headed by its row: the word says what the number is.
      <span>
        <span className="import-problems__row">Row </span>
        {e.row.toLocaleString("en-IN")}
      </span>
    ),
  },
  { label: "Column", cell: (e) => e.column },
  { label: "Problem", cell: (e) => e.message },
];

/** What the check or the import found, and what can be done next. */
function Findings({ view, result, onStarted, again }: { view: ImportView; result: ImportResult; onStarted(view: ImportView): void; again: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // The findings replace the bar's progress: the keyboard and screen readers are taken to them.
  useEffect(() => heading.current?.focus(), []);

  async function importValid() {
    setBusy(true);
    setError("");
    try {
      onStarted(await firmApi<ImportView>(`/people/imports/${view.id}/commit`, { method: "POST", body: {} }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not start the import. Try again.");
      setBusy(false);
    }
  }

  const checked = view.mode === "dry_run";
  return (
    <div className="import-findings">
      <h3 ref={heading} tabIndex={-1}>
        {checked ? `${readySentence(result)}.` : `${importedSentence(result.imported)}.`}
      </h3>
      {!checked && (
        <p>
          <Link to={appPath("people")}>Open the directory</Link> to see them.
          {result.invalid > 0 && ` ${count(result.invalid, "row was", "rows were")} left out: fix ${result.invalid === 1 ? "it" : "them"} and upload just those rows.`}
        </p>
      )}
      {result.note && <p className="dash-note">{result.note}.</p>}
      {result.errors.length > 0 && <Problems errors={result.errors} total={result.error_count} />}
      <p className="import-actions">
        {checked && result.valid > 0 && (
          <button type="button" className="button" onClick={importValid} disabled={busy}>
            Import the {count(result.valid, "valid row")}
          </button>
        )}
        {again}
      </p>
      {error && (
        <p className="dash-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Every bad cell, searchable: "PAN", a row number, or words of the message. */
function Problems({ errors, total }: { errors: CellError[]; total: number }) {
  const id = useId();
  const [words, setWords] = useState("");
  const shown = matchingErrors(errors, words);
  return (
    <div className="import-problems">
      <div className="import-problems__search">
        <label htmlFor={id}>Search the problems</label>
        <input id={id} className="import-problems__input" type="search" value={words} placeholder="A row, a column or words of a message" autoComplete="off" onChange={(e) => setWords(e.target.value)} />
      </div>
      <p className="import-problems__count" aria-live="polite">
        {words.trim() ? `${count(shown.length, "problem")} of ${errors.length.toLocaleString("en-IN")} match.` : `${count(errors.length, "problem")} in the sheet.`}
        {total > errors.length && ` The first ${errors.length.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")} are listed: fix these and check again.`}
      </p>
      <div className="import-problems__table">
        <DataTable caption="Problems in the sheet: row, column and what is wrong" columns={ERROR_COLUMNS} rows={shown} rowKey={(e) => `${e.row}-${e.column}`} empty="No problem matches." />
      </div>
    </div>
  );
}
