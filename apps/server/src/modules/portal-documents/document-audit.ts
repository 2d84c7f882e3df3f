import type { AuditEntry } from '../../audit/audit';

export type { Audit } from '../../http/route';

/** One touch of a document: found (with its client) or not (no client named, nothing learned). */
export function documentAudit(
  action: string,
  documentId: string,
  clientId: string | null,
  outcome: AuditEntry['outcome'] = clientId ? 'success' : 'not_found',
) {
  return { action, recordType: 'client_document', recordId: documentId, clientId, outcome } satisfies AuditEntry;
}
