// The payslip thread of the compute job (payslip-rows.ts payslipThread): a chunk's people and their share of
// the run's inputs come in; their payslips go back as the payslips table's rows, already COPY text, so the
// main thread only hands the bytes to the database. It reads no database and keeps nothing between chunks.
import { type CopyText, copyText } from "../../platform/db/copy-text.ts";
import { serveTasks } from "../../platform/worker-pool.ts";
import { type PayslipChunk, type WorkedPayslips, workPayslips } from "./payslip-rows.ts";

serveTasks(
  ({ firmId, run, people, inputs }: PayslipChunk): WorkedPayslips<CopyText> => {
    const worked = workPayslips(firmId, run, people, inputs);
    return { ...worked, rows: copyText(worked.rows) };
  },
  (worked) => [worked.rows.bytes.buffer],
);
