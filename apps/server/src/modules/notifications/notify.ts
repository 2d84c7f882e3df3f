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

type StoredNotification = Awaited<ReturnType<ReturnType<typeof notificationsRepo>['create']>>;

/** Keeps the bell row. Inside a transaction when the notice must commit with its cause (a safety alert). */
export function storeNotice(db: Db, userId: string, notice: Notice, now: Date): Promise<StoredNotification> {
  return notificationsRepo(db, { userId }).create({ type: notice.type, title: notice.title, message: notice.message, link: notice.link }, now);
}

/**
 * Announces a stored bell row: the live socket event on every instance and a best-effort push. Call
 * it after the row has committed, with the services' db: the push looks up subscriptions on its own
 * connection, which the embedded database cannot give inside a transaction.
 */
export async function announceNotice(services: { hub: NotificationHub; push: PushSender }, userId: string, row: StoredNotification, notice: Notice) {
  await services.hub.notifyUser(userId, { type: 'notification', notification: toNotificationView(row) });
  await services.push.sendToUser(userId, { ...notice.push, link: notice.link ?? '/' }).catch(() => undefined);
}

/** Tells one user something: a bell notification (kept), the live socket event and a push. Call it after the cause has committed. */
export async function notifyUser(services: { hub: NotificationHub; push: PushSender }, db: Db, userId: string, notice: Notice, now: Date) {
  const row = await storeNotice(db, userId, notice, now);
  await announceNotice(services, userId, row, notice);
  return row;
}
