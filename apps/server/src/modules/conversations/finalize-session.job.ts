import type { NotePrefs } from '@tend/contracts/assistant.contract';
import { dateInZone } from '@tend/contracts/calendar-days';
import { resolveTimeZone } from '@tend/contracts/time-zone';
import { z } from 'zod';
import { documentFromAccount } from '../../ai/builtin/documents-from-account';
import { narrativeOf } from '../../ai/builtin/intents';
import { actorFromUser } from '../../auth/actor';
import { defineJob } from '../../jobs/define-job';
import { clientDisplayName } from '../clients/client-view';
import { clientsRepo } from '../clients/clients.repo';
import { saveConversationDraft } from '../notes/conversation-draft';
import { findUserWithPractice } from '../users/users.repo';
import { conversationsRepo } from './conversations.repo';

const titleFromText = (text: string) => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.slice(0, 8).join(' ') + (words.length > 8 ? '…' : '');
};

/**
 * Runs when a clinician leaves a conversation: titles it from its content, writes the pending
 * draft note when note mode and a client were set, and records completion. Safe to run twice.
 * Queued for the conversation's owner (userId), who scopes everything it reads and writes.
 */
export const finalizeSession = defineJob({
  kind: 'finalize_session',
  payload: z.object({ conversationId: z.uuid() }),
  budgetMs: 120_000,
  async run({ conversationId }, { db, clock, userId }) {
    const owner = userId ? await findUserWithPractice(db, userId) : null;
    const author = owner?.user;
    if (!owner || !author) return { skipped: 'user not found' };
    const actor = actorFromUser(author, null);
    const conversation = await conversationsRepo(db, actor).get(conversationId);
    if (!conversation) return { skipped: 'conversation not found' };
    const userMessages = await conversationsRepo(db, actor).userMessages(conversationId);
    const narrative = narrativeOf(userMessages);
    const now = clock();

    return db.transaction(async (tx) => {
      const client = conversation.clientId ? await clientsRepo(tx, actor).get(conversation.clientId) : null;
      let title = conversation.title;
      if (title === 'New conversation' && userMessages.length > 0) {
        // The session's date on the clinician's calendar (no browser here: their zone, else the practice's).
        const day = dateInZone(now, resolveTimeZone({ chosen: author.timeZone, practice: owner.practice.timeZone }));
        title = client ? `${clientDisplayName(client)} — ${day.toString()}` : titleFromText(narrative[0] ?? userMessages[0]!);
      }

      let noteId: string | null = null;
      const prefs = (conversation.notePrefs ?? {}) as Partial<NotePrefs>;
      const action = prefs.write_soap
        ? 'soap_note'
        : prefs.client_summary
          ? 'client_summary'
          : prefs.therapist_reflection
            ? 'therapist_weekly_reflection'
            : null;
      if (action && client && narrative.length > 0) {
        const subtype = action === 'soap_note' ? prefs.clinical_subtype : undefined;
        const document = documentFromAccount(action, narrative, subtype)!;
        // A draft already begun for this visit (by this conversation or another) is kept as it is.
        ({ noteId } = await saveConversationDraft(tx, {
          client,
          author,
          conversationId,
          documentType: document.document_type,
          content: document.content,
          now,
          mode: 'keep',
        }));
      }
      await conversationsRepo(tx, actor).finalize(conversationId, title, now);
      return { title, note_id: noteId };
    });
  },
});
