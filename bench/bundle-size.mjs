#!/usr/bin/env node
/**
 * Sign-in bundle budget (issue 3, item 7): the JavaScript a browser must load to render /login,
 * gzip-compressed, from the Vite build manifest. That is the entry chunk (index.html) plus the
 * lazy login page, each with its static imports. Budget: 200 KB (204,800 bytes) gzip.
 *
 *   npm run build            # at the repository root (writes apps/web/dist)
 *   npm run bundle-size -w @tend/bench
 *
 * Exits 1 when the budget is exceeded, so it can gate CI if wanted.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const budgetBytes = 200 * 1024;
const here = dirname(fileURLToPath(import.meta.url));
const dist = process.env.WEB_DIST ?? join(here, '..', 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const routeModule = process.env.ROUTE_MODULE ?? 'src/features/auth/pages/login-page.tsx';

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}. Run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** A manifest key and its static imports, transitively (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no entry ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('Manifest has no entry chunk');
const keys = new Set([...closure(entryKey), ...closure(routeModule)]);

const rows = [...keys]
  .map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .filter((row) => row.file.endsWith('.js'))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
console.log(`Initial JavaScript for /login (${rows.length} files):`);
for (const row of rows) console.log(`  ${row.file.padEnd(52)} ${kb(row.raw).padStart(9)} raw ${kb(row.gzip).padStart(9)} gzip`);
console.log(`Total: ${kb(total.raw)} raw, ${kb(total.gzip)} gzip (budget ${kb(budgetBytes)} gzip)`);
if (total.gzip > budgetBytes) {
  console.error(`Over budget by ${kb(total.gzip - budgetBytes)}.`);
  process.exit(1);
}
