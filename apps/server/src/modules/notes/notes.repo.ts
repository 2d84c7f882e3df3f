import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { noteAddenda, notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import { dateSpan } from '@tend/contracts/calendar-days';
import type { DocumentType } from '@tend/contracts/notes.contract';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

export interface NoteFilters {
  client_id?: string;
  document_type?: DocumentType;
  status?: 'draft' | 'approved';
  /** Calendar dates, both included, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
  limit: number;
  offset: number;
}

/** Notes are visible exactly when their client is (the join carries the caller's scope). */
export function notesRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const base = () =>
    db
      .select({ note: notes, client: clients, encounter: encounters })
      .from(notes)
      .innerJoin(clients, eq(clients.id, notes.clientId))
      .leftJoin(encounters, eq(encounters.id, notes.encounterId));

  return {
    async get(id: string) {
      const [row] = await base()
        .where(and(scope, eq(notes.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Unsigned first, then newest. */
    async list(f: NoteFilters) {
      const { start, end } = dateSpan(f, f.timeZone);
      const where = and(
        scope,
        f.client_id ? eq(notes.clientId, f.client_id) : undefined,
        f.document_type ? eq(notes.documentType, f.document_type) : undefined,
        f.status ? eq(notes.status, f.status) : undefined,
        start ? gte(notes.createdAt, start) : undefined,
        end ? lt(notes.createdAt, end) : undefined,
      );
      const rows = await base()
        .where(where)
        .orderBy(sql`case when ${notes.status} = 'draft' then 0 else 1 end`, desc(notes.createdAt))
        .limit(f.limit)
        .offset(f.offset);
      const [total] = await db.select({ n: count() }).from(notes).innerJoin(clients, eq(clients.id, notes.clientId)).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    recentAuthored: (limit = 5) =>
      base()
        .where(and(scope, eq(notes.authorId, actor.userId)))
        .orderBy(desc(notes.createdAt))
        .limit(limit),

    /** An appointment the caller documents: their own session with a client they may see. */
    async encounterToDocument(encounterId: string) {
      const [row] = await db
        .select({ encounter: encounters, client: clients })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(scope, eq(encounters.id, encounterId), eq(encounters.providerId, actor.userId)))
        .limit(1);
      return row ?? null;
    },

    async findForEncounter(encounterId: string, documentType: DocumentType) {
      const [row] = await db
        .select({ id: notes.id })
        .from(notes)
        .where(and(eq(notes.encounterId, encounterId), eq(notes.documentType, documentType)))
        .limit(1);
      return row?.id ?? null;
    },

    addenda: (noteId: string) =>
      db
        .select({ id: noteAddenda.id, text: noteAddenda.text, createdAt: noteAddenda.createdAt, authorName: users.name })
        .from(noteAddenda)
        .innerJoin(users, eq(users.id, noteAddenda.authorId))
        .where(eq(noteAddenda.noteId, noteId))
        .orderBy(asc(noteAddenda.createdAt)),
  };
}
