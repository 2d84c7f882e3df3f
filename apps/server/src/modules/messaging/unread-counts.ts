import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { threadsRepo } from './threads.repo';

export interface UnreadThreadCount {
  /** The client's id, or the couple's group id for a couple thread. */
  id: string;
  name: string;
  unread_count: number;
}

/**
 * The caller's threads with messages from the other side they have not read: for a clinician their
 * visible clients' and couples' threads, for a portal user their own, their minors' and their
 * couple's. Callers who neither read clients nor use the portal (dev) have none.
 */
export async function unreadMessageCounts(db: Db, actor: Actor): Promise<UnreadThreadCount[]> {
  if (!actor.permissions.includes('clients:read') && !actor.permissions.includes('portal:self')) return [];
  const threads = await threadsRepo(db, actor).unread();
  return threads.map((t) => ({ id: t.client_id ?? t.group_id!, name: t.name, unread_count: t.unread_count }));
}

/** A portal user's unread messages from the practice, summed over their threads (the portal home's count). */
export async function portalUnreadMessageCount(db: Db, actor: Actor): Promise<number> {
  const threads = await unreadMessageCounts(db, actor);
  return threads.reduce((sum, t) => sum + t.unread_count, 0);
}
