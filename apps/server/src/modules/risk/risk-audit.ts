import type { AuditEntry, AuditOutcome } from '../../audit/audit';

/** Audit events of risk records: every read and write names the record and its client. */
export const riskAudit = {
  assessment: (action: string, id: string | null, clientId: string | null, outcome: AuditOutcome = 'success'): AuditEntry => ({
    action,
    recordType: 'risk_assessment',
    recordId: id,
    clientId,
    outcome,
  }),
  safetyPlan: (action: string, id: string | null, clientId: string | null, outcome: AuditOutcome = 'success'): AuditEntry => ({
    action,
    recordType: 'safety_plan',
    recordId: id,
    clientId,
    outcome,
  }),
};
