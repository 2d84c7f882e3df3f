import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { pushSubscriptions } from '@tend/db/schema/push';
import type { Actor } from '../../auth/actor';

/** The caller's own push subscriptions. */
export function pushSubscriptionsRepo(db: Db, actor: Pick<Actor, 'userId'>) {
  const mine = eq(pushSubscriptions.userId, actor.userId);
  return {
    /** An endpoint belongs to one browser: subscribing moves it to whoever is signed in there now. */
    async subscribe(subscription: { endpoint: string; p256dh: string; auth: string }, now: Date) {
      const { endpoint, p256dh, auth } = subscription;
      await db
        .insert(pushSubscriptions)
        .values({ userId: actor.userId, endpoint, p256dh, auth, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: actor.userId, p256dh, auth } });
    },

    /** How many of the caller's subscriptions had that endpoint (0 or 1). */
    async unsubscribe(endpoint: string): Promise<number> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(mine, eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length;
    },

    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(mine).limit(1);
      return !!row;
    },
  };
}
