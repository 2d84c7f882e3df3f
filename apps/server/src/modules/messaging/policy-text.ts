import { eq } from 'drizzle-orm';
import { defaultMessagingPolicyText, type MessagingSettings } from '@tend/contracts/messaging.contract';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';

/** The practice's own words above the composer (settings.messaging.policy_text), or null. */
function ownPolicyText(settings: Record<string, unknown> | null | undefined): string | null {
  const messaging = settings?.messaging as { policy_text?: unknown } | undefined;
  const text = typeof messaging?.policy_text === 'string' ? messaging.policy_text.trim() : '';
  return text || null;
}

export const policyTextOf = (settings: Record<string, unknown> | null | undefined): string => ownPolicyText(settings) ?? defaultMessagingPolicyText;

export async function messagingPolicyText(db: Db, practiceId: string): Promise<string> {
  const [row] = await db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId));
  return policyTextOf(row?.settings);
}

const view = (settings: Record<string, unknown> | undefined): MessagingSettings => ({
  policy_text: ownPolicyText(settings),
  effective_policy_text: policyTextOf(settings),
});

export async function messagingSettings(db: Db, practiceId: string): Promise<MessagingSettings> {
  const [row] = await db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId));
  return view(row?.settings);
}

/** Sets (or with null clears) the practice's policy text; the row is locked so other settings are not overwritten. */
export async function updateMessagingSettings(db: Db, practiceId: string, policyText: string | null): Promise<MessagingSettings> {
  const mine = eq(practices.id, practiceId);
  const [row] = await db.select({ settings: practices.settings }).from(practices).where(mine).for('update');
  const current = row?.settings ?? {};
  const messaging = { ...((current.messaging as Record<string, unknown> | undefined) ?? {}), policy_text: policyText || null };
  const next = { ...current, messaging };
  await db.update(practices).set({ settings: next }).where(mine);
  return view(next);
}
