// Payslip PDFs on every core (decision 027). Drawing a payslip is pure CPU (about 9 ms: layout, fonts,
// compression, RC4 locking) and the server's one thread also answers requests, so a firm of 10,000 mailed
// from it took a core for a minute and a half. The pool draws on worker threads instead: each takes one
// payslip at a time as plain data (the view, the three facts its password is made of, the logo's bytes),
// so the main thread only reads the database and hands work out. Threads start on first use and hold the
// process open only while they have work.
import { Worker } from "node:worker_threads";
import type { PayslipView } from "@vetan/shared/payroll";

/** What one payslip's PDF is drawn from: all of it data that crosses a thread boundary as it is. */
export interface SlipToDraw {
  view: PayslipView;
  /** payslipPassword's inputs: the PDF is locked with the owner's password inside the worker. */
  person: { pan: string | null; dateOfBirth: string | null; code: string };
  logo: Uint8Array | null;
}

export interface PdfRequest {
  id: number;
  slip: SlipToDraw;
}
export type PdfReply = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string; pdf?: undefined };

interface Task {
  id: number;
  slip: SlipToDraw;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

const WORKER = new URL("./pdf-worker.ts", import.meta.url);

export class PdfPool {
  readonly size: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Task[] = [];
  #nextId = 1;
  #closed = false;

  /** `size` threads at most (the server's is PDF_WORKERS: one a core, at most four). */
  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`A PDF pool needs at least one thread, not ${size}`);
    this.size = size;
  }

  /** One payslip drawn and locked on a worker thread; rejects (that payslip alone) if drawing it fails. */
  render(slip: SlipToDraw): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error("The PDF pool is closed"));
    return new Promise<Buffer>((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, slip, resolve, reject });
      this.#pump();
    });
  }

  /** Stops every thread; payslips waiting or being drawn are rejected. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.reject(new Error("The PDF pool closed before drawing this payslip"));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((s) => s.task === null);
      if (!slot && this.#slots.length < this.size) slot = this.#spawn();
      if (!slot) return;
      const task = this.#queue.shift() as Task;
      try {
        slot.worker.postMessage({ id: task.id, slip: task.slip } satisfies PdfRequest);
      } catch (error) {
        // Something in the payslip does not cross a thread boundary: that one fails, the rest go on.
        task.reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      slot.task = task;
      slot.worker.ref();
    }
  }

  #spawn(): Slot {
    const worker = new Worker(WORKER);
    const slot: Slot = { worker, task: null };
    worker.unref();
    worker.on("message", (reply: PdfReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = null;
      worker.unref();
      if (reply.error !== undefined) task.reject(new Error(`Payslip PDF for ${task.slip.view.employee.code}: ${reply.error}`));
      else task.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      this.#pump();
    });
    // A thread that dies (an uncaught error, out of memory) fails the payslip in hand and is replaced on
    // the next one, so nothing waits for an answer that will never come.
    const lost = (error: Error) => {
      const at = this.#slots.indexOf(slot);
      if (at >= 0) this.#slots.splice(at, 1);
      const task = slot.task;
      slot.task = null;
      task?.reject(error);
      if (!this.#closed) this.#pump();
    };
    worker.on("error", (error) => lost(error));
    worker.on("exit", (code) => lost(new Error(`The PDF thread stopped (exit code ${code}) while drawing this payslip`)));
    this.#slots.push(slot);
    return slot;
  }
}
