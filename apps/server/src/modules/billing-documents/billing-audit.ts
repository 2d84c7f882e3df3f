import type { AuditEntry } from '../../audit/audit';

export type { Audit } from '../../http/route';
export type BillingDocumentType = 'statement' | 'superbill' | 'claim';

/** One billing document produced or downloaded: which kind, which record, whose (null when nothing was found). */
export function billingDocAudit(
  action: string,
  recordType: BillingDocumentType,
  recordId: string | null,
  clientId: string | null,
  outcome: AuditEntry['outcome'] = clientId ? 'success' : 'not_found',
) {
  return { action, recordType, recordId, clientId, outcome } satisfies AuditEntry;
}
