import { and, eq } from 'drizzle-orm';
import type { DocumentType } from '@tend/contracts/notes.contract';
import type { Db } from '@tend/db/client';
import type { clients } from '@tend/db/schema/clients';
import { notes } from '@tend/db/schema/notes';
import type { users } from '@tend/db/schema/users';
import { recordAudit } from '../../audit/audit';
import { encounterToAttach, lockConversationNotes } from './attach-encounter';

interface DraftInput {
  client: typeof clients.$inferSelect;
  author: typeof users.$inferSelect;
  conversationId: string;
  documentType: DocumentType;
  content: string;
  now: Date;
  /** Replace the text of an existing draft (a newer generation) instead of keeping it. */
  replaceExisting: boolean;
}

/**
 * The one draft of this kind for a conversation: created (attached to the client's latest
 * appointment still lacking one, audited) or found. Call inside a transaction; concurrent callers
 * for one conversation are serialised, so there is never a second draft.
 */
export async function saveConversationDraft(tx: Db, d: DraftInput): Promise<{ noteId: string; created: boolean }> {
  await lockConversationNotes(tx, d.conversationId);
  const [existing] = await tx
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.conversationId, d.conversationId), eq(notes.documentType, d.documentType)));
  if (existing) {
    if (d.replaceExisting)
      await tx
        .update(notes)
        // A new generation is a new draft: the clinician's edits are measured from it.
        .set({ noteContent: d.content, draftedContent: d.content, updatedAt: d.now })
        .where(and(eq(notes.id, existing.id), eq(notes.status, 'draft')));
    return { noteId: existing.id, created: false };
  }
  const [note] = await tx
    .insert(notes)
    .values({
      practiceId: d.client.practiceId,
      clientId: d.client.id,
      encounterId: await encounterToAttach(tx, d.client.id, d.author.id, d.documentType, d.now),
      conversationId: d.conversationId,
      authorId: d.author.id,
      documentType: d.documentType,
      noteContent: d.content,
      draftedContent: d.content,
      status: 'draft',
      createdAt: d.now,
      updatedAt: d.now,
    })
    .returning({ id: notes.id });
  await recordAudit(
    tx,
    { actor: { userId: d.author.id, role: d.author.role, practiceId: d.author.practiceId }, ip: null, now: d.now },
    { action: 'create', recordType: 'note', recordId: note!.id, clientId: d.client.id, outcome: 'success' },
  );
  return { noteId: note!.id, created: true };
}
