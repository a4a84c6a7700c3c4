// A year-end closing's progress (GET /api/v1/leave/jobs/:id): the closing runs as a background job over
// everyone the type applies to; this follows it every 700 ms with a progress bar, says when it is done
// (with the totals it closed) or why it stopped, and tells the screen once it is done.
import type { JobView } from "@vetan/shared/people";
import { useEffect, useRef, useState } from "react";
import { ApiError, firmApi } from "../../lib/api.ts";
import { usePoll } from "../../lib/use-poll.ts";
import { daysText } from "./leave-format.ts";

const FOLLOW_MS = 700;

type YearEndJob = JobView<{ people?: number; carried?: number; lapsed?: number; encashed?: number; leave_type?: string }>;

export function YearEndProgress({ jobId, onDone }: { jobId: string; onDone?(): void }) {
  const [job, setJob] = useState<YearEndJob | null>(null);
  const [problem, setProblem] = useState("");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.scrollIntoView({ block: "nearest" }), []);
  const finished = job?.status === "done" || job?.status === "failed";
  usePoll(
    async (signal) => {
      try {
        const next = await firmApi<YearEndJob>(`/leave/jobs/${encodeURIComponent(jobId)}`, { signal });
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
  const r = job?.result;
  return (
    <div ref={box} className="att-job leave-job">
      <div className="import-progress">
        <label htmlFor={`job-${jobId}`}>{job?.status === "done" ? "The year is closed" : job?.status === "failed" ? "The closing stopped" : "Closing the year…"}</label>
        <progress id={`job-${jobId}`} max={100} value={percent}>
          {percent}%
        </progress>
        <span className="import-progress__figure" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <output className="att-job__words" aria-live="polite">
        {job?.status === "done"
          ? `Done: ${(r?.people ?? total).toLocaleString("en-IN")} people closed; ${daysText(r?.carried ?? 0)} carried, ${daysText(r?.lapsed ?? 0)} lapsed, ${daysText(r?.encashed ?? 0)} to encash in payroll.`
          : total > 0
            ? `${done.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")} people done.`
            : job?.status === "queued" || job === null
              ? "Waiting to start."
              : ""}
      </output>
      {(problem || job?.status === "failed") && (
        <p className="dash-error" role="alert">
          {problem || `It could not finish: ${job?.error ?? "the server stopped it"}. Try closing the year again.`}
        </p>
      )}
    </div>
  );
}
