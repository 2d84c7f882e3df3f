import {
  attachmentParamsSchema,
  removeAttachmentResponseSchema,
  unsentAttachmentLimits,
  uploadAttachmentResponseSchema,
  type MessageAttachment,
  type RemoveAttachmentResponse,
} from '@tend/contracts/messaging.contract';
import type { FastifyInstance } from 'fastify';
import { checkUpload, readStoredFile, sendStoredFile, storeFile, uploadLimitBytes } from '../../files/stored-files';
import { conflict, forbidden, notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { messagesRepo, toAttachmentView } from './messages.repo';
import { unsentUploadsRepo } from './unsent-uploads.repo';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Message attachments, for both sides: an upload is the caller's until they send it with a
 * message; a download needs the session and the right to see the message's thread.
 */
export function registerAttachmentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/messages/attachments',
    bodyLimit: uploadLimitBytes,
    // Clinicians who write to clients and portal users both upload here; who uploaded is recorded.
    access: 'session',
    response: uploadAttachmentResponseSchema,
    handler: async ({ actor, request, reply, now, audit }): Promise<MessageAttachment> => {
      if (!actor.permissions.includes('clients:write') && !actor.permissions.includes('portal:self')) throw forbidden();
      const upload = checkUpload(request.body, request.headers['x-file-name']);
      const attachment = await db.transaction(async (tx) => {
        // An upload is a draft of a message, not storage: a user holds one message's worth unsent.
        const unsent = await unsentUploadsRepo(tx, actor).usage();
        const { files, bytes, keepHours } = unsentAttachmentLimits;
        const advice = `Send them with a message or remove them first (unsent files are deleted after ${keepHours} hours).`;
        if (unsent.files >= files) throw conflict(`You have ${unsent.files} files uploaded but not sent, the most allowed. ${advice}`);
        if (unsent.bytes + upload.bytes.length > bytes) {
          throw conflict(
            `Files uploaded but not sent may total at most ${megabytes(bytes)}; yours would come to ${megabytes(unsent.bytes + upload.bytes.length)}. ${advice}`,
          );
        }
        const file = await storeFile(tx, { ...upload, practiceId: actor.practiceId, uploadedBy: actor.userId }, now);
        const id = await messagesRepo(tx, actor).addUpload(file.id, now);
        await audit({ action: 'upload_attachment', recordType: 'message_attachment', recordId: id, outcome: 'success' }, tx);
        return toAttachmentView({ ...file, id });
      });
      reply.status(201);
      return attachment;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/messages/attachments/:id',
    // Only ever the caller's own unsent upload: a sent file is part of the thread's record and stays.
    access: 'session',
    params: attachmentParamsSchema,
    response: removeAttachmentResponseSchema,
    handler: async ({ actor, params, audit }): Promise<RemoveAttachmentResponse> => {
      const removed = await db.transaction(async (tx) => {
        const removed = await unsentUploadsRepo(tx, actor).remove(params.id);
        if (removed) await audit({ action: 'remove_attachment', recordType: 'message_attachment', recordId: params.id, outcome: 'success' }, tx);
        return removed;
      });
      if (!removed) {
        await audit({ action: 'remove_attachment', recordType: 'message_attachment', recordId: params.id, outcome: 'not_found' });
        throw notFound('Unsent attachment');
      }
      return { ok: true };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/messages/attachments/:id',
    access: 'session',
    params: attachmentParamsSchema,
    response: rawResponse('The attached file (PDF or image), as a download.', 'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'),
    handler: async ({ actor, params, reply, audit }) => {
      const found = await messagesRepo(db, actor).attachment(params.id);
      const file = found ? await readStoredFile(db, actor.practiceId, found.fileId) : null;
      await audit({
        action: 'read_attachment',
        recordType: 'message_attachment',
        recordId: params.id,
        clientId: file ? (found?.clientId ?? null) : null,
        outcome: file ? 'success' : 'not_found',
      });
      if (!file) throw notFound('Attachment');
      return sendStoredFile(reply, file);
    },
  });
}
