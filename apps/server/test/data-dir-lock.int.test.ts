import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentHolder, lockDataDir } from '@tend/db/data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tend-lock-'));
  dirs.push(dir);
  return dir;
};
const lockPath = (dir: string) => path.join(dir, 'pglite.lock');

/** A live process that is not Tend, as a reboot can leave the old PID to. */
function otherProcess() {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('the embedded database lock', () => {
  it('is refused while another running process holds it, and free again once released', () => {
    const dir = freshDir();
    const other = otherProcess();
    stops.push(other.stop);
    const ticks = readFileSync(`/proc/${other.pid}/stat`, 'utf8');
    const startTicks = ticks.slice(ticks.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(lockPath(dir), JSON.stringify({ pid: other.pid, bootId: currentHolder().bootId, startTicks }));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
  });

  it('takes over a lock whose PID now names an unrelated process started later (a reboot, a reused PID)', () => {
    const dir = freshDir();
    const other = otherProcess();
    stops.push(other.stop);
    writeFileSync(lockPath(dir), JSON.stringify({ pid: other.pid, bootId: currentHolder().bootId, startTicks: '1' }));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8')).pid).toBe(process.pid);
    unlock();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it('takes over a lock written before the machine rebooted, and one whose process is gone', () => {
    const dir = freshDir();
    const other = otherProcess();
    stops.push(other.stop);
    writeFileSync(lockPath(dir), JSON.stringify({ pid: other.pid, bootId: 'an-earlier-boot' }));
    lockDataDir(dir)();
    writeFileSync(lockPath(dir), JSON.stringify({ pid: 2 ** 22 + 7 }));
    lockDataDir(dir)();
    writeFileSync(lockPath(dir), 'not a lock');
    lockDataDir(dir)();
  });
});
