import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClientDocumentDetail, SignDocumentRequest } from '@tend/contracts/portal-documents.contract';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { documents } from '../../documents/document-renderer';
import { storeFile } from '../../files/stored-files';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { clientDisplayName } from '../clients/client-view';
import { notifyUser } from '../notifications/notify';
import { callerTimeZone } from '../users/caller-time-zone';
import { documentAudit, type Audit } from './document-audit';
import { toDocumentDetail } from './document-view';
import { clientDocumentsRepo } from './documents.repo';
import { typedNameMatches } from './signature-name';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface SignCall {
  services: Pick<Services, 'db' | 'hub' | 'push'>;
  actor: Actor;
  audit: Audit;
  now: Date;
  ip: string;
}

/** A file name for the signed copy: the title, plain ASCII. */
const signedFileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Document'
  } - signed.pdf`;

/**
 * A portal user signs a consent or policy text: their own name typed, their agreement, the time,
 * their address and the SHA-256 of the exact text are recorded, and a signed PDF is produced and
 * kept, all in one transaction. Signing twice is refused (409), even when two requests race.
 */
export async function signDocument(
  { services, actor, audit, now, ip }: SignCall,
  documentId: string,
  body: SignDocumentRequest,
): Promise<ClientDocumentDetail> {
  const { db } = services;
  const repo = clientDocumentsRepo(db, actor);
  const row = await repo.get(documentId);
  const clientId = row?.document.clientId ?? null;
  const refuse = async (error: Error) => {
    await audit(documentAudit('sign_document', documentId, clientId, 'denied'));
    return error;
  };
  if (!row) {
    await audit(documentAudit('sign_document', documentId, null));
    throw notFound('Document');
  }
  const { document } = row;
  if (document.signedAt) throw await refuse(conflict('This document is already signed.'));
  if (!document.requiresSignature || document.body === null) throw await refuse(badRequest('This document does not need a signature.'));

  const [account] = await db.select({ name: users.name, preferredName: users.preferredName }).from(users).where(eq(users.id, actor.userId));
  if (!account || !typedNameMatches(body.typed_name, account))
    throw await refuse(
      badRequest(`typed_name: type your own full name as it is on your account (${account?.name ?? 'unknown'}).`, [
        { field: 'body.typed_name', message: 'Type your own full name' },
      ]),
    );

  const [practice] = await db.select({ name: practices.name }).from(practices).where(eq(practices.id, actor.practiceId));
  const signedName = body.typed_name.trim().replace(/\s+/g, ' ');
  const clientName = clientDisplayName(row.client);
  const sha256 = sha256Hex(document.body);
  const pdf = await documents.render('signedDocumentPdf', {
    title: document.title,
    body: document.body,
    practiceName: practice?.name ?? 'The practice',
    clientName,
    signedName,
    onBehalfOf: row.client.userId === actor.userId ? null : clientName,
    signedAt: now,
    timeZone: await callerTimeZone(db, actor, body.time_zone),
    ip,
    sha256,
  });

  try {
    await db.transaction(async (tx) => {
      const file = await storeFile(
        tx,
        { fileName: signedFileName(document.title), mediaType: 'application/pdf', bytes: pdf, practiceId: actor.practiceId, uploadedBy: actor.userId },
        now,
      );
      // Signed by another request since the read above: nothing of this one is kept.
      const signature = { signedName, signedAt: now, signedIp: ip, signedSha256: sha256, signedFileId: file.id };
      if (!(await clientDocumentsRepo(tx, actor).sign(documentId, signature))) throw conflict('This document is already signed.');
      await audit(documentAudit('sign_document', documentId, clientId), tx);
    });
  } catch (error) {
    throw error instanceof HttpError && error.status === 409 ? await refuse(error) : error;
  }

  // The clinician hears of it in the bell; the push names no one.
  if (row.client.providerId) {
    await notifyUser(
      services,
      db,
      row.client.providerId,
      {
        type: 'document_signed',
        title: 'Document signed',
        message: `${clientName}: “${document.title}” was signed in the portal.`,
        link: `/clients/${clientId}?tab=documents`,
        push: { title: 'Document signed', body: 'A document was signed in the client portal.' },
      },
      now,
    ).catch(() => undefined);
  }

  const fresh = await repo.get(documentId);
  return toDocumentDetail(fresh!, actor.userId);
}
