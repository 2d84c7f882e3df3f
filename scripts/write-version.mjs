// Writes the build stamp the web app shows and /api/version reports: commit (GIT_COMMIT or git) and build time.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

const stamp = { commit: process.env.GIT_COMMIT || gitHead(), build_timestamp: new Date().toISOString() };
mkdirSync('apps/web/src/generated', { recursive: true });
writeFileSync('apps/web/src/generated/version.json', `${JSON.stringify(stamp, null, 2)}\n`);
console.log(`build stamp: ${stamp.commit.slice(0, 7)} ${stamp.build_timestamp}`);
