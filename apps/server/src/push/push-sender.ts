import type { Agent } from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '@tend/db/client';
import { pushSubscriptions } from '@tend/db/schema/push';
import type { VapidKeys } from './vapid';

/** What a push shows. Push services relay it (encrypted); it names no client all the same. */
export interface PushMessage {
  title: string;
  body: string;
  link?: string;
}

export interface PushSender {
  publicKey: string;
  /** Sends to every subscription of the user; drops the ones the push service says are gone. */
  sendToUser(userId: string, message: PushMessage): Promise<{ sent: number; removed: number }>;
}

export function createPushSender(db: Db, keys: VapidKeys, subject: string, agent?: Agent): PushSender {
  return {
    publicKey: keys.publicKey,
    async sendToUser(userId, message) {
      const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      const gone: string[] = [];
      let sent = 0;
      await Promise.all(
        subscriptions.map(async (s) => {
          try {
            await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(message), {
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: 60 * 60,
              timeout: 10_000,
              ...(agent ? { agent } : {}),
            });
            sent += 1;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) gone.push(s.id);
          }
        }),
      );
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      return { sent, removed: gone.length };
    },
  };
}
