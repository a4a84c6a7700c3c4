// One thread of the payslip PDF pool (pdf-pool.ts): takes a payslip as plain data, draws it and locks it
// with its owner's password, and hands the bytes back. It reads no database and keeps nothing between
// payslips but the parsed fonts, which is what makes drawing on another core safe.
import { parentPort } from "node:worker_threads";
import { payslipPassword, renderPayslipPdf } from "./payslip-pdf.ts";
import type { PdfReply, PdfRequest } from "./pdf-pool.ts";

const port = parentPort;
if (!port) throw new Error("pdf-worker.ts runs as a worker thread of the PDF pool");

port.on("message", (request: PdfRequest) => {
  void draw(request).then(
    (pdf) => {
      // The bytes move to the pool rather than being copied: a view of exactly them, never of a shared slab.
      const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
      port.postMessage({ id: request.id, pdf: own } satisfies PdfReply, [own.buffer as ArrayBuffer]);
    },
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies PdfReply),
  );
});

function draw({ slip }: PdfRequest): Promise<Buffer> {
  // Buffers arrive as plain Uint8Arrays across the thread boundary.
  const logo = slip.logo ? Buffer.from(slip.logo.buffer, slip.logo.byteOffset, slip.logo.byteLength) : null;
  return renderPayslipPdf(slip.view, { password: payslipPassword(slip.person), logo });
}
