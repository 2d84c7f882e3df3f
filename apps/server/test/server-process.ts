import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('..', import.meta.url));
export const tsxBin = path.join(serverDir, '../../node_modules/.bin/tsx');

/** How the server runs: from its TypeScript through tsx (`npm run dev`), or compiled (`npm start`, scripts/build-server.mjs). */
export type ServerBuild = 'tsx' | 'compiled';

/** Starts the real server as its own process on a free port; resolves with its base URL. */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  build: ServerBuild = 'tsx',
): Promise<{ process: ChildProcess; base: string; exit: Promise<number | null> }> {
  // node itself, not the tsx wrapper, so a signal reaches the server rather than a relaying parent.
  const args = build === 'compiled' ? ['--enable-source-maps', 'dist/main.mjs'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  return { process: child, base, exit };
}
