import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
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

  const filtersOf = (f: NoteFilters) => {
    const { start, end } = dateSpan(f, f.timeZone);
    return and(
      scope,
      f.client_id ? eq(notes.clientId, f.client_id) : undefined,
      f.document_type ? eq(notes.documentType, f.document_type) : undefined,
      f.status ? eq(notes.status, f.status) : undefined,
      start ? gte(notes.createdAt, start) : undefined,
      end ? lt(notes.createdAt, end) : undefined,
    );
  };
  const page = (where: SQL | undefined, f: NoteFilters) =>
    base()
      // The practice is implied by the scope (a note is in its client's practice); said here so
      // `notes_list_order_idx` can lead with it. Not in the count, which `notes_client_idx` answers alone.
      .where(and(where, eq(notes.practiceId, actor.practiceId)))
      // 'draft' sorts after 'approved', the only other status: descending puts drafts first, in index order.
      .orderBy(desc(notes.status), desc(notes.createdAt), desc(notes.id))
      .limit(f.limit)
      .offset(f.offset);

  return {
    async get(id: string) {
      const [row] = await base()
        .where(and(scope, eq(notes.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Unsigned first, then newest (and the later id first between notes of the same moment). */
    async list(f: NoteFilters) {
      const where = filtersOf(f);
      const rows = await page(where, f);
      const [total] = await db.select({ n: count() }).from(notes).innerJoin(clients, eq(clients.id, notes.clientId)).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The page query of `list`, not run: the tests read its plan. */
    listPageQuery: (f: NoteFilters) => page(filtersOf(f), f),

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
