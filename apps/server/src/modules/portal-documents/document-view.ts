import type { ClientDocument, ClientDocumentDetail } from '@tend/contracts/portal-documents.contract';
import { clientDisplayName } from '../clients/client-view';
import type { DocumentRow } from './documents.repo';

export function toDocumentView({ document: d, client, sharedByName, file }: DocumentRow): ClientDocument {
  return {
    id: d.id,
    client_id: d.clientId,
    client_name: clientDisplayName(client),
    kind: d.kind,
    title: d.title,
    status: d.signedAt ? 'signed' : d.requiresSignature ? 'to_sign' : 'shared',
    requires_signature: d.requiresSignature,
    shared_at: d.sharedAt.toISOString(),
    shared_by_name: sharedByName,
    file: d.fileId && file ? { file_name: file.fileName, media_type: file.mediaType, size_bytes: file.sizeBytes } : null,
    signed_at: d.signedAt?.toISOString() ?? null,
    signed_name: d.signedName,
    signed_on_behalf: !!d.signedBy && d.signedBy !== client.userId,
    signed_ip: d.signedIp,
    signed_sha256: d.signedSha256,
    has_signed_pdf: !!d.signedFileId,
  };
}

/** With the text; `readerId` is the portal user reading, who signs for the client when it is not their own record. */
export const toDocumentDetail = (row: DocumentRow, readerId: string): ClientDocumentDetail => {
  const view = toDocumentView(row);
  return { ...view, body: row.document.body, on_behalf_of: row.client.userId === readerId ? null : view.client_name };
};
