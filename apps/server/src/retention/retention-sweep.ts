import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { engineRequests } from '@tend/db/schema/assistant';
import { loginFailures, passwordResetTokens } from '@tend/db/schema/auth';
import { idempotentRequests } from '@tend/db/schema/idempotency';
import { jobs } from '@tend/db/schema/jobs';
import { portalInvites } from '@tend/db/schema/portal';

const dayMs = 24 * 60 * 60_000;

/**
 * How long rows that only served a moment are kept once they are spent. Sessions and bearer
 * tokens need no entry: sweep_expired_sessions deletes them as they expire or go idle, and
 * sign-out deletes them at once. Audit events are never deleted (ADR 004: the hash chain).
 */
export const retentionPeriods = {
  /** A reset link lives an hour; a used or expired one is kept a week for questions about it. */
  passwordResetTokensMs: 7 * dayMs,
  /** Used, revoked or expired portal invites (only open ones are ever shown). */
  portalInvitesMs: 90 * dayMs,
  /** Finished jobs (done or error): long enough to look into a failure. */
  finishedJobsMs: 30 * dayMs,
  /** The assistant's message_id claims: a client retries within minutes, not weeks. */
  engineClaimsMs: 30 * dayMs,
  /** Idempotency-Key answers: a repeat comes within hours. */
  idempotentRequestsMs: 7 * dayMs,
  /** Old failed sign-ins count for nothing (the throttle looks back minutes). */
  loginFailuresMs: 7 * dayMs,
} as const;

export type RetentionCounts = Record<keyof typeof retentionPeriods, number>;

/** Deletes every spent row older than its period; answers how many went, per kind. */
export async function sweepRetainedRows(db: Db, now: Date): Promise<RetentionCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = (rows: unknown[]) => rows.length;
  const p = retentionPeriods;

  const resetCutoff = before(p.passwordResetTokensMs);
  const inviteCutoff = before(p.portalInvitesMs);
  return {
    passwordResetTokensMs: count(
      await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, resetCutoff), lt(passwordResetTokens.usedAt, resetCutoff)))
        .returning({ k: passwordResetTokens.tokenHash }),
    ),
    portalInvitesMs: count(
      await db
        .delete(portalInvites)
        .where(or(lt(portalInvites.expiresAt, inviteCutoff), lt(portalInvites.usedAt, inviteCutoff), lt(portalInvites.revokedAt, inviteCutoff)))
        .returning({ k: portalInvites.id }),
    ),
    // Queued and running jobs are work still to do, whatever their age.
    finishedJobsMs: count(
      await db
        .delete(jobs)
        .where(and(inArray(jobs.status, ['done', 'error']), isNotNull(jobs.finishedAt), lt(jobs.finishedAt, before(p.finishedJobsMs))))
        .returning({ k: jobs.id }),
    ),
    // A claim still 'processing' is left to the engine's own lease.
    engineClaimsMs: count(
      await db
        .delete(engineRequests)
        .where(and(inArray(engineRequests.status, ['done', 'failed']), lt(engineRequests.claimedAt, before(p.engineClaimsMs))))
        .returning({ k: engineRequests.messageId }),
    ),
    idempotentRequestsMs: count(
      await db
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.createdAt, before(p.idempotentRequestsMs)))
        .returning({ k: idempotentRequests.key }),
    ),
    loginFailuresMs: count(
      await db
        .delete(loginFailures)
        .where(lt(loginFailures.at, before(p.loginFailuresMs)))
        .returning({ k: loginFailures.id }),
    ),
  };
}
