import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { clientDocuments } from '@tend/db/schema/portal';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import { documents } from '../../documents/document-renderer';
import { storeFile } from '../../files/stored-files';
import type { DemoPortal } from '../demo/demo-portal';
import { clientDisplayName } from '../clients/client-view';
import { documentTemplate } from './document-templates';
import { sha256Hex } from './sign-document';

/** A documentation address (RFC 5737): the sample signature came from no real network. */
const sampleIp = '192.0.2.10';

/**
 * A demo portal's documents: the informed consent signed a week ago (with its signed PDF, as
 * signing in the portal makes it) and the telehealth consent waiting to be signed.
 */
export async function insertDemoDocuments(tx: Db, portal: DemoPortal): Promise<void> {
  const clientId = portal.clientIds[0];
  if (!clientId) return;
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  const [signer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, portal.portalUserId));
  const [practice] = await tx.select({ name: practices.name }).from(practices).where(eq(practices.id, portal.practiceId));
  if (!client || !signer) return;

  const day = 24 * 60 * 60_000;
  const sharedAt = new Date(portal.now.getTime() - 8 * day);
  const signedAt = new Date(portal.now.getTime() - 7 * day);
  const consent = documentTemplate('informed_consent');
  const telehealth = documentTemplate('telehealth_consent');
  const clientName = clientDisplayName(client);
  const sha256 = sha256Hex(consent.body);
  const pdf = await documents.render('signedDocumentPdf', {
    title: consent.title,
    body: consent.body,
    practiceName: practice?.name ?? 'The practice',
    clientName,
    signedName: signer.name,
    onBehalfOf: client.userId === portal.portalUserId ? null : clientName,
    signedAt,
    timeZone: portal.timeZone,
    ip: sampleIp,
    sha256,
  });
  const file = await storeFile(
    tx,
    { fileName: `${consent.title} - signed.pdf`, mediaType: 'application/pdf', bytes: pdf, practiceId: portal.practiceId, uploadedBy: portal.portalUserId },
    signedAt,
  );
  const shared = { practiceId: portal.practiceId, clientId, requiresSignature: true, sharedBy: portal.clinicianId, sharedAt };
  await tx.insert(clientDocuments).values([
    {
      ...shared,
      kind: consent.kind,
      title: consent.title,
      body: consent.body,
      signedBy: portal.portalUserId,
      signedName: signer.name,
      signedAt,
      signedIp: sampleIp,
      signedSha256: sha256,
      signedFileId: file.id,
    },
    { ...shared, kind: telehealth.kind, title: telehealth.title, body: telehealth.body, sharedAt: new Date(portal.now.getTime() - day) },
  ]);
}
