import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { ownsPracticeSettings } from '../../auth/practice-owner';
import { forbidden } from '../../http/errors';

/** The practice's NPI, tax id and fees: billing:settings, and the practice's to change (see ownsPracticeSettings). Own provider profiles are not gated here. */
export async function maySetPracticeBilling(db: Db, actor: Actor): Promise<boolean> {
  return actor.permissions.includes('billing:settings') && (await ownsPracticeSettings(db, actor));
}

export async function requirePracticeSettingsWriter(db: Db, actor: Actor): Promise<void> {
  if (!(await maySetPracticeBilling(db, actor))) throw forbidden('Only an administrator changes the practice’s billing settings in a practice with one.');
}
