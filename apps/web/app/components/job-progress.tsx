// A background job followed to its end (GET …/jobs/:id every 700 ms): a progress bar with its figure,
// what has been done so far in words, and what the job came to, or why it stopped. The screen that started
// the job says what it is doing in its own words and hears once it is done.
import type { JobView } from "@vetan/shared/people";
import { useEffect, useRef, useState } from "react";
import { ApiError, firmApi } from "../lib/api.ts";
import { usePoll } from "../lib/use-poll.ts";

const FOLLOW_MS = 700;

export interface JobWords<R> {
  /** The bar's label while it runs, when done and when it failed. */
  running: string;
  done: string;
  failed: string;
  /** The sentence once done, from the job's result and the number of items it went through. */
  finished(result: R | null, total: number): string;
  /** What to do after a failure: "Save again to retry." */
  retry: string;
}

export function JobProgress<R extends object>({ path, words, onDone, className }: { path: string; words: JobWords<R>; onDone?(): void; className?: string }) {
  const [job, setJob] = useState<JobView<R> | null>(null);
  const [problem, setProblem] = useState("");
  const box = useRef<HTMLDivElement>(null);
  // The bar comes into view where it appears (under a Save button, or over a list a dialog changed).
  useEffect(() => box.current?.scrollIntoView({ block: "nearest" }), []);
  const finished = job?.status === "done" || job?.status === "failed";
  usePoll(
    async (signal) => {
      try {
        const next = await firmApi<JobView<R>>(path, { signal });
        setJob(next);
        if (next.status === "done") onDone?.();
      } catch (error) {
        if (!signal.aborted && error instanceof ApiError && error.status >= 400) setProblem(error.message);
      }
    },
    FOLLOW_MS,
    !finished && problem === "",
  );
  const total = job?.progress.total ?? 0;
  const done = job?.progress.done ?? 0;
  const percent = job?.status === "done" ? 100 : total > 0 ? Math.round((done / total) * 100) : 0;
  const id = `job-${path.split("/").at(-1)}`;
  return (
    <div ref={box} className={`att-job${className ? ` ${className}` : ""}`}>
      <div className="import-progress">
        <label htmlFor={id}>{job?.status === "done" ? words.done : job?.status === "failed" ? words.failed : words.running}</label>
        <progress id={id} max={100} value={percent}>
          {percent}%
        </progress>
        <span className="import-progress__figure" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <output className="att-job__words" aria-live="polite">
        {job?.status === "done"
          ? words.finished(job.result ?? null, total)
          : total > 0
            ? `${done.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")} people done.`
            : job?.status === "queued" || job === null
              ? "Waiting to start."
              : ""}
      </output>
      {(problem || job?.status === "failed") && (
        <p className="dash-error" role="alert">
          {problem || `It could not finish: ${job?.error ?? "the server stopped it"}. ${words.retry}`}
        </p>
      )}
    </div>
  );
}
