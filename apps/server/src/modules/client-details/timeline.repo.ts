import { aliasedTable, and, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clientConsents, clientDiagnoses } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

const signers = aliasedTable(users, 'signers');

/**
 * The rows a visible client's timeline is drawn from, each source newest first and at most
 * `limit` long (the merged timeline cannot need more of any one). Every query is limited to
 * clients the caller may see.
 */
export function timelineRepo(db: Db, actor: Actor) {
  const visible = (clientId: string) =>
    inArray(
      clients.id,
      db
        .select({ id: clients.id })
        .from(clients)
        .where(and(visibleClients(actor), eq(clients.id, clientId))),
    );

  return {
    /** Appointments that have started by `now`, with their clinician. */
    pastAppointments: (clientId: string, now: Date, limit: number) =>
      db
        .select({ encounter: encounters, providerName: users.name })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .innerJoin(users, eq(users.id, encounters.providerId))
        .where(and(visible(clientId), lte(encounters.scheduledStart, now)))
        .orderBy(desc(encounters.scheduledStart))
        .limit(limit),

    /** Appointments still ahead that were called off, when that happened. */
    cancelledAhead: (clientId: string, now: Date, limit: number) =>
      db
        .select({ encounter: encounters, providerName: users.name })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .innerJoin(users, eq(users.id, encounters.providerId))
        .where(
          and(
            visible(clientId),
            gt(encounters.scheduledStart, now),
            inArray(encounters.status, ['cancelled', 'late_cancelled']),
            isNotNull(encounters.statusChangedAt),
          ),
        )
        .orderBy(desc(encounters.statusChangedAt))
        .limit(limit),

    /** Notes by when they were started, or (signed) by when they were signed. */
    notes: (clientId: string, limit: number, by: 'created' | 'signed') =>
      db
        .select({
          id: notes.id,
          documentType: notes.documentType,
          createdAt: notes.createdAt,
          signedAt: notes.signedAt,
          authorName: users.name,
          signerName: signers.name,
        })
        .from(notes)
        .innerJoin(clients, eq(clients.id, notes.clientId))
        .innerJoin(users, eq(users.id, notes.authorId))
        .leftJoin(signers, eq(signers.id, notes.signedBy))
        .where(and(visible(clientId), by === 'signed' ? isNotNull(notes.signedAt) : undefined))
        .orderBy(desc(by === 'signed' ? notes.signedAt : notes.createdAt))
        .limit(limit),

    /** Diagnoses by when they were added, or (resolved) by their resolution date. */
    diagnoses: (clientId: string, limit: number, by: 'added' | 'resolved') =>
      db
        .select({ diagnosis: clientDiagnoses, addedByName: users.name })
        .from(clientDiagnoses)
        .innerJoin(clients, eq(clients.id, clientDiagnoses.clientId))
        .leftJoin(users, eq(users.id, clientDiagnoses.addedBy))
        .where(and(visible(clientId), by === 'resolved' ? isNotNull(clientDiagnoses.resolvedOn) : undefined))
        .orderBy(desc(by === 'resolved' ? clientDiagnoses.resolvedOn : clientDiagnoses.createdAt))
        .limit(limit),

    consents: (clientId: string, limit: number) =>
      db
        .select({ consent: clientConsents, recordedByName: users.name })
        .from(clientConsents)
        .innerJoin(clients, eq(clients.id, clientConsents.clientId))
        .leftJoin(users, eq(users.id, clientConsents.recordedBy))
        .where(visible(clientId))
        .orderBy(desc(clientConsents.recordedAt))
        .limit(limit),
  };
}
