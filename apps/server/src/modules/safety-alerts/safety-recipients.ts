import type { Db } from '@tend/db/client';
import { safetyRecipientsRepo } from './safety-recipients.repo';

/**
 * Why someone hears of an alert: the client's clinician; the clinician's supervisor; an admin because
 * the client has no active clinician; or an admin because the clinician has no supervisor (where the
 * alert asks for oversight: a high risk result, decision 015).
 */
export type SafetyRecipientRole = 'clinician' | 'supervisor' | 'admin_unassigned' | 'admin_unsupervised';

export interface SafetyRecipient {
  userId: string;
  as: SafetyRecipientRole;
}

/**
 * `clinician`: the alert is for whoever holds the client (a client's own answer, docs/decisions/013).
 * `oversight`: it also needs someone above the clinician, the supervisor or else the admins (a high
 * risk result the clinician recorded themself, docs/decisions/015).
 */
export type SafetyAudience = 'clinician' | 'oversight';

/**
 * Every safety alert's recipients, in one place (docs/decisions/021): the client's active clinician
 * and, for a supervisee, their active supervisor; with no active clinician, the practice's active
 * admins. Nobody twice. Empty only when the practice has no one at all to tell.
 */
export async function resolveSafetyRecipients(
  db: Db,
  client: { practiceId: string; providerId: string | null },
  audience: SafetyAudience,
): Promise<SafetyRecipient[]> {
  const repo = safetyRecipientsRepo(db, client.practiceId);
  const provider = client.providerId ? await repo.providerWithSupervisor(client.providerId) : null;
  const recipients: SafetyRecipient[] = [];
  if (provider?.active) recipients.push({ userId: provider.id, as: 'clinician' });
  // A deactivated clinician's supervisor still oversees the caseload they left.
  if (provider?.supervisorId) recipients.push({ userId: provider.supervisorId, as: 'supervisor' });
  const adminsAs: SafetyRecipientRole | null = !provider?.active
    ? 'admin_unassigned'
    : audience === 'oversight' && !provider.supervisorId
      ? 'admin_unsupervised'
      : null;
  if (adminsAs) {
    for (const userId of await repo.activeAdmins()) if (!recipients.some((r) => r.userId === userId)) recipients.push({ userId, as: adminsAs });
  }
  return recipients;
}
