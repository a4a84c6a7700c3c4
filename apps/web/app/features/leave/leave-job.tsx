// A year-end closing's progress (GET /api/v1/leave/jobs/:id): the closing runs as a background job over
// everyone the type applies to; this follows it to its end and says what it closed.
import { JobProgress } from "../../components/job-progress.tsx";
import { daysText } from "./leave-format.ts";

type YearEnd = { people?: number; carried?: number; lapsed?: number; encashed?: number; leave_type?: string };

export function YearEndProgress({ jobId, onDone }: { jobId: string; onDone?(): void }) {
  return (
    <JobProgress<YearEnd>
      path={`/leave/jobs/${encodeURIComponent(jobId)}`}
      onDone={onDone}
      className="leave-job"
      words={{
        running: "Closing the year…",
        done: "The year is closed",
        failed: "The closing stopped",
        finished: (r, total) =>
          `Done: ${(r?.people ?? total).toLocaleString("en-IN")} people closed; ${daysText(r?.carried ?? 0)} carried, ${daysText(r?.lapsed ?? 0)} lapsed, ${daysText(r?.encashed ?? 0)} to encash in payroll.`,
        retry: "Try closing the year again.",
      }}
    />
  );
}
