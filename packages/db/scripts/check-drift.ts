/**
 * Fails when the schema has changed without a committed migration:
 * runs `drizzle-kit generate` into a copy of the migrations folder and compares.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const committed = path.resolve('migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'tend-drift-'));
const journal = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
try {
  cpSync(committed, scratch, { recursive: true });
  execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'drift'], {
    // drizzle-kit reads `out` relative to the working directory.
    env: { ...process.env, DRIZZLE_OUT: path.relative(process.cwd(), scratch) },
    stdio: 'pipe',
  });
  const generated = journal(scratch).entries.length - journal(committed).entries.length;
  if (generated !== 0) {
    const files = readdirSync(scratch).filter((f) => f.endsWith('.sql') && !readdirSync(committed).includes(f));
    console.error(`Schema drift: drizzle-kit would generate ${files.join(', ')}. Run \`npm run db:generate\` and commit it.`);
    process.exit(1);
  }
  console.log('No schema drift: committed migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
