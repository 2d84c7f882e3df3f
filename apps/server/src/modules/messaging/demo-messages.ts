import type { Db } from '@tend/db/client';
import { messageThreads, secureMessages, threadReads } from '@tend/db/schema/messaging';
import type { DemoPortal } from '../demo/demo-portal';

const minutes = (n: number) => n * 60_000;

/** A short, everyday exchange: scheduling a visit and a worksheet; the clinician's last note is left unread. */
const exchange: { from: 'practice' | 'client'; ago: number; body: string }[] = [
  { from: 'client', ago: minutes(60 * 26), body: 'Hi! Could we move next week’s appointment to Thursday afternoon? Work changed my schedule.' },
  { from: 'practice', ago: minutes(60 * 25), body: 'Of course. Thursday at 3:00 pm is open — I have moved you there. See you then.' },
  { from: 'client', ago: minutes(60 * 3), body: 'Thank you. Is there anything I should bring?' },
  { from: 'practice', ago: minutes(45), body: 'Just the worksheet we talked about. The one from last time is fine; bring it even if it is only half done.' },
];

/** Fills the demo portal's own thread (and the couple's, with one line) with sample messages. */
export async function insertDemoMessages(tx: Db, portal: DemoPortal): Promise<void> {
  const clientId = portal.clientIds[0];
  if (clientId) {
    const [thread] = await tx
      .insert(messageThreads)
      .values({ practiceId: portal.practiceId, clientId, lastMessageAt: new Date(portal.now.getTime() - exchange.at(-1)!.ago), createdAt: portal.now })
      .returning();
    await tx.insert(secureMessages).values(
      exchange.map((m) => ({
        threadId: thread!.id,
        senderId: m.from === 'practice' ? portal.clinicianId : portal.portalUserId,
        senderSide: m.from,
        body: m.body,
        createdAt: new Date(portal.now.getTime() - m.ago),
      })),
    );
    // The clinician has read everything; the portal user has not yet seen the last reply.
    await tx.insert(threadReads).values([
      { threadId: thread!.id, userId: portal.clinicianId, lastReadAt: new Date(portal.now.getTime() - minutes(50)) },
      { threadId: thread!.id, userId: portal.portalUserId, lastReadAt: new Date(portal.now.getTime() - minutes(60 * 3)) },
    ]);
  }
  if (portal.couple) {
    const sentAt = new Date(portal.now.getTime() - minutes(60 * 30));
    const [thread] = await tx
      .insert(messageThreads)
      .values({ practiceId: portal.practiceId, groupId: portal.couple.groupId, lastMessageAt: sentAt, createdAt: portal.now })
      .returning();
    await tx.insert(secureMessages).values({
      threadId: thread!.id,
      senderId: portal.clinicianId,
      senderSide: 'practice',
      body: 'Welcome to your shared thread. Either of you can write here; you will both see the replies.',
      createdAt: sentAt,
    });
  }
}
