import { and, asc, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '@tend/db/client';
import { clientGroupMembers } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { messageThreads, secureMessages } from '@tend/db/schema/messaging';
import { notes } from '@tend/db/schema/notes';
import { clientDocuments } from '@tend/db/schema/portal';
import { practices } from '@tend/db/schema/practices';
import { tasks } from '@tend/db/schema/tasks';
import { isUuid } from '@tend/db/uuid';
import { formatDay } from '../../ai/time';
import { clientDisplayName } from '../clients/client-view';
import { oneBusinessDayAfter } from './business-day';
import { closeAutoTasks, createAutoTask, openAutoTaskKeys } from './tasks.repo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Causes older than this are history, not a to-do: the first run on an old practice does not flood the lists. */
const LOOKBACK = 30 * DAY;

const clientName = { firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName };

type SweptSource = 'unsigned_note' | 'unanswered_message' | 'expiring_consent';

/**
 * Closes a source's open tasks whose causes are resolved. The open tasks' keys come first (few),
 * then `resolved` says which of those causes are settled, looked up by primary key: the sweep's
 * cost follows the open tasks, not the practice's whole history (a subquery over every visit cost
 * seconds at 13k visits on the embedded database, which has no autovacuum statistics to plan with).
 */
async function closeResolved(db: Db, source: SweptSource, now: Date, resolved: (keys: SQL) => Promise<{ id: string }[]>): Promise<number> {
  const keys = (await openAutoTaskKeys(db, source)).filter(isUuid);
  if (keys.length === 0) return 0;
  const settled = await resolved(sql`any(${sql.param(keys)}::uuid[])`);
  return closeAutoTasks(
    db,
    source,
    settled.map((row) => row.id),
    now,
  );
}

/** No task of this source for this cause yet: an existing one (open or done) is never made again. */
const noTaskYet = (source: SweptSource, key: SQL) => sql`not exists (select 1 from ${tasks} where ${tasks.source} = ${source} and ${tasks.sourceKey} = ${key})`;

/** (a) A completed visit with no signed note 24 h after it ended: a task for its provider, keyed by the visit. */
async function unsignedNotes(db: Db, now: Date): Promise<number> {
  const due = new Date(now.getTime() - DAY);
  const signed = sql`exists (select 1 from ${notes} where ${notes.encounterId} = ${encounters.id} and ${notes.status} = 'approved')`;
  const rows = await db
    .select({ visit: encounters, client: clientName, timeZone: practices.timeZone })
    .from(encounters)
    .innerJoin(clients, eq(clients.id, encounters.clientId))
    .innerJoin(practices, eq(practices.id, encounters.practiceId))
    .where(
      and(
        eq(encounters.status, 'completed'),
        lte(encounters.scheduledEnd, due),
        gt(encounters.scheduledEnd, new Date(now.getTime() - LOOKBACK)),
        sql`not ${signed}`,
        noTaskYet('unsigned_note', sql`${encounters.id}::text`),
      ),
    );
  for (const { visit, client, timeZone } of rows) {
    await createAutoTask(
      db,
      {
        practiceId: visit.practiceId,
        source: 'unsigned_note',
        sourceKey: visit.id,
        title: `Sign the note for ${clientDisplayName(client)}’s session on ${formatDay(visit.scheduledStart, timeZone)}`,
        details: 'The session was completed more than 24 hours ago and has no signed note.',
        assigneeId: visit.providerId,
        clientId: visit.clientId,
        encounterId: visit.id,
        priority: 'high',
        dueAt: now,
      },
      now,
    );
  }
  // Resolved: a note of the visit is signed, or the visit is no longer a completed one.
  await closeResolved(db, 'unsigned_note', now, (keys) =>
    db
      .select({ id: encounters.id })
      .from(encounters)
      .where(sql`${encounters.id} = ${keys} and (${encounters.status} <> 'completed' or ${signed})`),
  );
  return rows.length;
}

const later = alias(secureMessages, 'later_message');
/** No message of the practice's side in the same thread after this one. */
const unanswered = sql`not exists (select 1 from ${secureMessages} ${sql.identifier('later_message')} where ${later.threadId} = ${secureMessages.threadId} and ${later.senderSide} = 'practice' and ${later.createdAt} > ${secureMessages.createdAt})`;

/**
 * (b) A client's message the practice has not answered after one business day: a task for the
 * client's clinician (a couple's thread: a member's clinician), keyed by the first unanswered message.
 */
async function unansweredMessages(db: Db, now: Date): Promise<number> {
  // At least 24 h old: a business day is never shorter; the exact weekday rule is applied below.
  const member = sql`(select ${clientGroupMembers.clientId} from ${clientGroupMembers} where ${clientGroupMembers.groupId} = ${messageThreads.groupId} order by ${clientGroupMembers.clientId} limit 1)`;
  const rows = await db
    .select({
      message: secureMessages,
      thread: messageThreads,
      client: { ...clientName, id: clients.id, providerId: clients.providerId },
      timeZone: practices.timeZone,
    })
    .from(secureMessages)
    .innerJoin(messageThreads, eq(messageThreads.id, secureMessages.threadId))
    .innerJoin(clients, sql`${clients.id} = coalesce(${messageThreads.clientId}, ${member})`)
    .innerJoin(practices, eq(practices.id, messageThreads.practiceId))
    .where(
      and(
        eq(secureMessages.senderSide, 'client'),
        lte(secureMessages.createdAt, new Date(now.getTime() - DAY)),
        gt(secureMessages.createdAt, new Date(now.getTime() - LOOKBACK)),
        isNotNull(clients.providerId),
        unanswered,
      ),
    )
    .orderBy(asc(secureMessages.threadId), asc(secureMessages.createdAt));
  const firstPerThread = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!firstPerThread.has(row.thread.id)) firstPerThread.set(row.thread.id, row);
  let created = 0;
  for (const { message, thread, client, timeZone } of firstPerThread.values()) {
    if (oneBusinessDayAfter(message.createdAt, timeZone) > now) continue;
    created++;
    await createAutoTask(
      db,
      {
        practiceId: thread.practiceId,
        source: 'unanswered_message',
        sourceKey: message.id,
        title: `Reply to ${clientDisplayName(client)}’s message`,
        details: `A portal message from ${formatDay(message.createdAt, timeZone)} has had no reply for a business day.`,
        assigneeId: client.providerId,
        clientId: client.id,
        priority: 'normal',
        dueAt: now,
      },
      now,
    );
  }
  // Resolved: someone on the practice's side wrote in the thread after the message.
  await closeResolved(db, 'unanswered_message', now, (keys) =>
    db
      .select({ id: secureMessages.id })
      .from(secureMessages)
      .where(sql`${secureMessages.id} = ${keys} and not ${unanswered}`),
  );
  return created;
}

