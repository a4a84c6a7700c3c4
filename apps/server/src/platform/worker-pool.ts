// Pure CPU work on worker threads, so the server's one thread stays free to answer requests and to drive
// the database meanwhile (decision 027): payslip PDFs, and the payroll compute job's payslips. A task is
// plain data that crosses the thread boundary as it is; its answer comes back the same way, large bytes
// moved rather than copied. Threads start on first use (or `warm`) and hold the process open only while
// they have work.
import { parentPort, Worker, workerData } from "node:worker_threads";

interface TaskMessage<In> {
  id: number;
  input: In;
}
type ReplyMessage<Out> = { id: number; output: Out; error?: undefined } | { id: number; error: string; output?: undefined };

interface Task<In, Out> {
  id: number;
  input: In;
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
}

interface Slot<In, Out> {
  worker: Worker;
  task: Task<In, Out> | null;
  /**
   * Set to 1 by the thread once its script is loaded (serveTasks). Shared memory rather than a message, so
   * the main thread sees it without an event loop turn: PGlite works a whole transaction without one.
   */
  ready: Int32Array;
}

export interface WorkerPoolOptions<In> {
  /** What the pool's work is, for its messages: "PDF" gives "The PDF pool is closed". */
  name: string;
  /** Names a task in the error its thread reports (which payslip, say). */
  describe?: (input: In) => string;
}

export class WorkerPool<In, Out> {
  readonly size: number;
  readonly #script: URL;
  readonly #name: string;
  readonly #describe: ((input: In) => string) | undefined;
  readonly #slots: Slot<In, Out>[] = [];
  readonly #queue: Task<In, Out>[] = [];
  #nextId = 1;
  #closed = false;

  /** At most `size` threads running `script`, which answers with `serveTasks`. */
  constructor(script: URL, size: number, { name, describe }: WorkerPoolOptions<In>) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`A ${name} pool needs at least one thread, not ${size}`);
    this.size = size;
    this.#script = script;
    this.#name = name;
    this.#describe = describe;
  }

  /** `input` worked on a thread; rejects (that task alone) if the work fails or the input cannot cross. */
  run(input: In): Promise<Out> {
    if (this.#closed) return Promise.reject(new Error(`The ${this.#name} pool is closed`));
    return new Promise<Out>((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, input, resolve, reject });
      this.#pump();
    });
  }

  /** Starts a thread ahead of the work, so loading its modules overlaps whatever comes first. */
  warm(): void {
    if (!this.#closed && this.#slots.length === 0) this.#spawn();
  }

  /** Whether a thread has loaded its script: work sent now starts at once, not after a thread's start. */
  get ready(): boolean {
    return this.#slots.some((s) => Atomics.load(s.ready, 0) === 1);
  }

  /** Stops every thread; tasks waiting or in hand are rejected. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.reject(new Error(`The ${this.#name} pool closed before this task was done`));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((s) => s.task === null);
      if (!slot && this.#slots.length < this.size) slot = this.#spawn();
      if (!slot) return;
      const task = this.#queue.shift() as Task<In, Out>;
      try {
        slot.worker.postMessage({ id: task.id, input: task.input } satisfies TaskMessage<In>);
      } catch (error) {
        // Something in the input does not cross a thread boundary: that task fails, the rest go on.
        task.reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      slot.task = task;
      slot.worker.ref();
    }
  }

  #spawn(): Slot<In, Out> {
    const ready = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(this.#script, { workerData: { ready } });
    const slot: Slot<In, Out> = { worker, task: null, ready };
    worker.unref();
    worker.on("message", (reply: ReplyMessage<Out>) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = null;
      worker.unref();
      if (reply.error !== undefined) task.reject(new Error(this.#describe ? `${this.#describe(task.input)}: ${reply.error}` : reply.error));
      else task.resolve(reply.output as Out);
      this.#pump();
    });
    // A thread that dies (an uncaught error, out of memory) fails the task in hand and is replaced on the
    // next one, so nothing waits for an answer that will never come.
    const lost = (error: Error) => {
      const at = this.#slots.indexOf(slot);
      if (at >= 0) this.#slots.splice(at, 1);
      const task = slot.task;
      slot.task = null;
      task?.reject(error);
      if (!this.#closed) this.#pump();
    };
    worker.on("error", (error) => lost(error));
    worker.on("exit", (code) => lost(new Error(`The ${this.#name} thread stopped (exit code ${code}) in the middle of its task`)));
    this.#slots.push(slot);
    return slot;
  }
}

/**
 * The thread's side: answers each task with `work`'s output, or with its error. `transfer` names the
 * output's buffers to move to the pool rather than copy; each must be the whole of its buffer, never a
 * view of a shared slab.
 */
export function serveTasks<In, Out>(work: (input: In) => Out | Promise<Out>, transfer: (output: Out) => ArrayBuffer[] = () => []): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread of a WorkerPool");
  port.on("message", ({ id, input }: TaskMessage<In>) => {
    void Promise.resolve()
      .then(() => work(input))
      .then(
        (output) => port.postMessage({ id, output } satisfies ReplyMessage<Out>, transfer(output)),
        (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ReplyMessage<Out>),
      );
  });
  Atomics.store((workerData as { ready: Int32Array }).ready, 0, 1);
}
