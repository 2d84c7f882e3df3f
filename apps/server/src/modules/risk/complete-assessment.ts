import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { riskLevelLabels, type completeRiskAssessmentRequestSchema, type RiskAssessment } from '@tend/contracts/risk.contract';
import { levelRank, unansweredForCompletion } from '@tend/contracts/risk-triage';
import type { Db } from '@tend/db/client';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../http/errors';
import type { RouteContext } from '../../http/route';
import { clientDisplayName } from '../clients/client-view';
import { notifyUser } from '../notifications/notify';
import { createAutoTask } from '../tasks/tasks.repo';
import { assessmentValues, fieldErrors } from './assessment-input';
import { toAssessmentView } from './assessment-view';
import { riskAudit } from './risk-audit';
import { riskAssessmentsRepo, type AssessmentRow } from './risk-assessments.repo';

type Audit = RouteContext<unknown, unknown, unknown>['audit'];
const followUpWithinMs = 24 * 60 * 60 * 1000;

export const completedAssessmentConflict = () => conflict('This assessment is completed; start a new one to record a change.');

/**
 * Completes a draft: every asked question answered, the computed level stored beside the
 * clinician's. The clinician may raise the level; lowering it needs a reason (400 naming
 * level_reason) — never silently downgraded. A high result creates, in the same transaction, an
 * urgent follow-up task for the clinician, and after commit tells the clinician's supervisor (or,
 * without one, the practice's admins).
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
    const level = body.level ?? screenerLevel;
    const reason = body.level_reason?.trim() || null;
    if (levelRank(level) < levelRank(screenerLevel) && !reason)
      throw fieldErrors([
        { field: 'level_reason', message: `Say why the level is below the screener's ${riskLevelLabels[screenerLevel].toLowerCase()} before lowering it` },
      ]);
    if (!(await repo.updateDraft(id, { ...values, level, levelReason: reason, status: 'completed', completedAt: now }, now)))
      throw completedAssessmentConflict();
    await audit(riskAudit.assessment('complete', id, row.client.id), tx);
    const saved = (await repo.get(id))!;
    if (level === 'high') await createFollowUpTask(tx, saved, now);
    return saved;
  });
  if (!done) {
    await audit(riskAudit.assessment('complete', id, null, 'not_found'));
    throw notFound('Risk assessment');
  }
  if (done.assessment.level === 'high')
    await notifySupervisors(app, actor, done, now).catch((error: unknown) => app.log.error({ err: error }, 'high-risk notification failed'));
  return toAssessmentView(done, actor);
}

function createFollowUpTask(tx: Db, row: AssessmentRow, now: Date) {
  const a = row.assessment;
  return createAutoTask(
    tx,
    {
      practiceId: a.practiceId,
      source: 'risk_followup',
      sourceKey: a.id,
      title: `Follow up high-risk assessment: ${clientDisplayName(row.client)}`,
      details: 'The risk assessment came out high. Review the safety plan and reach out within 24 hours.',
      assigneeId: a.clinicianId,
      clientId: a.clientId,
      noteId: a.noteId,
      encounterId: a.encounterId,
      priority: 'urgent',
      dueAt: new Date(now.getTime() + followUpWithinMs),
    },
    now,
  );
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
  for (const userId of recipients)
    await notifyUser(
      app.services,
      db,
      userId,
      {
        type: 'risk_high',
        title: `High risk: ${row.clinicianName ?? 'A clinician'} assessed ${clientDisplayName(row.client)} as high risk`,
        message: 'A follow-up task is on the clinician’s list. Review the assessment and the safety plan.',
        link: `/clients/${row.assessment.clientId}`,
        push: { title: 'A risk assessment needs your review', body: 'Open Tend to review it.' },
      },
      now,
    );
}
