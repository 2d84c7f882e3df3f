import type { AuditEntry } from '../../audit/audit';
import type { RouteContext } from '../../http/route';

export type Audit = RouteContext<unknown, unknown, unknown>['audit'];

/** One touch of a document: found (with its client) or not (no client named, nothing learned). */
export function documentAudit(
  action: string,
  documentId: string,
  clientId: string | null,
  outcome: AuditEntry['outcome'] = clientId ? 'success' : 'not_found',
) {
  return { action, recordType: 'client_document', recordId: documentId, clientId, outcome } satisfies AuditEntry;
}
