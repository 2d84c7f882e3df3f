import { errorCodes } from '@tend/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import type { Env } from '../../env';
import { forbidden, HttpError } from '../../http/errors';
import { describeWait, describeWindow, hitRateLimit, tooManyRequests } from '../../http/rate-limit';
import { isEmailConfirmed } from './email-verification.repo';

/*
 * Invitations are the one kind of mail a practice sends to addresses it types (staff invitations,
 * portal invitations, and their resends). Anyone may register a practice or open a demo, so every
 * invitation passes the same gate: no demo practice, a confirmed registrant, and a per-practice
 * budget — otherwise the server is a relay for anyone's mail.
 */

export const unconfirmedMessage = 'Confirm your e-mail address to send invitations: open the link we e-mailed you when you signed up, or ask for a new one.';

/**
 * Who may send an invitation at all. Demo practices send no e-mail to anyone outside the demo (as
 * reminders skip them), and a practice whose registrant has not confirmed their e-mail sends none.
 */
export async function assertMaySendInvitations(db: Db, actor: Actor): Promise<void> {
  if (actor.demo) throw forbidden('Demo practices send no e-mail outside the demo, so they cannot send invitations.');
  if (!(await isEmailConfirmed(db, actor.userId))) throw new HttpError(403, errorCodes.emailUnverified, unconfirmedMessage);
}

/**
 * Counts one invitation against the practice's hourly and daily budget, refusing it (429) over
 * either. Call inside the transaction that records the invitation: a refused or failed one rolls
 * its count back, so only invitations actually sent are counted.
 */
export async function countInvitation(
  tx: Db,
  reply: FastifyReply,
  practiceId: string,
  env: Pick<Env, 'INVITES_PER_HOUR' | 'INVITES_PER_DAY'>,
  now: Date,
): Promise<void> {
  const rules = [
    { limit: env.INVITES_PER_HOUR, windowMs: 60 * 60_000 },
    { limit: env.INVITES_PER_DAY, windowMs: 24 * 60 * 60_000 },
  ];
  for (const { limit, windowMs } of rules) {
    const hit = await hitRateLimit(tx, `invites:practice:${practiceId}:${windowMs}`, limit, windowMs, now);
    if (hit.limited) {
      throw tooManyRequests(
        reply,
        hit.retryAfterSeconds,
        `Too many invitations: a practice may send ${limit} per ${describeWindow(windowMs)} (staff and portal invitations together, resends included). ` +
          `Please try again in ${describeWait(hit.retryAfterSeconds)}.`,
      );
    }
  }
}
