import type { Notification } from '@tend/contracts/notifications.contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { notifications } from '@tend/db/schema/notifications';
import type { Actor } from '../../auth/actor';

type Row = typeof notifications.$inferSelect;

export const toNotificationView = (n: Row): Notification => ({
  id: n.id,
  timestamp: n.createdAt.toISOString(),
  read: n.readAt !== null,
  type: n.type,
  title: n.title,
  message: n.message,
  link: n.link,
});

/** A user's own notifications; nobody reads or marks another's. */
export function notificationsRepo(db: Db, actor: Pick<Actor, 'userId'>) {
  const mine = eq(notifications.userId, actor.userId);
  return {
    async list(limit: number, unreadOnly: boolean) {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(mine, unreadOnly ? isNull(notifications.readAt) : undefined))
        .orderBy(desc(notifications.createdAt))
        .limit(limit);
      const [unread] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt)));
      return { rows, unread: unread?.n ?? 0 };
    },
    async markRead(id: string, now: Date) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(mine, eq(notifications.id, id), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (row) return true;
      const [exists] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(mine, eq(notifications.id, id)));
      return !!exists;
    },
    async markAllRead(now: Date) {
      return (
        await db
          .update(notifications)
          .set({ readAt: now })
          .where(and(mine, isNull(notifications.readAt)))
          .returning({ id: notifications.id })
      ).length;
    },
    async create(values: { type: string; title: string; message: string; link: string | null }, now: Date) {
      const [row] = await db
        .insert(notifications)
        .values({ userId: actor.userId, ...values, createdAt: now })
        .returning();
      return row!;
    },
  };
}
