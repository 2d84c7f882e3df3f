// Compiles the server for `npm start` (issue 19 item 3): an ESM bundle of apps/server/src/main.ts
// and the workspace packages it imports, plus the document render worker's, in apps/server/dist.
// Packages from node_modules stay external (loaded by Node as installed). Files that find their
// data beside themselves (`new URL('…', import.meta.url)`: migrations, prompts, code lists, the
// web build) keep finding it in the source tree: their import.meta.url is pointed back at the
// source file. document-renderer.ts is left alone: its worker is the bundle beside main.mjs.
//   node scripts/build-server.mjs
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const serverDir = path.join(root, 'apps/server');
const outdir = path.join(serverDir, 'dist');
const keepOwnUrl = new Set([path.join(serverDir, 'src/documents/document-renderer.ts')]);

/** @type {import('esbuild').Plugin} */
const sourceRelativeUrls = {
  name: 'source-relative-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const contents = await readFile(file, 'utf8');
      if (file.includes(`${path.sep}node_modules${path.sep}`) || keepOwnUrl.has(file) || !contents.includes('import.meta.url')) {
        return { contents, loader: 'ts' };
      }
      const fromBundle = path.relative(outdir, file).split(path.sep).join('/');
      return { contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/** @type {import('esbuild').Plugin} */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(b) {
    // Bare imports other than the workspace's own packages (their TypeScript is bundled).
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tend/') ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
// Chunk names carry a hash: what an earlier build left would pile up.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(serverDir, 'src/main.ts'), 'render-worker': path.join(serverDir, 'src/documents/render-worker-main.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Modules loaded on demand (a model provider's SDK, passkeys) stay out of the start: chunks of their own.
  splitting: true,
  // Chunks beside the entries: the import.meta.url rewrite above counts from this one folder.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [installedPackagesExternal, sourceRelativeUrls],
});
console.log(`server compiled to ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms`);
