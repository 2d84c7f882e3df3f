import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@tend/db/client';
import { auditEvents } from '@tend/db/schema/audit';
import { charges, payments } from '@tend/db/schema/billing';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { measureResponses } from '@tend/db/schema/measures';
import { noteAddenda, notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import { clinicianUsers } from '../../auth/access';

/** What one export covers: a practice, or one client of it. Every query below is held to it. */
export interface ExportScope {
  practiceId: string;
  clientId: string | null;
}

/** Rows are read this many at a time, so a large practice never sits in one result set. */
export const pageSize = 500;

/** Every row of a query, a page at a time (ordered by the caller, id last, so pages never overlap or skip). */
export async function* paged<T>(fetchPage: (limit: number, offset: number) => Promise<T[]>): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await fetchPage(pageSize, offset);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
  }
}

const ofClient = (column: typeof clients.id | typeof encounters.clientId, scope: ExportScope): SQL | undefined =>
  scope.clientId ? eq(column, scope.clientId) : undefined;

const signer = alias(users, 'signer');

/** The readers of each kind of record, each a page at a time. */
export function exportRecords(db: Db, scope: ExportScope) {
  return {
    clients: () =>
      paged((limit, offset) =>
        db
          .select()
          .from(clients)
          .where(and(eq(clients.practiceId, scope.practiceId), ofClient(clients.id, scope)))
          .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
          .limit(limit)
          .offset(offset),
      ),

    appointments: () =>
      paged((limit, offset) =>
        db
          .select({ encounter: encounters, providerName: users.name })
          .from(encounters)
          .innerJoin(users, eq(users.id, encounters.providerId))
          .where(and(eq(encounters.practiceId, scope.practiceId), ofClient(encounters.clientId, scope)))
          .orderBy(asc(encounters.scheduledStart), asc(encounters.id))
          .limit(limit)
          .offset(offset),
      ),

    notes: () =>
      paged((limit, offset) =>
        db
          .select({ note: notes, authorName: users.name, signerName: signer.name, client: clients, encounter: encounters })
          .from(notes)
          .innerJoin(clients, eq(clients.id, notes.clientId))
          .innerJoin(users, eq(users.id, notes.authorId))
          .leftJoin(signer, eq(signer.id, notes.signedBy))
          .leftJoin(encounters, eq(encounters.id, notes.encounterId))
          .where(and(eq(notes.practiceId, scope.practiceId), scope.clientId ? eq(notes.clientId, scope.clientId) : undefined))
          .orderBy(asc(notes.createdAt), asc(notes.id))
          .limit(limit)
          .offset(offset),
      ),

    addenda: () =>
      paged((limit, offset) =>
        db
          .select({ addendum: noteAddenda, clientId: notes.clientId, authorName: users.name })
          .from(noteAddenda)
          .innerJoin(notes, eq(notes.id, noteAddenda.noteId))
          .innerJoin(users, eq(users.id, noteAddenda.authorId))
          .where(and(eq(notes.practiceId, scope.practiceId), scope.clientId ? eq(notes.clientId, scope.clientId) : undefined))
          .orderBy(asc(noteAddenda.createdAt), asc(noteAddenda.id))
          .limit(limit)
          .offset(offset),
      ),

    /** The addenda of some notes, oldest first (what a note's export carries after it). */
    addendaOf: (noteIds: string[]) =>
      noteIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ noteId: noteAddenda.noteId, text: noteAddenda.text, createdAt: noteAddenda.createdAt, authorName: users.name })
            .from(noteAddenda)
            .innerJoin(users, eq(users.id, noteAddenda.authorId))
            .where(inArray(noteAddenda.noteId, noteIds))
            .orderBy(asc(noteAddenda.createdAt), asc(noteAddenda.id)),

    measures: () =>
      paged((limit, offset) =>
        db
          .select()
          .from(measureResponses)
          .where(and(eq(measureResponses.practiceId, scope.practiceId), scope.clientId ? eq(measureResponses.clientId, scope.clientId) : undefined))
          .orderBy(asc(measureResponses.submittedAt), asc(measureResponses.id))
          .limit(limit)
          .offset(offset),
      ),

    charges: () =>
      paged((limit, offset) =>
        db
          .select()
          .from(charges)
          .where(and(eq(charges.practiceId, scope.practiceId), scope.clientId ? eq(charges.clientId, scope.clientId) : undefined))
          .orderBy(asc(charges.serviceDate), asc(charges.id))
          .limit(limit)
          .offset(offset),
      ),

    payments: () =>
      paged((limit, offset) =>
        db
          .select()
          .from(payments)
          .where(and(eq(payments.practiceId, scope.practiceId), scope.clientId ? eq(payments.clientId, scope.clientId) : undefined))
          .orderBy(asc(payments.receivedOn), asc(payments.id))
          .limit(limit)
          .offset(offset),
      ),

    /** The practice's audit trail, or (client scope) the events about that client. */
    audit: () =>
      paged((limit, offset) =>
        db
          .select({ event: auditEvents, actorName: users.name })
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorId))
          .where(and(eq(auditEvents.practiceId, scope.practiceId), scope.clientId ? eq(auditEvents.clientId, scope.clientId) : undefined))
          .orderBy(asc(auditEvents.seq))
          .limit(limit)
          .offset(offset),
      ),

    /** The practice's clinicians; for one client, those who appear in their record. */
    clinicians: (referenced: Iterable<string>) => {
      const ids = [...new Set(referenced)];
      const mentioned = ids.length ? inArray(users.id, ids) : undefined;
      const all = scope.clientId ? undefined : clinicianUsers();
      const which = or(mentioned, all);
      if (!which) return Promise.resolve([]);
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(and(eq(users.practiceId, scope.practiceId), which))
        .orderBy(asc(users.name), asc(users.id));
    },
  };
}

export type ExportRecords = ReturnType<typeof exportRecords>;

/** One note as the exports read it: with its client, encounter, author's and signer's names. */
export type ExportNoteRow = ExportRecords['notes'] extends () => AsyncGenerator<(infer R)[]> ? R : never;
