import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const versionFile = fileURLToPath(new URL('../../../../web/src/generated/version.json', import.meta.url));

interface BuildInfo {
  commit: string;
  build_timestamp: string | null;
}

/** Commit from GIT_COMMIT, else the stamp written at build time, else git itself, else "unknown". */
export function readBuildInfo(gitCommit: string | undefined): BuildInfo {
  let stamp: Partial<BuildInfo> = {};
  try {
    stamp = JSON.parse(readFileSync(versionFile, 'utf8')) as Partial<BuildInfo>;
  } catch {
    // Not built yet (development); fall through.
  }
  const commit = gitCommit ?? stamp.commit ?? gitHead() ?? 'unknown';
  return { commit, build_timestamp: stamp.build_timestamp ?? null };
}

function gitHead(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}
