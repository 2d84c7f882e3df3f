/**
 * Lighthouse on the six main screens (issue 18, item 7): the dashboard, notes, a note, clients and
 * the calendar of a fresh demo therapist (the sample caseload, so every list has rows) and the
 * portal home of a demo client, with Lighthouse's mobile (default) and desktop presets — beside the
 * bare baseline, the static /login page, in the same run. Prints screen × preset → performance,
 * accessibility, LCP, TBT, CLS.
 *
 * The app is the built one (apps/web/dist) served by the real server on a fresh seeded data
 * directory, as the e2e suite starts it. Each screen is loaded signed in: the demo session's cookie
 * goes with every request through Lighthouse's extra headers. Lighthouse runs from the npm cache
 * (`npx lighthouse@12`, the last line that runs on Node 20) rather than as a workspace dependency:
 * its telemetry packages would move the server's @opentelemetry/api.
 *
 *   npm run build && npx tsx bench/lighthouse.ts
 *   LH_RUNS=3 npx tsx bench/lighthouse.ts          # median of 3 runs per cell
 *   LH_BASE_URL=http://localhost:3000 npx tsx bench/lighthouse.ts   # a server already running (DEMO_MODE=on)
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const lighthouse = 'lighthouse@12.8.2';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LH_RUNS ?? 1);
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Seeds a fresh data directory and serves the API and apps/web/dist on it (as e2e/playwright.config.ts does). */
async function startServer(): Promise<{ baseURL: string; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tend-lighthouse-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_MODE: 'on', DEMO_LOGINS_PER_HOUR: '1000' };
  await run('npx', ['tsx', 'apps/server/src/cli/seed.ts'], { cwd: root, env });
  const server: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'ignore', detached: true });
  const baseURL = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseURL,
    stop: () => {
      process.kill(-server.pid!, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh demo character's session cookie (the server refuses a cookie-less POST without Origin too). */
async function demoSession(baseURL: string, character: 'therapist' | 'client'): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/demo-login`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ character_type: character }),
  });
  if (!response.ok) throw new Error(`demo login (${character}): ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The first draft note of the therapist's caseload (the note page to measure). */
async function draftNoteId(baseURL: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/notes`, { headers: { cookie } });
  const { notes } = (await response.json()) as { notes: { id: string; status: string }[] };
  const note = notes.find((n) => n.status === 'draft') ?? notes[0];
  if (!note) throw new Error('the demo caseload has no notes');
  return note.id;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  /** Lighthouse's CPU benchmark of the machine (a 2020s desktop scores 1,500–2,500); its mobile preset slows the CPU 4× on top. */
  environment: { benchmarkIndex: number };
}

const benchmarkIndexes: number[] = [];

/** One Lighthouse run of `url` (a fresh headless chromium), signed in when `cookie` is given. */
async function audit(url: string, preset: 'mobile' | 'desktop', cookie: string | undefined, scratch: string): Promise<Figures> {
  const args = [
    '--yes',
    lighthouse,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    `--chrome-path=${chromePath}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  if (cookie) {
    const headers = path.join(scratch, 'headers.json');
    writeFileSync(headers, JSON.stringify({ Cookie: cookie }));
    args.push(`--extra-headers=${headers}`);
  }
  // On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART): such a run is retried, not counted.
  let result: LighthouseResult | undefined;
  for (let attempt = 1; !result; attempt++) {
    const stdout = await run('npx', args, { cwd: scratch, maxBuffer: 64 * 1024 * 1024 }).then(
      (r) => r.stdout,
      (e: { stdout?: string }) => e.stdout ?? '',
    );
    const parsed = stdout ? (JSON.parse(stdout) as LighthouseResult) : undefined;
    if (parsed && !parsed.runtimeError) result = parsed;
    else if (attempt === 3) throw new Error(`${url} (${preset}): ${parsed?.runtimeError?.message ?? 'Lighthouse printed no report'}`);
  }
  benchmarkIndexes.push(result.environment.benchmarkIndex);
  return {
    performance: result.categories.performance.score ?? 0,
    accessibility: result.categories.accessibility.score ?? 0,
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? 0,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

/** The median run by performance score (its other figures are that run's, so they agree with each other). */
function median(samples: Figures[]): Figures {
  return [...samples].sort((a, b) => a.performance - b.performance)[Math.floor(samples.length / 2)]!;
}

const own = process.env.LH_BASE_URL ? undefined : await startServer();
const baseURL = process.env.LH_BASE_URL ?? own!.baseURL;
const scratch = mkdtempSync(path.join(tmpdir(), 'tend-lighthouse-run-'));
try {
  const therapist = await demoSession(baseURL, 'therapist');
  const client = await demoSession(baseURL, 'client');
  const noteId = await draftNoteId(baseURL, therapist);
  const screens: { name: string; path: string; cookie?: string }[] = [
    { name: 'baseline: /login (static)', path: '/login' },
    { name: 'dashboard', path: '/dashboard', cookie: therapist },
    { name: 'notes', path: '/notes', cookie: therapist },
    { name: 'note page', path: `/notes/${noteId}`, cookie: therapist },
    { name: 'clients', path: '/clients', cookie: therapist },
    { name: 'calendar', path: '/calendar', cookie: therapist },
    { name: 'portal home', path: '/client', cookie: client },
  ];
  const rows: string[] = [];
  for (const screen of screens) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const samples: Figures[] = [];
      for (let i = 0; i < runs; i++) samples.push(await audit(`${baseURL}${screen.path}`, preset, screen.cookie, scratch));
      const f = median(samples);
      const row = `| ${screen.name} | ${preset} | ${f.performance.toFixed(2)} | ${f.accessibility.toFixed(2)} | ${(f.lcpMs / 1000).toFixed(2)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} |`;
      console.error(row);
      rows.push(row);
    }
  }
  const cpu = benchmarkIndexes.sort((a, b) => a - b);
  console.log(
    `Lighthouse ${lighthouse.split('@')[1]}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per cell, ${new Date().toISOString().slice(0, 10)}, ` +
      `CPU benchmarkIndex ${Math.round(cpu[0]!)}–${Math.round(cpu.at(-1)!)}\n`,
  );
  console.log('| screen | preset | performance | accessibility | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  own?.stop();
}
