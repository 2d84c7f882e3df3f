import { readFileSync } from 'node:fs';

/** A process's resident memory now (VmRSS) and its peak (VmHWM), in MB, from /proc. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
