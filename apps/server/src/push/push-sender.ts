import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '@tend/db/client';
import { pushSubscriptions } from '@tend/db/schema/push';
import { checkPublicHttpsUrl, OutboundAddressRefused, publicHttpsAgent, type OutboundPolicy } from '../http/outbound-url';
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

export interface PushService extends PushSender {
  /** Whether an endpoint is a public https:// address the server may call (a browser vendor's push service). */
  acceptsEndpoint(endpoint: string): Promise<boolean>;
}

/**
 * Tests only: the push service they run on this machine. Its origin is let through the
 * public-address guard and its certificate trusted. Passed by the code that builds the app, so no
 * deployment can turn it on by accident.
 */
export interface LocalPushService {
  origin: string;
  ca: string | Buffer;
}

export function createPushSender(db: Db, keys: VapidKeys, subject: string, local?: LocalPushService): PushService {
  const policy: OutboundPolicy = { allowOrigins: local ? [local.origin] : [] };
  // Endpoints are user input: every connection is checked again at connect time (DNS rebinding).
  const agent = publicHttpsAgent(local ? { ca: local.ca } : {}, policy);
  return {
    publicKey: keys.publicKey,
    async acceptsEndpoint(endpoint) {
      return (await checkPublicHttpsUrl(endpoint, policy)).ok;
    },
    async sendToUser(userId, message) {
      const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      const gone: string[] = [];
      let sent = 0;
      await Promise.all(
        subscriptions.map(async (s) => {
          // A refused endpoint is dropped without a connection, so the answer is the same whether
          // anything listens there: the counts say nothing about the server's network.
          const check = await checkPublicHttpsUrl(s.endpoint, policy);
          if (!check.ok) {
            if (check.why === 'refused') gone.push(s.id);
            return;
          }
          try {
            await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(message), {
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: 60 * 60,
              timeout: 10_000,
              agent,
            });
            sent += 1;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410 || error instanceof OutboundAddressRefused) gone.push(s.id);
          }
        }),
      );
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      return { sent, removed: gone.length };
    },
  };
}
