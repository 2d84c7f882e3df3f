import type { publicInquiryRequestSchema } from '@tend/contracts/leads.contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@tend/db/client';
import { leads } from '@tend/db/schema/leads';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { addLeadEvent } from './leads.repo';

/** A person may send a few inquiries (a typo, a second try); a form takes a busy day's worth. */
export const inquiryLimits = {
  perIp: { limit: 5, windowMs: 10 * 60_000 },
  perForm: { limit: 100, windowMs: 24 * 60 * 60_000 },
};

/** Counts one hit; over the limit answers 429 naming the limit, with Retry-After. */
export const refuseFlood = (db: Db, reply: FastifyReply, key: string, rule: RateLimitRule, now: Date) =>
  enforceRateLimit(db, reply, key, rule, 'inquiries', now);

/**
 * Stores a web inquiry as a new lead with its first history line, in one transaction; answers the
 * lead's id. The form's daily quota is counted in the same transaction: only an inquiry that is
 * stored uses it (a honeypot hit or a refused body never reaches here, and a failed insert or a
 * refusal past the quota rolls its count back), so bots cannot use up a practice's day.
 */
export async function storeInquiry(
  db: Db,
  reply: FastifyReply,
  practiceId: string,
  body: z.output<typeof publicInquiryRequestSchema>,
  now: Date,
): Promise<string> {
  const orNull = (value: string | undefined) => value?.trim() || null;
  return db.transaction(async (tx) => {
    await refuseFlood(tx, reply, `inquiry:form:${practiceId}`, inquiryLimits.perForm, now);
    const [row] = await tx
      .insert(leads)
      .values({
        practiceId,
        firstName: body.first_name,
        lastName: body.last_name,
        email: orNull(body.email),
        phone: orNull(body.phone),
        reason: orNull(body.reason),
        insurance: orNull(body.insurance),
        preferredTimes: orNull(body.preferred_times),
        referralSource: orNull(body.referral_source),
        source: 'web_form',
        consentedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leads.id });
    await addLeadEvent(tx, row!.id, { kind: 'created', toStatus: 'new', body: 'From the website inquiry form', createdAt: now });
    return row!.id;
  });
}
