// Payslip PDFs on every core (decision 027). Drawing a payslip is pure CPU (about 9 ms: layout, fonts,
// compression, RC4 locking) and the server's one thread also answers requests, so a firm of 10,000 mailed
// from it took a core for a minute and a half. The pool draws on worker threads instead (WorkerPool): each
// takes one payslip at a time as plain data (the view, the three facts its password is made of, the logo's
// bytes), so the main thread only reads the database and hands work out.
import type { PayslipView } from "@vetan/shared/payroll";
import { WorkerPool } from "../../platform/worker-pool.ts";

/** What one payslip's PDF is drawn from: all of it data that crosses a thread boundary as it is. */
export interface SlipToDraw {
  view: PayslipView;
  /** payslipPassword's inputs: the PDF is locked with the owner's password inside the worker. */
  person: { pan: string | null; dateOfBirth: string | null; code: string };
  logo: Uint8Array | null;
}

const WORKER = new URL("./pdf-worker.ts", import.meta.url);

export class PdfPool {
  readonly #pool: WorkerPool<SlipToDraw, Uint8Array>;

  /** `size` threads at most (the server's is PDF_WORKERS: one a core, at most four). */
  constructor(size: number) {
    this.#pool = new WorkerPool(WORKER, size, { name: "PDF", describe: (slip) => `Payslip PDF for ${slip.view.employee.code}` });
  }

  get size(): number {
    return this.#pool.size;
  }

  /** One payslip drawn and locked on a worker thread; rejects (that payslip alone) if drawing it fails. */
  async render(slip: SlipToDraw): Promise<Buffer> {
    const pdf = await this.#pool.run(slip);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  /** Stops every thread; payslips waiting or being drawn are rejected. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
