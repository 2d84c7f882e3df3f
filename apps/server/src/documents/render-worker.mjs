// The entry of a document render worker: plain ESM so it starts in any Node (under `tsx` for
// `npm start`, under vitest, or bare), then loads the TypeScript renderers through tsx's API.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/** @type {{ renderJobs: Record<string, (...args: unknown[]) => Promise<Buffer>> }} */
const { renderJobs } = await tsImport('./render-jobs.ts', import.meta.url);

parentPort.on('message', async ({ job, args }) => {
  try {
    const render = renderJobs[job];
    if (!render) throw new Error(`No render job named ${job}.`);
    const bytes = await render(...args);
    // Its own buffer (a small Buffer may share Node's pool), then handed over rather than copied again.
    const copy = new Uint8Array(bytes);
    parentPort.postMessage({ ok: true, bytes: copy }, [copy.buffer]);
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
