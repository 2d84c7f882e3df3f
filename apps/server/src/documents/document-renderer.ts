import { channel } from 'node:diagnostics_channel';
import { Worker } from 'node:worker_threads';
import { errorCodes } from '@tend/contracts/errors';
import { HttpError } from '../http/errors';
import type { RenderJob, RenderJobs } from './render-jobs';

export interface DocumentRendererOptions {
  /** From asking to the bytes, queue time included. */
  deadlineMs?: number;
  /** Workers at most (the event loop keeps a core of its own). */
  workers?: number;
  /** Jobs waiting for a worker at most; past it a request is refused rather than queued. */
  maxQueued?: number;
}

interface Pending {
  job: RenderJob;
  args: unknown[];
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
  /** Terminated past a deadline; it leaves the pool when its thread has exited. */
  stopping: boolean;
}

type Reply = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

const workerEntry = new URL('./render-worker.mjs', import.meta.url);

/** `{ job }` as a job goes to a worker, and as its answer (bytes or failure) comes back: for whoever observes (the tests do). */
export const renderStarted = channel('tend:documents:render-started');
export const renderSettled = channel('tend:documents:render-settled');

export const tooSlow = (deadlineMs: number) =>
  new HttpError(
    503,
    errorCodes.unavailable,
    `The document took longer than ${deadlineMs / 1000} s to make and was stopped. Try again, or export a shorter document.`,
  );
const tooBusy = () => new HttpError(503, errorCodes.unavailable, 'Too many documents are being made right now. Try again in a moment.');

/**
 * Makes documents (PDF, DOCX, TXT) on worker threads, so a slow one cannot stall the server: pdfkit
 * wraps a long unbroken word in time that grows with its square (a 100,000-character one took
 * 11–29 s), and docx takes seconds over tens of thousands of short lines. Each job has a deadline;
 * past it the worker is terminated and the caller gets a 503 naming the limit.
 */
export function createDocumentRenderer(options: DocumentRendererOptions = {}) {
  const deadlineMs = options.deadlineMs ?? 20_000;
  const maxWorkers = options.workers ?? 2;
  const maxQueued = options.maxQueued ?? 20;
  const slots: Slot[] = [];
  const queue: Pending[] = [];

  function startWorker(): Slot {
    const slot: Slot = { worker: new Worker(workerEntry), busy: null, stopping: false };
    // An idle worker does not keep the process alive.
    slot.worker.unref();
    slot.worker.on('message', (reply: Reply) => {
      const done = slot.busy;
      slot.busy = null;
      if (done) {
        clearTimeout(done.timer);
        if (reply.ok) done.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
        else done.reject(new Error(`Rendering ${done.job} failed: ${reply.message}`));
      }
      dispatch();
    });
    slot.worker.on('error', (error: Error) => fail(slot, error));
    slot.worker.on('exit', (code) => fail(slot, new Error(`The render worker stopped (exit code ${code}).`)));
    slots.push(slot);
    return slot;
  }

  /** A worker that died or exited leaves the pool; its job, if any, fails with `error`. */
  function fail(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    const lost = slot.busy;
    slot.busy = null;
    if (lost) {
      clearTimeout(lost.timer);
      lost.reject(error);
    }
    dispatch();
  }

  function dispatch() {
    while (queue.length > 0) {
      // A stopping worker still counts: never more threads than maxWorkers.
      const slot = slots.find((s) => !s.busy && !s.stopping) ?? (slots.length < maxWorkers ? startWorker() : null);
      if (!slot) return;
      const next = queue.shift()!;
      slot.busy = next;
      slot.worker.ref();
      renderStarted.publish({ job: next.job });
      slot.worker.postMessage({ job: next.job, args: next.args });
    }
    for (const slot of slots) if (!slot.busy) slot.worker.unref();
  }

  function timeOut(pending: Pending) {
    const queued = queue.indexOf(pending);
    if (queued >= 0) queue.splice(queued, 1);
    const slot = slots.find((s) => s.busy === pending);
    if (slot) {
      // The only way to stop a synchronous render: end its thread. Its exit frees the place for a fresh one.
      slot.busy = null;
      slot.stopping = true;
      void slot.worker.terminate();
    }
    pending.reject(tooSlow(deadlineMs));
  }

  return {
    deadlineMs,
    /** The named document's bytes, made on a worker thread. */
    render<K extends RenderJob>(job: K, ...args: Parameters<RenderJobs[K]>): Promise<Buffer> {
      if (queue.length >= maxQueued) return Promise.reject(tooBusy());
      const made = new Promise<Buffer>((resolve, reject) => {
        const pending: Pending = { job, args, resolve, reject, timer: undefined as unknown as NodeJS.Timeout };
        pending.timer = setTimeout(() => timeOut(pending), deadlineMs);
        queue.push(pending);
        dispatch();
      });
      return made.finally(() => renderSettled.publish({ job }));
    },
    /** Worker threads alive now (idle, busy or being stopped). */
    get workerCount() {
      return slots.length;
    },
    async close() {
      for (const pending of queue.splice(0)) {
        clearTimeout(pending.timer);
        pending.reject(new Error('The document renderer closed.'));
      }
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

export type DocumentRenderer = ReturnType<typeof createDocumentRenderer>;

/** The server's renderer: every PDF and DOCX the app makes goes through it. */
export const documents = createDocumentRenderer();
