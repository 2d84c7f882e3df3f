// The entry of a document render worker when the server runs from its TypeScript sources: plain
// ESM so it starts in any Node (under `tsx` for `npm run dev`, under vitest, or bare), then loads
// the worker's loop through tsx's API. The compiled server has its own bundle of the same loop
// beside it (dist/render-worker.mjs, see scripts/build-server.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-worker-main.ts', import.meta.url);
