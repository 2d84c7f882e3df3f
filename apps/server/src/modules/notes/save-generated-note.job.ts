import { documentTypeLabels, documentTypes, labelInSentence } from '@tend/contracts/notes.contract';
import type { SoapProgressEvent } from '@tend/contracts/notifications.contract';
import { z } from 'zod';
import { actorFromUser } from '../../auth/actor';
import { defineJob } from '../../jobs/define-job';
import { clientDisplayName } from '../clients/client-view';
import { clientsRepo } from '../clients/clients.repo';
import { notificationsRepo, toNotificationView } from '../notifications/notifications.repo';
import { findUserWithPractice } from '../users/users.repo';
import { saveConversationDraft } from './conversation-draft';

const progress = (
  status: SoapProgressEvent['status'],
  sessionId: string,
  message: string,
  noteId: string | null = null,
  content: string | null = null,
): SoapProgressEvent => ({
  type: 'soap_progress',
  status,
  message,
  note_id: noteId,
  note_data: noteId ? { note_id: noteId, id: noteId, session_id: sessionId } : null,
  content,
  session_id: sessionId,
});

/**
 * Saves a note the assistant drafted as a durable job, telling the clinician's sockets how it goes
 * (processing → saving → complete | error; respond already sent generating). A restart mid-job
 * runs it again; it is idempotent per assistant turn, so it never saves twice. A repeated request
 * for the same visit and kind updates its one draft (conversation-draft.ts), and the bell rings only
 * for a new draft. Queued for the clinician (userId), whose caseload scopes what it reads.
 */
export const saveGeneratedNote = defineJob({
  kind: 'save_generated_note',
  payload: z.object({
    conversationId: z.uuid(),
    clientId: z.uuid(),
    documentType: z.enum(documentTypes),
    content: z.string(),
    /** The assistant turn that drafted it (jobs queued before it was sent have none). */
    messageId: z.uuid().optional(),
  }),
  budgetMs: 120_000,
  async run(p, { db, hub, push, clock, userId }) {
    if (!userId) throw new Error('the job names no clinician');
    await hub.notifyUser(userId, progress('processing', p.conversationId, 'Preparing your note…'));
    const author = (await findUserWithPractice(db, userId))?.user;
    const client = author ? await clientsRepo(db, actorFromUser(author, null)).get(p.clientId) : null;
    if (!author || !client) throw new Error('the client or clinician no longer exists');
    await hub.notifyUser(userId, progress('saving', p.conversationId, 'Saving the draft…'));
    const now = clock();
    const { noteId, created } = await db.transaction((tx) =>
      saveConversationDraft(tx, {
        client,
        author,
        conversationId: p.conversationId,
        documentType: p.documentType,
        content: p.content,
        now,
        mode: 'generation',
        messageId: p.messageId,
      }),
    );
    // Once per draft: a new generation of a draft already announced only moves the progress banner.
    if (created) {
      const label = documentTypeLabels[p.documentType];
      const notification = await notificationsRepo(db, { userId }).create(
        {
          type: 'note_created',
          title: `${label} ready for review`,
          message: `Draft ${labelInSentence(label)} for ${clientDisplayName(client)} is ready to review and sign.`,
          link: `/notes/${noteId}`,
        },
        now,
      );
      await hub.notifyUser(userId, { type: 'notification', notification: toNotificationView(notification) });
      // Best effort, and without the client's name: a push travels through the browser vendor's service.
      await push
        .sendToUser(userId, { title: `${label} ready for review`, body: 'A draft note is ready to review and sign.', link: `/notes/${noteId}` })
        .catch(() => undefined);
    }
    await hub.notifyUser(userId, progress('complete', p.conversationId, 'Note saved as a draft.', noteId, p.content));
    return { note_id: noteId };
  },
  async onFailed(p, { hub, userId }) {
    if (userId) await hub.notifyUser(userId, progress('error', p.conversationId, 'The note could not be saved. Your conversation is kept; try again.'));
  },
});
