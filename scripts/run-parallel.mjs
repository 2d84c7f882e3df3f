// Runs npm scripts side by side, one per core, and prints each one's output whole when it ends:
// the static checks of `npm test` (format, lint, typecheck, migration drift) are single-threaded,
// so on a 2-core machine two at a time take about half the wall time. Fails when any fails.
//   node scripts/run-parallel.mjs format:check lint typecheck db:check
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const slots = Math.max(1, Math.min(availableParallelism(), scripts.length));

function run(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const queue = [...scripts];
const results = [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) results.push(await run(script));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
