import type { FastifyReply } from 'fastify';
import type { Db } from '@tend/db/client';
import { readStoredFile, sendStoredFile } from '../../files/stored-files';
import { notFound } from '../../http/errors';
import type { Actor } from '../../auth/actor';
import { documentAudit, type Audit } from './document-audit';
import { clientDocumentsRepo } from './documents.repo';

export type DocumentFileKind = 'file' | 'signed-pdf';

/**
 * Sends a document's shared file or its signed PDF, after finding the document in the caller's
 * scope (and, for the practice's URL, under the client named). Audited either way; a document
 * out of scope, or without that file, answers 404 with nothing of it in the body.
 */
export async function sendDocumentFile(
  { db, actor, audit, reply }: { db: Db; actor: Actor; audit: Audit; reply: FastifyReply },
  which: DocumentFileKind,
  documentId: string,
  clientId?: string,
) {
  const row = await clientDocumentsRepo(db, actor).get(documentId, clientId);
  const fileId = which === 'file' ? row?.document.fileId : row?.document.signedFileId;
  const file = fileId ? await readStoredFile(db, actor.practiceId, fileId) : null;
  const action = which === 'file' ? 'download_document' : 'download_signed_document';
  await audit(documentAudit(action, documentId, row?.document.clientId ?? null, row && file ? 'success' : 'not_found'));
  if (!row) throw notFound('Document');
  if (!file) throw notFound(which === 'file' ? 'File' : 'Signed PDF');
  return sendStoredFile(reply, file);
}
