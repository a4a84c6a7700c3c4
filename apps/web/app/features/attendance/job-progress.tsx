// A recompute after a change of rules (GET /api/v1/attendance/jobs/:id): a change that reaches into past
// days queues a background job that works out everyone's days again; this follows it to its end.
import { JobProgress as Follow } from "../../components/job-progress.tsx";

type Recompute = { days?: number; people?: number; from?: string; to?: string };

export function JobProgress({ jobId, onDone }: { jobId: string; onDone?(): void }) {
  return (
    <Follow<Recompute>
      path={`/attendance/jobs/${encodeURIComponent(jobId)}`}
      onDone={onDone}
      words={{
        running: "Working out everyone's days again with the new rules…",
        done: "Attendance worked out again",
        failed: "The recompute stopped",
        finished: (r, total) => `Done: ${(r?.people ?? total).toLocaleString("en-IN")} people's days${r?.from ? ` from ${r.from}` : ""} are up to date.`,
        retry: "Save again to retry.",
      }}
    />
  );
}
