import type { Superbill } from '@tend/contracts/billing-documents.contract';
import type { SuperbillRow } from './superbills.repo';

export function toSuperbillView(row: SuperbillRow): Superbill {
  return {
    id: row.id,
    client_id: row.clientId,
    client_name: row.clientName,
    provider_id: row.providerId,
    provider_name: row.providerName,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    charge_ids: row.chargeIds,
    total_cents: row.totalCents,
    paid_cents: row.paidCents,
    status: row.status,
    sent_at: row.sentAt?.toISOString() ?? null,
    has_pdf: row.fileId !== null,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
  };
}
