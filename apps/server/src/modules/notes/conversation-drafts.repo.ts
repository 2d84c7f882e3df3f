import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { notHeldStatuses } from '@tend/contracts/calendar.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

const week = 7 * 24 * 60 * 60_000;

export type DraftNote = Pick<
  typeof notes.$inferSelect,
  'id' | 'status' | 'authorId' | 'noteContent' | 'conversationId' | 'draftedContent' | 'createdAt' | 'signedAt' | 'updatedAt'
>;

const draftColumns = {
  id: notes.id,
  status: notes.status,
  authorId: notes.authorId,
  noteContent: notes.noteContent,
  conversationId: notes.conversationId,
  draftedContent: notes.draftedContent,
  createdAt: notes.createdAt,
  signedAt: notes.signedAt,
  updatedAt: notes.updatedAt,
};

/**
 * What the assistant's drafts need to find the one draft of a kind for a visit (conversation-draft.ts).
 * Built with the clinician the draft is written for: only their clients' notes and their own drafts.
 */
export function conversationDraftsRepo(db: Db, actor: Actor) {
  const visible = inArray(notes.clientId, db.select({ id: clients.id }).from(clients).where(visibleClients(actor)));
  const mine = and(visible, eq(notes.authorId, actor.userId));

  return {
    /**
     * Serialises drafting for one client and kind until the transaction ends: the drafted-note job and
     * finalize-session, from one conversation or several, may run at once on different workers.
     */
    async lock(clientId: string, documentType: DocumentType): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-drafts:${clientId}:${documentType}`}, 0))`);
    },

    /** The caller's unsigned draft of this kind for this client that this conversation wrote. */
    async conversationDraft(conversationId: string, clientId: string, documentType: DocumentType): Promise<DraftNote | null> {
      const [row] = await db
        .select(draftColumns)
        .from(notes)
        .where(
          and(mine, eq(notes.conversationId, conversationId), eq(notes.clientId, clientId), eq(notes.documentType, documentType), eq(notes.status, 'draft')),
        )
        .orderBy(desc(notes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The visit this conversation's earlier note of this kind was attached to (a draft since signed). */
    async conversationVisit(conversationId: string, clientId: string, documentType: DocumentType): Promise<string | null> {
      const [row] = await db
        .select({ encounterId: notes.encounterId })
        .from(notes)
        .where(
          and(
            visible,
            eq(notes.conversationId, conversationId),
            eq(notes.clientId, clientId),
            eq(notes.documentType, documentType),
            isNotNull(notes.encounterId),
          ),
        )
        .orderBy(desc(notes.createdAt))
        .limit(1);
      return row?.encounterId ?? null;
    },

    /** The client's latest session with the caller in the past week that took place (or may have): the visit being documented. */
    async currentVisit(clientId: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ id: encounters.id })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(
          and(
            visibleClients(actor),
            eq(encounters.clientId, clientId),
            eq(encounters.providerId, actor.userId),
            lte(encounters.scheduledStart, now),
            gte(encounters.scheduledStart, new Date(now.getTime() - week)),
            notInArray(encounters.status, [...notHeldStatuses]),
          ),
        )
        .orderBy(desc(encounters.scheduledStart), desc(encounters.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** The note of this kind on a visit (at most one: notes_one_per_encounter_and_type). */
    async onVisit(encounterId: string, documentType: DocumentType): Promise<DraftNote | null> {
      const [row] = await db
        .select(draftColumns)
        .from(notes)
        .where(and(visible, eq(notes.encounterId, encounterId), eq(notes.documentType, documentType)))
        .limit(1);
      return row ?? null;
    },

    /** The caller's unsigned draft of this kind for the client, attached to no visit, written at or after `since`. */
    async unattachedDraftSince(clientId: string, documentType: DocumentType, since: Date): Promise<DraftNote | null> {
      const [row] = await db
        .select(draftColumns)
        .from(notes)
        .where(
          and(
            mine,
            eq(notes.clientId, clientId),
            eq(notes.documentType, documentType),
            eq(notes.status, 'draft'),
            isNull(notes.encounterId),
            gte(notes.createdAt, since),
          ),
        )
        .orderBy(desc(notes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** A new draft by the caller. */
    async create(
      values: Pick<typeof notes.$inferInsert, 'practiceId' | 'clientId' | 'encounterId' | 'conversationId' | 'documentType' | 'noteContent'>,
      now: Date,
    ) {
      const [row] = await db
        .insert(notes)
        .values({ ...values, authorId: actor.userId, draftedContent: values.noteContent, status: 'draft', createdAt: now, updatedAt: now })
        .returning({ id: notes.id });
      return row!.id;
    },

    /**
     * A new generation becomes the draft's text, and the text the clinician's edits are measured
     * from; the conversation that wrote it is the one the note page compares it with ("Not in the
     * note"). Only an unsigned draft of the caller's changes; false when there was none.
     */
    async regenerate(noteId: string, content: string, conversationId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(notes)
        .set({ noteContent: content, draftedContent: content, conversationId, updatedAt: now })
        .where(and(mine, eq(notes.id, noteId), eq(notes.status, 'draft')))
        .returning({ id: notes.id });
      return !!row;
    },
  };
}