const newer = alias(clientDocuments, 'newer_consent');
/** A consent document of the same client and title signed after this one. */
const renewed = sql`exists (select 1 from ${clientDocuments} ${sql.identifier('newer_consent')} where ${newer.clientId} = ${clientDocuments.clientId} and ${newer.kind} = 'consent'
  and ${newer.title} = ${clientDocuments.title} and ${newer.signedAt} > ${clientDocuments.signedAt})`;

/**
 * (d) An expiring consent. The rule: a consent document signed in the portal holds for a year; when
 * the newest signed one of a client and title is 11 months old (in the practice's zone), its clinician
 * gets a task due on its first anniversary, keyed by the document; signing a newer one with the same
 * title closes it. Only active clients count. The client_consents rows (telehealth, AI assistance,
 * recording, text reminders) are standing permissions given or withdrawn, with no term, so they
 * never expire.
 */
async function expiringConsents(db: Db, now: Date): Promise<number> {
  // 11 months is at least 334 days: a cheap cut before the calendar rule below.
  const rows = await db
    .select({ doc: clientDocuments, client: { ...clientName, providerId: clients.providerId }, timeZone: practices.timeZone })
    .from(clientDocuments)
    .innerJoin(clients, eq(clients.id, clientDocuments.clientId))
    .innerJoin(practices, eq(practices.id, clientDocuments.practiceId))
    .where(
      and(
        eq(clientDocuments.kind, 'consent'),
        lte(clientDocuments.signedAt, new Date(now.getTime() - 334 * DAY)),
        eq(clients.status, 'active'),
        isNotNull(clients.providerId),
        sql`not ${renewed}`,
      ),
    );
  let created = 0;
  for (const { doc, client, timeZone } of rows) {
    const signed = Temporal.Instant.fromEpochMilliseconds(doc.signedAt!.getTime()).toZonedDateTimeISO(timeZone);
    if (signed.add({ months: 11 }).epochMilliseconds > now.getTime()) continue;
    created++;
    await createAutoTask(
      db,
      {
        practiceId: doc.practiceId,
        source: 'expiring_consent',
        sourceKey: doc.id,
        title: `Renew “${doc.title}” with ${clientDisplayName(client)}`,
        details: `Signed ${formatDay(doc.signedAt!, timeZone)}; it is a year old on ${formatDay(new Date(signed.add({ years: 1 }).epochMilliseconds), timeZone)}. Share it again in the portal to be signed.`,
        assigneeId: client.providerId,
        clientId: doc.clientId,
        priority: 'normal',
        dueAt: new Date(signed.add({ years: 1 }).epochMilliseconds),
      },
      now,
    );
  }
  await closeResolved(db, 'expiring_consent', now, (keys) =>
    db
      .select({ id: clientDocuments.id })
      .from(clientDocuments)
      .where(sql`${clientDocuments.id} = ${keys} and ${renewed}`),
  );
  return created;
}

/** One pass of the practice's own tasks: creates what is due (idempotent by source key) and closes what is resolved. */
export async function sweepAutomaticTasks(db: Db, now: Date) {
  return {
    unsigned_note: await unsignedNotes(db, now),
    unanswered_message: await unansweredMessages(db, now),
    expiring_consent: await expiringConsents(db, now),
  };
}

/** Closes the unsigned-note task of a visit whose note was just signed (call inside the signing transaction). */
export const closeUnsignedNoteTask = (db: Db, encounterId: string, now: Date) => closeAutoTasks(db, 'unsigned_note', [encounterId], now);
