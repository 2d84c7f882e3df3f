// `npm start` builds the web app only when what goes into it changed since the last build: a
// rebuild takes 9–11 s, and most restarts change nothing the browser gets. What goes in is hashed
// (web sources, the contracts it imports, vite config, lockfile) and the hash is kept beside the
// build in apps/web/dist/.source-hash. `npm run build` (CI, e2e) still always builds.
//   node scripts/build-if-changed.mjs
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];
const stampFile = 'apps/web/dist/.source-hash';

/** Files that cannot change the bundle: tests, and the build stamp the build itself writes. */
const ignored = (path) => /\.test\.tsx?$/.test(path) || path.startsWith('apps/web/src/generated/');

function filesUnder(path) {
  if (!existsSync(path) || ignored(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
if (built === current && existsSync('apps/web/dist/index.html')) {
  console.log('web app: sources unchanged since the last build, not rebuilding (npm run build forces one)');
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, `${current}\n`);
}
