/**
 * The users CLI refuses a password with a line break (--password-stdin reads one line): piping the
 * password twice, as the terminal asks for it twice, once stored both lines as one password that no
 * sign-in form could ever type. Run as an operator runs it, on this run's database (PGlite or PostgreSQL).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverDir, tsxBin } from '../../test/server-process';
import { isolatedDatabase } from '../../test/test-db';

let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tend-users-cli-'));
  const { database, url } = await isolatedDatabase();
  await database.close();
  env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(url ? { DATABASE_URL: url } : {}) };
});

const cli = (args: string[], input: string) =>
  spawnSync(tsxBin, ['src/cli/users.ts', ...args], { cwd: serverDir, env, input, encoding: 'utf8', timeout: 120_000 });
const create = (email: string, input: string) =>
  cli(['create', '--email', email, '--role', 'admin', '--practice', `Practice ${email}`, '--password-stdin'], input);

describe('users create --password-stdin', () => {
  it('refuses the password piped twice, and any line break in it, with a clear message; creates nothing', { timeout: 300_000 }, () => {
    for (const input of ['correct horse battery\ncorrect horse battery\n', 'correct horse\nbattery', 'correct horse\rbattery staple\n']) {
      const refused = create('twice@clinic.test', input);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('The password contains a line break. --password-stdin reads one line');
      expect(refused.stdout).not.toContain('Created');
    }
    // One line, with either line ending, is the password without it.
    expect(create('once@clinic.test', 'correct horse battery\r\n').stdout).toContain('Created admin once@clinic.test');
    const listed = spawnSync(tsxBin, ['src/cli/users.ts', 'list'], { cwd: serverDir, env, encoding: 'utf8', timeout: 120_000 }).stdout;
    expect(listed).toContain('once@clinic.test');
    expect(listed).not.toContain('twice@clinic.test');
  });
});
