/**
 * The real processes, as an operator runs them: the users CLI creates an account, the server
 * (main.ts) serves it over HTTP, and SIGTERM drains in-flight requests before exiting cleanly.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '@tend/db/data-dir-lock';
import { serverDir, startServerProcess, tsxBin } from './server-process';
import { isolatedDatabase } from './test-db';

let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tend-proc-'));
  // On PostgreSQL runs, the processes use a database of their own; otherwise the embedded one in DATA_DIR.
  const { database, url } = await isolatedDatabase();
  await database.close();
  env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...(url ? { DATABASE_URL: url } : {}) };
});

function cli(args: string[], input?: string) {
  return spawnSync(tsxBin, ['src/cli/users.ts', ...args], { cwd: serverDir, env, input, encoding: 'utf8', timeout: 120_000 });
}

describe('operator workflow', () => {
  let server: ChildProcess;
  let base = '';
  let exit: Promise<number | null>;

  afterAll(() => {
    server?.kill('SIGKILL');
  });

  // Each step starts a process (tsx, database open); generous limits for a busy CI machine.
  it('users create → list → the server signs the account in', { timeout: 300_000 }, async () => {
    const created = cli(
      ['create', '--email', 'First.Admin@Clinic.test', '--role', 'admin', '--name', 'Pat Admin', '--practice', 'Sunrise Therapy', '--password-stdin'],
      'correct horse battery\n',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Created admin first.admin@clinic.test in practice "Sunrise Therapy"');
    expect(cli(['create', '--email', 'weak@clinic.test', '--role', 'therapist', '--password-stdin'], 'short\n').status).toBe(2);
    expect(cli(['list']).stdout).toMatch(/first\.admin@clinic\.test\tadmin\tactive\tPat Admin\tSunrise Therapy/);

    // Practices are joined by id, never by name: anyone could have signed up as "Sunrise Therapy".
    const byName = cli(
      ['create', '--email', 'new.staff@clinic.test', '--role', 'therapist', '--practice', 'Sunrise Therapy', '--password-stdin'],
      'correct horse battery\n',
    );
    expect(byName.status).toBe(2);
    expect(byName.stderr).toContain('A practice named "Sunrise Therapy" already exists');
    const [practiceId] = /^\S+(?=\tSunrise Therapy\t1 staff)/m.exec(cli(['practices']).stdout) ?? [];
    expect(practiceId).toMatch(/^[0-9a-f-]{36}$/);
    const byId = cli(
      ['create', '--email', 'new.staff@clinic.test', '--role', 'therapist', '--practice', practiceId!, '--password-stdin'],
      'correct horse battery\n',
    );
    expect(byId.stdout).toContain('Created therapist new.staff@clinic.test in practice "Sunrise Therapy"');
    expect(
      cli(['create', '--email', 'x@clinic.test', '--role', 'therapist', '--practice', crypto.randomUUID(), '--password-stdin'], 'correct horse battery\n')
        .stderr,
    ).toContain('No practice has the id');

    // PORT=0: the server picks a free port and logs the address it listens on.
    ({ process: server, base, exit } = await startServerProcess(env));
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first.admin@clinic.test', password: 'correct horse battery' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.role).toBe('admin');
  });

  it('SIGTERM lets an in-flight request finish, then exits 0', { timeout: 60_000 }, async () => {
    // Signal only once the server has the request (its log says so); a sign-in takes an argon2 hash to answer.
    const received = new Promise<void>((resolve) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        if (/incoming request.*\/api\/auth\/login|\/api\/auth\/login.*incoming request/.test(chunk.toString())) resolve();
      });
    });
    const inFlight = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first.admin@clinic.test', password: 'correct horse battery' }),
    });
    await received;
    server.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exit).toBe(0);
  });

  it('users deactivate ends sign-in for that account', { timeout: 300_000 }, () => {
    expect(cli(['deactivate', '--email', 'first.admin@clinic.test']).stdout).toContain('Deactivated first.admin@clinic.test');
    expect(cli(['list']).stdout).toContain('\tinactive\t');
  });
});

describe('the users CLI beside a running server', () => {
  // Only the embedded database is held by one process; PostgreSQL serves both.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'says in one line that the embedded database is in use, without a stack trace',
    { timeout: 120_000 },
    () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tend-held-'));
      const release = lockDataDir(dataDir); // this test process plays the running server
      try {
        const refused = spawnSync(tsxBin, ['src/cli/users.ts', 'list'], {
          cwd: serverDir,
          env: { ...env, DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 120_000,
        });
        expect(refused.status).toBe(1);
        expect(refused.stderr.trim()).toBe(
          `The embedded database in ${dataDir} is in use by process ${process.pid}. Stop it first (or use DATABASE_URL for PostgreSQL when several processes need the data).`,
        );
      } finally {
        release();
      }
    },
  );
});
