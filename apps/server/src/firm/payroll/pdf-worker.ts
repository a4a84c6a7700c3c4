// One thread of the payslip PDF pool (pdf-pool.ts): takes a payslip as plain data, draws it and locks it
// with its owner's password, and hands the bytes back. It reads no database and keeps nothing between
// payslips but the parsed fonts, which is what makes drawing on another core safe.
import { serveTasks } from "../../platform/worker-pool.ts";
import type { SlipToDraw } from "./pdf-pool.ts";
import { payslipPassword, renderPayslipPdf } from "./payslip-pdf.ts";

serveTasks(
  async (slip: SlipToDraw): Promise<Uint8Array> => {
    // Buffers arrive as plain Uint8Arrays across the thread boundary.
    const logo = slip.logo ? Buffer.from(slip.logo.buffer, slip.logo.byteOffset, slip.logo.byteLength) : null;
    const pdf = await renderPayslipPdf(slip.view, { password: payslipPassword(slip.person), logo });
    // The bytes move to the pool rather than being copied: a view of exactly them, never of a shared slab.
    return pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
  },
  (pdf) => [pdf.buffer as ArrayBuffer],
);
