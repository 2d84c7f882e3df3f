import type { Db } from '@tend/db/client';
import type { PushSender } from '../../push/push-sender';
import type { NotificationHub } from '../../realtime/hub';
import { notificationsRepo, toNotificationView } from './notifications.repo';

export interface Notice {
  type: string;
  /** Shown in the bell, inside the app: may name the client. */
  title: string;
  message: string;
  link: string | null;
  /** What the push says: it travels through the browser vendor's service, so no PHI (no names, no message text). */
  push: { title: string; body: string };
}

/**
 * Tells one user something: a bell notification (kept), the live socket event on every instance,
 * and a best-effort push. Call it after the cause has committed, with the services' db: the push
 * looks up subscriptions on its own connection, which the embedded database cannot give inside a
 * transaction.
 */
export async function notifyUser(services: { hub: NotificationHub; push: PushSender }, db: Db, userId: string, notice: Notice, now: Date) {
  const row = await notificationsRepo(db, { userId }).create({ type: notice.type, title: notice.title, message: notice.message, link: notice.link }, now);
  await services.hub.notifyUser(userId, { type: 'notification', notification: toNotificationView(row) });
  await services.push.sendToUser(userId, { ...notice.push, link: notice.link ?? '/' }).catch(() => undefined);
  return row;
}
