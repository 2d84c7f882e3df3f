import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Who holds the embedded database: the PID alone is not enough, since after a reboot (or a crash
 * and a busy system) the same number can belong to an unrelated process. The boot id and the
 * process's start time (Linux /proc) tell that process apart from the one that wrote the lock.
 */
interface Holder {
  pid: number;
  bootId?: string;
  startTicks?: string;
}

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim();

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTicks(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses; count from the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const parsed = JSON.parse(text) as Holder | number;
    if (typeof parsed === 'number') return { pid: parsed }; // the older plain-PID lock
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

/** True when the process that wrote the lock is another one, still running. */
export function heldByAnotherProcess(holder: Holder): boolean {
  // Our own PID in the lock is a container restart (PID 1 again) or a reopen: ours to take.
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = bootId();
  if (holder.bootId && now && holder.bootId !== now) return false; // written before a reboot
  if (holder.startTicks) {
    const ticks = startTicks(holder.pid);
    if (ticks !== undefined && ticks !== holder.startTicks) return false; // the PID was reused
  }
  return true;
}

export const currentHolder = (): Holder => ({ pid: process.pid, bootId: bootId(), startTicks: startTicks(process.pid) });

/**
 * Takes the data directory's lock (created exclusively, so two starts at once cannot both win), or
 * throws naming the process that holds it. A lock left by a process that is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, JSON.stringify(currentHolder()));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = parseHolder(readText(lockFile) ?? '');
    if (holder && heldByAnotherProcess(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder.pid}. Stop it first (or use DATABASE_URL for PostgreSQL when several processes need the data).`,
      );
    }
    rmSync(lockFile, { force: true }); // stale: its process is gone, or the PID now names another one
  }
  throw new Error(`Could not take the lock ${lockFile}; another process is starting on the same DATA_DIR.`);
}
