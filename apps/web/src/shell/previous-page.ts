import { readSession, sessionKeys, writeSession } from '@/lib/storage-keys';
import type { Crumb } from './breadcrumb-trail';

export function readPreviousPage(): Crumb | null {
  const raw = readSession(sessionKeys.previousPage);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Crumb>;
    return typeof value.path === 'string' && typeof value.label === 'string' ? { path: value.path, label: value.label } : null;
  } catch {
    return null;
  }
}

export function writePreviousPage(page: Crumb): void {
  writeSession(sessionKeys.previousPage, JSON.stringify(page));
}
