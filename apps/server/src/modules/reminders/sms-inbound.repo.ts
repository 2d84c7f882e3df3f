import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clientConsents } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { phoneDigitVariants } from './phone';

// No signed-in caller here: the sender's number, vouched for by the provider's signature, is the scope.

/**
 * Records "no more texts" (granted false, by the client, source 'SMS STOP') for every client
 * whose phone is the sender's number, in any practice: the sending number is the server's, so a
 * STOP to it covers them all. Returns the clients it was recorded for.
 */
export async function withdrawSmsConsent(tx: Db, from: string, now: Date): Promise<{ clientId: string; consentId: string }[]> {
  const variants = phoneDigitVariants(from);
  if (variants.length === 0) return [];
  const matched = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(sql`regexp_replace(coalesce(${clients.phone}, ''), '[^0-9]', '', 'g')`, variants));
  if (matched.length === 0) return [];
  const rows = await tx
    .insert(clientConsents)
    .values(matched.map((c) => ({ clientId: c.id, kind: 'sms_reminders' as const, granted: false, recordedBy: null, source: 'SMS STOP', recordedAt: now })))
    .returning({ clientId: clientConsents.clientId, consentId: clientConsents.id });
  return rows;
}
