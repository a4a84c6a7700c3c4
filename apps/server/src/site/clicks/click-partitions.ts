// click_events is partitioned by month (Asia/Kolkata months). Partitions for this month and the next two
// are made at start-up, before any event for them can arrive, so the default partition stays empty in
// normal running and old months can be detached whole.
import type { RawQuery } from "../../platform/db/client.ts";

function monthStart(year: number, monthIndex: number): string {
  const d = new Date(Date.UTC(year, monthIndex, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-01`;
}

export async function ensureClickPartitions(query: RawQuery, now = new Date(), monthsAhead = 2): Promise<string[]> {
  const ist = new Date(now.getTime() + 5.5 * 3600_000);
  const made: string[] = [];
  for (let i = 0; i <= monthsAhead; i++) {
    const from = monthStart(ist.getUTCFullYear(), ist.getUTCMonth() + i);
    const to = monthStart(ist.getUTCFullYear(), ist.getUTCMonth() + i + 1);
    const name = `click_events_${from.slice(0, 7).replace("-", "_")}`;
    // Names and bounds are built from dates above, never from input.
    await query(
      `create table if not exists ${name} partition of click_events
         for values from ('${from} 00:00:00+05:30') to ('${to} 00:00:00+05:30')`,
    );
    made.push(name);
  }
  return made;
}
