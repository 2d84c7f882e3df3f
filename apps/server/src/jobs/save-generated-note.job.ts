import type { SoapProgressEvent } from '@tend/contracts/notifications.contract';
import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import { documentTypeLabels, type DocumentType } from '@tend/contracts/notes.contract';
import { clientDisplayName } from '../modules/clients/client-view';
import { saveConversationDraft } from '../modules/notes/conversation-draft';
import { notificationsRepo, toNotificationView } from '../modules/notifications/notifications.repo';
import type { PushSender } from '../push/push-sender';
import type { NotificationHub } from '../realtime/hub';
import type { JobHandler } from './job-runner';

export const saveGeneratedNoteKind = 'save_generated_note';

export interface SaveGeneratedNotePayload {
  [key: string]: unknown;
  conversationId: string;
  clientId: string;
  documentType: DocumentType;
  content: string;
}

const progress = (status: SoapProgressEvent['status'], sessionId: string, message: string, noteId: string | null = null, content: string | null = null): SoapProgressEvent => ({
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
 * runs it again; it is idempotent per conversation and document type, so it never saves twice.
 */
export function saveGeneratedNoteJob(db: Db, hub: NotificationHub, push: PushSender, clock: () => Date): JobHandler {
  return {
    budgetMs: 120_000,
    async run(job) {
      const p = job.payload as SaveGeneratedNotePayload;
      const userId = job.userId!;
      await hub.notifyUser(userId, progress('processing', p.conversationId, 'Preparing your note…'));
      const [author] = await db.select().from(users).where(eq(users.id, userId));
      const [client] = await db.select().from(clients).where(eq(clients.id, p.clientId));
      if (!author || !client) throw new Error('the client or clinician no longer exists');
      await hub.notifyUser(userId, progress('saving', p.conversationId, 'Saving the draft…'));
      const now = clock();
      const { noteId, created } = await db.transaction((tx) =>
        saveConversationDraft(tx, { client, author, conversationId: p.conversationId, documentType: p.documentType, content: p.content, now, replaceExisting: true }),
      );
      if (created) {
        const label = documentTypeLabels[p.documentType];
        const notification = await notificationsRepo(db, userId).create({ type: 'note_created', title: `${label} ready for review`, message: `Draft ${label.toLowerCase()} for ${clientDisplayName(client)} is ready to review and sign.`, link: `/notes/${noteId}` }, now);
        await hub.notifyUser(userId, { type: 'notification', notification: toNotificationView(notification) });
        // Best effort, and without the client's name: a push travels through the browser vendor's service.
        await push.sendToUser(userId, { title: `${label} ready for review`, body: 'A draft note is ready to review and sign.', link: `/notes/${noteId}` }).catch(() => undefined);
      }
      await hub.notifyUser(userId, progress('complete', p.conversationId, 'Note saved as a draft.', noteId, p.content));
      return { note_id: noteId };
    },
    async onFailed(job) {
      const p = job.payload as SaveGeneratedNotePayload;
      await hub.notifyUser(job.userId!, progress('error', p.conversationId, 'The note could not be saved. Your conversation is kept; try again.'));
    },
  };
}
