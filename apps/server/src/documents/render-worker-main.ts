import { parentPort } from 'node:worker_threads';
import { renderJobs } from './render-jobs';

type RenderRequest = { job: string; args: unknown[] };
type RenderJob = (...args: unknown[]) => Uint8Array | Promise<Uint8Array>;

/** One job: its bytes or its failure back to the pool. */
async function run({ job, args }: RenderRequest): Promise<void> {
  try {
    const render = (renderJobs as unknown as Record<string, RenderJob | undefined>)[job];
    if (!render) throw new Error(`No render job named ${job}.`);
    const bytes = await render(...args);
    // Its own buffer (a small Buffer may share Node's pool), then handed over rather than copied again.
    const copy = new Uint8Array(bytes);
    parentPort!.postMessage({ ok: true, bytes: copy }, [copy.buffer]);
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}

/** A render worker's loop: one job at a time from the pool. */
parentPort!.on('message', (request: RenderRequest) => void run(request));
