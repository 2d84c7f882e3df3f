import type { NotePrefs } from '@tend/contracts/assistant.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { conversations, messages } from '@tend/db/schema/conversations';
import { users } from '@tend/db/schema/users';
import { documentFromAccount } from '../ai/builtin/documents-from-account';
import { narrativeOf } from '../ai/builtin/intents';
import { clientDisplayName } from '../modules/clients/client-view';
import { saveConversationDraft } from '../modules/notes/conversation-draft';
import type { JobHandler } from './job-runner';

export const finalizeSessionKind = 'finalize_session';

const titleFromText = (text: string) => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.slice(0, 8).join(' ') + (words.length > 8 ? '…' : '');
};

/**
 * Runs when a clinician leaves a conversation: titles it from its content, writes the pending
 * draft note when note mode and a client were set, and records completion. Safe to run twice.
 */
export function finalizeSessionJob(db: Db, clock: () => Date): JobHandler {
  return {
    budgetMs: 120_000,
    async run(job) {
      const conversationId = String(job.payload.conversationId);
      const [conversation] = await db.select().from(conversations).where(and(eq(conversations.id, conversationId), eq(conversations.userId, job.userId!)));
      if (!conversation) return { skipped: 'conversation not found' };
      const [author] = await db.select().from(users).where(eq(users.id, conversation.userId));
      const userMessages = (await db.select().from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.role, 'user'))).orderBy(asc(messages.createdAt))).map((m) => m.content);
      const narrative = narrativeOf(userMessages);
      const now = clock();

      return db.transaction(async (tx) => {
        const client = conversation.clientId ? (await tx.select().from(clients).where(eq(clients.id, conversation.clientId)))[0] : undefined;
        let title = conversation.title;
        if (title === 'New conversation' && userMessages.length > 0) {
          title = client ? `${clientDisplayName(client)} — ${now.toISOString().slice(0, 10)}` : titleFromText(narrative[0] ?? userMessages[0]!);
        }

        let noteId: string | null = null;
        const prefs = (conversation.notePrefs ?? {}) as Partial<NotePrefs>;
        const action = prefs.write_soap ? 'soap_note' : prefs.client_summary ? 'client_summary' : prefs.therapist_reflection ? 'therapist_weekly_reflection' : null;
        if (action && client && author && narrative.length > 0) {
          const subtype = action === 'soap_note' ? prefs.clinical_subtype : undefined;
          const document = documentFromAccount(action, narrative, subtype)!;
          // A draft the assistant already saved for this conversation is kept as it is.
          ({ noteId } = await saveConversationDraft(tx, { client, author, conversationId, documentType: document.document_type, content: document.content, now, replaceExisting: false }));
        }
        // The first finalization is the one recorded; a repeat only refreshes the title.
        await tx.update(conversations).set({ title, finalizedAt: sql`coalesce(${conversations.finalizedAt}, ${now})` }).where(eq(conversations.id, conversationId));
        return { title, note_id: noteId };
      });
    },
  };
}
