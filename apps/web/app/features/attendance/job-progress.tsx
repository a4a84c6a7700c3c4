// A recompute after a change of rules (GET /api/v1/attendance/jobs/:id): a change that reaches into past
// days queues a background job that works out everyone's days again; this follows it every 700 ms with a
// progress bar, and says when it is done or why it stopped.
import type { JobView } from "@vetan/shared/people";
import { useEffect, useRef, useState } from "react";
import { ApiError, firmApi } from "../../lib/api.ts";
import { usePoll } from "../../lib/use-poll.ts";

const FOLLOW_MS = 700;

type Recompute = JobView<{ days?: number; people?: number; from?: string; to?: string }>;

export function JobProgress({ jobId, onDone }: { jobId: string; onDone?(): void }) {
  const [job, setJob] = useState<Recompute | null>(null);
  const [problem, setProblem] = useState("");
  const box = useRef<HTMLDivElement>(null);
  // The bar comes into view where it appears (under a Save button, or over a list a dialog changed).
  useEffect(() => box.current?.scrollIntoView({ block: "nearest" }), []);
  const finished = job?.status === "done" || job?.status === "failed";
  usePoll(
    async (signal) => {
      try {
        const next = await firmApi<Recompute>(`/attendance/jobs/${jobId}`, { signal });
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
  return (
    <div ref={box} className="att-job">
      <div className="import-progress">
        <label htmlFor={`job-${jobId}`}>
          {job?.status === "done"
            ? "Attendance worked out again"
            : job?.status === "failed"
              ? "The recompute stopped"
              : "Working out everyone's days again with the new rules…"}
        </label>
        <progress id={`job-${jobId}`} max={100} value={percent}>
          {percent}%
        </progress>
        <span className="import-progress__figure" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <output className="att-job__words" aria-live="polite">
        {job?.status === "done"
          ? `Done: ${(job.result?.people ?? total).toLocaleString("en-IN")} people's days${job.result?.from ? ` from ${job.result.from}` : ""} are up to date.`
          : total > 0
            ? `${done.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")} people done.`
            : job?.status === "queued"
              ? "Waiting to start."
              : ""}
      </output>
      {(problem || job?.status === "failed") && (
        <p className="dash-error" role="alert">
          {problem || `It could not finish: ${job?.error ?? "the server stopped it"}. Save again to retry.`}
        </p>
      )}
    </div>
  );
}
