import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { riskLevelLabels, type completeRiskAssessmentRequestSchema, type RiskAssessment } from '@tend/contracts/risk.contract';
import { levelRank, unansweredForCompletion } from '@tend/contracts/risk-triage';
import type { Db } from '@tend/db/client';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../http/errors';
import type { Audit } from '../../http/route';
import { clientDisplayName } from '../clients/client-view';
import { notifyUser } from '../notifications/notify';
import { assessmentValues, fieldErrors } from './assessment-input';
import { toAssessmentView } from './assessment-view';
import { riskAudit } from './risk-audit';
import { closeFollowUps, createFollowUpTask, loweredFromHigh, needsFollowUp } from './risk-followup';
import { riskAssessmentsRepo, type AssessmentRow } from './risk-assessments.repo';

export const completedAssessmentConflict = () => conflict('This assessment is completed; start a new one to record a change.');

/**
 * Completes a draft: every asked question answered, the computed level stored beside the
 * clinician's. The clinician may raise the level; lowering it needs a reason (400 naming
 * level_reason) — never silently downgraded. A high screen or a high level creates, in the same
 * transaction, an urgent follow-up task for the clinician, and after commit tells the clinician's
 * supervisor (or, without one, the practice's admins) — a lowered high screen included, so
 * lowering never skips oversight. Completing closes the follow-ups of the client's earlier assessments.
 */
export async function completeAssessment(
  app: FastifyInstance,
  { actor, audit, now }: { actor: Actor; audit: Audit; now: Date },
  id: string,
  body: z.output<typeof completeRiskAssessmentRequestSchema>,
): Promise<RiskAssessment> {
  const { db } = app.services;
  const done = await db.transaction(async (tx) => {
    const repo = riskAssessmentsRepo(tx, actor);
    const row = await repo.get(id);
    if (!row) return null;
    if (row.assessment.status !== 'draft') throw completedAssessmentConflict();
    const { values, answers, computed } = assessmentValues(body, row.assessment);
    const missing = unansweredForCompletion(answers);
    if (missing.length > 0) throw fieldErrors(missing);
    const screenerLevel = computed.level!;
    // The level saved on the draft counts unless this call changes it.
    const level = (body.level !== undefined ? body.level : row.assessment.level) ?? screenerLevel;
    const reason = (body.level_reason !== undefined ? body.level_reason : row.assessment.levelReason)?.trim() || null;
    if (levelRank(level) < levelRank(screenerLevel) && !reason)
      throw fieldErrors([
        { field: 'level_reason', message: `Say why the level is below the screener's ${riskLevelLabels[screenerLevel].toLowerCase()} before lowering it` },
      ]);
    if (!(await repo.updateDraft(id, { ...values, level, levelReason: reason, status: 'completed', completedAt: now }, now)))
      throw completedAssessmentConflict();
    await audit(riskAudit.assessment('complete', id, row.client.id), tx);
    const saved = (await repo.get(id))!;
    await closeFollowUps(tx, row.client.id, now, id);
    if (needsFollowUp(saved.assessment)) await createFollowUpTask(tx, saved, now);
    return saved;
  });
  if (!done) {
    await audit(riskAudit.assessment('complete', id, null, 'not_found'));
    throw notFound('Risk assessment');
  }
  if (needsFollowUp(done.assessment))
    await notifySupervisors(app, actor, done, now).catch((error: unknown) => app.log.error({ err: error }, 'high-risk notification failed'));
  return toAssessmentView(done, actor);
}

/** The clinician's supervisor, or the practice's active admins when there is none; never the caller themself. */
async function supervisorsOf(db: Db, practiceId: string, clinicianId: string | null): Promise<string[]> {
  if (clinicianId) {
    const [clinician] = await db.select({ supervisorId: users.supervisorId }).from(users).where(eq(users.id, clinicianId)).limit(1);
    if (clinician?.supervisorId) {
      const [supervisor] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, clinician.supervisorId), eq(users.practiceId, practiceId), eq(users.active, true)))
        .limit(1);
      if (supervisor) return [supervisor.id];
    }
  }
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.practiceId, practiceId), eq(users.role, 'admin'), eq(users.active, true)));
  return admins.map((a) => a.id);
}

async function notifySupervisors(app: FastifyInstance, actor: Actor, row: AssessmentRow, now: Date) {
  const { db } = app.services;
  const recipients = (await supervisorsOf(db, row.assessment.practiceId, row.assessment.clinicianId)).filter((id) => id !== actor.userId);
  const clinician = row.clinicianName ?? 'A clinician';
  const client = clientDisplayName(row.client);
  // Lowered: the bell says so and that a reason was recorded; the reason itself is read in the app.
  const lowered = loweredFromHigh(row.assessment);
  for (const userId of recipients)
    await notifyUser(
      app.services,
      db,
      userId,
      {
        type: 'risk_high',
        title: lowered
          ? `High-risk screen lowered: ${clinician} recorded ${client} as ${riskLevelLabels[row.assessment.level!].toLowerCase()} risk`
          : `High risk: ${clinician} assessed ${client} as high risk`,
        message: lowered
          ? 'The screener came out high; the clinician lowered the level and recorded a reason. A follow-up task is on their list. Review the assessment.'
          : 'A follow-up task is on the clinician’s list. Review the assessment and the safety plan.',
        link: `/clients/${row.assessment.clientId}`,
        push: { title: 'A risk assessment needs your review', body: 'Open Tend to review it.' },
      },
      now,
    );
}
