import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MessageSide, SecureMessage } from '@tend/contracts/messaging.contract';
import type { Db } from '@tend/db/client';
import { clientGroupMembers, clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import type { messageThreads } from '@tend/db/schema/messaging';
import { users } from '@tend/db/schema/users';
import type { Mailer } from '../../mail/mailer';
import type { PushSender } from '../../push/push-sender';
import type { NotificationHub } from '../../realtime/hub';
import { notifyUser } from '../notifications/notify';

type ThreadRow = typeof messageThreads.$inferSelect;

export interface DeliveryServices {
  db: Db;
  hub: NotificationHub;
  push: PushSender;
  mailer: Mailer;
  env: { PUBLIC_URL: string };
}

/** The users on each side of a thread: the client side's portal accounts, the practice side's clinicians. */
export async function threadParticipants(db: Db, thread: ThreadRow): Promise<Record<MessageSide, string[]>> {
  const clientIds = thread.clientId
    ? [thread.clientId]
    : (await db.select({ id: clientGroupMembers.clientId }).from(clientGroupMembers).where(eq(clientGroupMembers.groupId, thread.groupId!))).map((m) => m.id);
  if (clientIds.length === 0) return { client: [], practice: [] };
  const records = await db
    .select({ userId: clients.userId, providerId: clients.providerId })
    .from(clients)
    .where(and(inArray(clients.id, clientIds), eq(clients.practiceId, thread.practiceId)));
  // A minor's guardians read the minor's own thread; a couple's thread is its members' alone.
  const guardians = thread.clientId
    ? await db
        .select({ userId: clientGuardians.userId })
        .from(clientGuardians)
        .where(and(eq(clientGuardians.clientId, thread.clientId), isNotNull(clientGuardians.userId)))
    : [];
  const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];
  return {
    client: unique([...records.map((r) => r.userId), ...guardians.map((g) => g.userId)]),
    practice: unique(records.map((r) => r.providerId)),
  };
}

/**
 * After a message has committed: the live event to every participant's sockets (the sender's other
 * tabs too), a bell notification and push to the other side, and for client-side recipients an
 * e-mail that says only that a message is waiting — no text, no names, no clinical detail.
 */
export async function deliverMessage(services: DeliveryServices, thread: ThreadRow & { name: string }, message: SecureMessage, now: Date): Promise<void> {
  const sides = await threadParticipants(services.db, thread);
  const senderId = message.sender_id;
  const everyone = new Set([...sides.client, ...sides.practice, ...(senderId ? [senderId] : [])]);
  // Best effort, recipient by recipient: the message has committed and unread counts come from it,
  // so one failed event must not stop the others or fail the send.
  for (const userId of everyone) {
    await services.hub.notifyUser(userId, { type: 'secure_message', thread_id: thread.id, message_id: message.id }).catch(() => undefined);
  }

  const otherSide: MessageSide = message.sender_side === 'practice' ? 'client' : 'practice';
  const recipients = sides[otherSide].filter((id) => id !== senderId);
  for (const userId of recipients) {
    const toClient = otherSide === 'client';
    await notifyUser(
      services,
      services.db,
      userId,
      {
        type: 'secure_message',
        title: 'New secure message',
        message: toClient ? 'Your care team sent you a secure message.' : `${thread.name} sent a secure message.`,
        link: toClient ? `/client/messages?thread=${thread.id}` : `/messages?thread=${thread.id}`,
        push: { title: 'New secure message', body: 'Open Tend to read it.' },
      },
      now,
    ).catch(() => undefined);
  }
  if (otherSide === 'client' && recipients.length > 0) await emailClients(services, recipients);
}

async function emailClients(services: DeliveryServices, userIds: string[]): Promise<void> {
  const people = await services.db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.active, true), eq(users.demoMode, false)));
  for (const person of people) {
    await services.mailer
      .send({
        to: person.email,
        subject: 'You have a new secure message',
        text: `You have a new secure message from your care team.\n\nSign in to read it:\n${services.env.PUBLIC_URL}/client/messages\n\nFor your privacy, messages are not sent by e-mail.\n`,
      })
      .catch(() => undefined);
  }
}
