import type { AppointmentRequestStatus } from '@tend/contracts/portal.contract';
import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { appointmentRequests } from '@tend/db/schema/portal';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

type RequestInsert = typeof appointmentRequests.$inferInsert;

/** How long decided requests stay listed in the portal. */
const DECIDED_SHOWN_MS = 90 * 86_400_000;
/** Statuses of a visit that hold the clinician's time. */
const occupying = ['scheduled', 'arrived', 'completed'] as const;

const requestColumns = {
  request: appointmentRequests,
  client: { firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName, userId: clients.userId },
  providerName: users.name,
  typeName: appointmentTypes.name,
};

/**
 * Appointment requests hang off clients: every read and write ANDs the visible-clients predicate,
 * so a portal user reaches only their own (and their minors') requests and a clinician only their
 * caseload's; anyone else's looks missing.
 */
export function appointmentRequestsRepo(db: Db, actor: Actor) {
  const scope = and(
    eq(appointmentRequests.practiceId, actor.practiceId),
    inArray(appointmentRequests.clientId, db.select({ id: clients.id }).from(clients).where(visibleClients(actor))),
  );
  const requests = () =>
    db
      .select(requestColumns)
      .from(appointmentRequests)
      .innerJoin(clients, eq(clients.id, appointmentRequests.clientId))
      .innerJoin(users, eq(users.id, appointmentRequests.providerId))
      .leftJoin(appointmentTypes, eq(appointmentTypes.id, appointmentRequests.typeId));

  return {
    /** The caller's clients' requests in one status, earliest requested time first. */
    byStatus: (status: AppointmentRequestStatus) =>
      requests()
        .where(and(scope, eq(appointmentRequests.status, status)))
        .orderBy(asc(appointmentRequests.requestedStart), asc(appointmentRequests.id))
        .limit(200),

    /** For the portal: pending requests, then the ones decided lately, newest first. */
    recent: (now: Date) =>
      requests()
        .where(and(scope, or(eq(appointmentRequests.status, 'pending'), gt(appointmentRequests.createdAt, new Date(now.getTime() - DECIDED_SHOWN_MS)))))
        .orderBy(sql`case when ${appointmentRequests.status} = 'pending' then 0 else 1 end`, desc(appointmentRequests.createdAt))
        .limit(100),

    async request(id: string) {
      const [row] = await requests()
        .where(and(scope, eq(appointmentRequests.id, id)))
        .limit(1);
      return row ?? null;
    },

    async pendingCount(clientId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(appointmentRequests)
        .where(and(scope, eq(appointmentRequests.clientId, clientId), eq(appointmentRequests.status, 'pending')));
      return row?.n ?? 0;
    },

    async insert(values: Omit<RequestInsert, 'id' | 'practiceId'>) {
      const [row] = await db
        .insert(appointmentRequests)
        .values({ ...values, practiceId: actor.practiceId })
        .returning({ id: appointmentRequests.id });
      return row!.id;
    },

    /** Moves a pending request on; false when it was not pending (or not the caller's to see). */
    async decide(id: string, values: Partial<Pick<RequestInsert, 'status' | 'decidedBy' | 'decidedAt' | 'declineReason' | 'encounterId'>>) {
      const [row] = await db
        .update(appointmentRequests)
        .set(values)
        .where(and(scope, eq(appointmentRequests.id, id), eq(appointmentRequests.status, 'pending')))
        .returning({ id: appointmentRequests.id });
      return !!row;
    },
  };
}

export type AppointmentRequestRow = NonNullable<Awaited<ReturnType<ReturnType<typeof appointmentRequestsRepo>['request']>>>;

/**
 * When a clinician's time is taken between `from` and `to`, whoever's client fills it: visits that
 * hold time, and other clients' requests still waiting for an answer. Times only, no client.
 */
export async function takenTimes(db: Db, practiceId: string, providerId: string, from: Date, to: Date) {
  const visits = await db
    .select({ start: encounters.scheduledStart, end: encounters.scheduledEnd })
    .from(encounters)
    .where(
      and(
        eq(encounters.practiceId, practiceId),
        eq(encounters.providerId, providerId),
        inArray(encounters.status, [...occupying]),
        lt(encounters.scheduledStart, to),
        gt(encounters.scheduledEnd, from),
      ),
    );
  const pending = await db
    .select({ start: appointmentRequests.requestedStart, end: appointmentRequests.requestedEnd })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.practiceId, practiceId),
        eq(appointmentRequests.providerId, providerId),
        eq(appointmentRequests.status, 'pending'),
        lt(appointmentRequests.requestedStart, to),
        gt(appointmentRequests.requestedEnd, from),
      ),
    );
  return [...visits, ...pending].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The portal account and e-mail to tell about a decision: whoever asked, else the client's own account. */
export async function requesterOf(db: Db, row: AppointmentRequestRow) {
  const userId = row.request.requestedBy ?? row.client.userId;
  if (!userId) return null;
  const [user] = await db.select({ id: users.id, email: users.email, active: users.active }).from(users).where(eq(users.id, userId));
  return user?.active ? user : null;
}
