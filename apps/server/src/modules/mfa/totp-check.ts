import type { Db } from '@tend/db/client';
import { acceptedStep } from '../../auth/mfa/totp';
import type { SecretBox } from '../../auth/mfa/secret-box';
import { advanceTotpStep, totpOf } from './mfa.repo';

/**
 * Checks a code against the user's TOTP secret and spends its time step. `pending` accepts the
 * code of an enrolment not yet confirmed (and confirms it); otherwise only a confirmed factor counts.
 */
export async function checkTotp(db: Db, box: SecretBox, userId: string, code: string, now: Date, pending = false): Promise<boolean> {
  const factor = await totpOf(db, userId);
  if (!factor || (!pending && !factor.confirmedAt)) return false;
  const step = acceptedStep(box.open(factor.secretBox), code, now, factor.lastStep);
  if (step === null) return false;
  return advanceTotpStep(db, userId, step, pending ? now : null);
}
