import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { noteAddenda, notes } from '@tend/db/schema/notes';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

type NoteInsert = typeof notes.$inferInsert;
type NewNote = Omit<NoteInsert, 'id' | 'authorId' | 'conversationId'>;
type DraftChanges = Partial<
  Pick<NoteInsert, 'noteContent' | 'documentType' | 'encounterId' | 'status' | 'signedAt' | 'signedBy' | 'riskResponse' | 'signingRecord'>
>;

/**
 * Writing notes (reading them is notesRepo). The caller writes as themselves, and a change by id
 * reaches only a note whose client they may see — the same scope as reading, as a subquery.
 */
export function noteWritesRepo(db: Db, actor: Actor) {
  const visible = inArray(notes.clientId, db.select({ id: clients.id }).from(clients).where(visibleClients(actor)));
  return {
    /** A note by the caller; the caller has checked the appointment it documents is theirs. */
    async create(values: NewNote): Promise<string> {
      const [row] = await db
        .insert(notes)
        .values({ ...values, authorId: actor.userId })
        .returning({ id: notes.id });
      return row!.id;
    },

    /**
     * Changes a draft. A signed note is locked: nothing changes and false comes back, so signing
     * (status → approved) also happens once when two approvals race. The first change of its text
     * keeps the text as drafted, which the page compares with to show the clinician's edits.
     */
    async updateDraft(id: string, changes: DraftChanges, now: Date): Promise<boolean> {
      const drafted = changes.noteContent === undefined ? {} : { draftedContent: sql`coalesce(${notes.draftedContent}, ${notes.noteContent})` };
      const [row] = await db
        .update(notes)
        .set({ ...changes, ...drafted, updatedAt: now })
        .where(and(visible, eq(notes.id, id), eq(notes.status, 'draft')))
        .returning({ id: notes.id });
      return !!row;
    },

    async addAddendum(noteId: string, text: string, now: Date): Promise<void> {
      await db.insert(noteAddenda).values({ noteId, authorId: actor.userId, text, createdAt: now });
    },
  };
}
