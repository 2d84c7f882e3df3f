import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { ReminderChannel } from '@tend/contracts/calendar.contract';
import type { Db } from '@tend/db/client';
import { clientConsents } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { practices } from '@tend/db/schema/practices';
import { appointmentReminders } from '@tend/db/schema/reminders';
import { users } from '@tend/db/schema/users';

// No signed-in caller here: the sweep reaches every practice, scoped by what each query is given.

/** Real practices only: a demo user could otherwise have the server mail or text any address they type. */
export function practicesToRemind(db: Db) {
  return db
    .select({ id: practices.id, name: practices.name, timeZone: practices.timeZone, settings: practices.settings })
    .from(practices)
    .where(eq(practices.demo, false));
}

export type DueVisit = Awaited<ReturnType<typeof dueVisits>>[number];

/** How many visits one pass of one lead time takes; the rest wait for the next sweep. */
const batchSize = 200;

/**
 * Scheduled visits of the practice starting within `leadMinutes` of now (and not yet started)
 * that have no reminder row for this lead time and channel, soonest first.
 */
export function dueVisits(db: Db, q: { practiceId: string; leadMinutes: number; channel: ReminderChannel; now: Date }) {
  const recorded = db
    .select({ one: sql`1` })
    .from(appointmentReminders)
    .where(
      and(
        eq(appointmentReminders.encounterId, encounters.id),
        eq(appointmentReminders.leadMinutes, q.leadMinutes),
        eq(appointmentReminders.channel, q.channel),
        eq(appointmentReminders.visitStart, encounters.scheduledStart),
      ),
    );
  // The latest sms_reminders consent is the one in force; null when none was ever recorded.
  const smsConsent = sql<boolean | null>`(
    select ${clientConsents.granted} from ${clientConsents}
    where ${clientConsents.clientId} = ${clients.id} and ${clientConsents.kind} = ${'sms_reminders'}
    order by ${clientConsents.recordedAt} desc limit 1)`;
  return db
    .select({
      encounterId: encounters.id,
      start: encounters.scheduledStart,
      clientId: clients.id,
      email: clients.email,
      phone: clients.phone,
      optedOut: clients.remindersOptOut,
      smsConsent,
      providerName: users.name,
      providerPreferredName: users.preferredName,
    })
    .from(encounters)
    .innerJoin(clients, eq(clients.id, encounters.clientId))
    .innerJoin(users, eq(users.id, encounters.providerId))
    .where(
      and(
        eq(encounters.practiceId, q.practiceId),
        eq(encounters.status, 'scheduled'),
        gt(encounters.scheduledStart, q.now),
        lte(encounters.scheduledStart, new Date(q.now.getTime() + q.leadMinutes * 60_000)),
        notExists(recorded),
      ),
    )
    .orderBy(encounters.scheduledStart)
    .limit(batchSize);
}

export interface ReminderKey {
  encounterId: string;
  leadMinutes: number;
  channel: ReminderChannel;
  /** The start announced: a visit moved since is a new reminder. */
  visitStart: Date;
}

/**
 * Records the reminder unless a row for it exists: true when this call wrote it. The unique
 * (encounter, lead, channel) index makes this the claim — of two sweeps at once, one wins.
 */
export async function claimReminder(db: Db, key: ReminderKey, outcome: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(appointmentReminders)
    .values({ ...key, outcome, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: appointmentReminders.id });
  return rows.length > 0;
}

export async function setReminderOutcome(db: Db, key: ReminderKey, outcome: string): Promise<void> {
  await db
    .update(appointmentReminders)
    .set({ outcome })
    .where(
      and(
        eq(appointmentReminders.encounterId, key.encounterId),
        eq(appointmentReminders.leadMinutes, key.leadMinutes),
        eq(appointmentReminders.channel, key.channel),
        eq(appointmentReminders.visitStart, key.visitStart),
      ),
    );
}
